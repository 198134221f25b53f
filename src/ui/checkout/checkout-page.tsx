import { lazy, Suspense, useRef, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { CheckoutFactories } from '@/ui/checkout/checkout-factories';
import { CheckoutViewModel, LOAD_FAILED_MESSAGE } from '@/ui/checkout/checkout-view-model';
import { RoleChoice } from '@/ui/checkout/role-choice';
import { useViewModel } from '@/ui/shell/container-context';
import '@/ui/checkout/checkout.css';

type StepsModule = typeof import('@/ui/checkout/checkout-steps');
/** The steps' module once loaded: rendered directly then, in the same commit as the role's choice (no fallback). */
let stepsModule: StepsModule | undefined;
/** The steps' forms, review and payment, and the confirmation: loaded once the role is known (decision 0209). */
const loadSteps = (): Promise<StepsModule> =>
  import('@/ui/checkout/checkout-steps').then((module) => {
    stepsModule = module;
    return module;
  });
const LazyCheckoutSteps = lazy(loadSteps);
const ConfirmationPage = lazy(() => import('@/ui/checkout/confirmation-page').then((m) => ({ default: m.ConfirmationPage })));

/** Shown while the checkout, or the part of it the user goes to next, loads. */
function CheckoutLoading(): ReactElement {
  return (
    <p className="page-loading" role="status">
      Loading your checkout…
    </p>
  );
}

/** The checkout journey: role on first entry, the steps, review, payment and the confirmation page. */
const CheckoutPage = observer(function CheckoutPage(): ReactElement {
  const vm = useViewModel(CheckoutViewModel, { singletons: [CheckoutFactories] });
  const roleJustChosen = useRef(false);
  const choosing = useRef(false);
  // Which component shows the steps is fixed while they show (switching from the lazy wrapper to the loaded module
  // mid-way would remount the form under the person's typing).
  const steps = useRef<StepsModule['default'] | typeof LazyCheckoutSteps | undefined>(undefined);
  if (vm.phase !== 'steps') steps.current = undefined;

  if (vm.phase === 'loading') return <CheckoutLoading />;
  if (vm.phase === 'failed') {
    return (
      <section className="page checkout" aria-labelledby="checkout-failed-title">
        <h1 id="checkout-failed-title">Checkout</h1>
        <p className="alert alert--error" role="alert">
          {LOAD_FAILED_MESSAGE}
        </p>
        <button type="button" className="button" onClick={() => void vm.retry()}>
          Try again
        </button>
      </section>
    );
  }
  if (vm.phase === 'chooseRole') {
    return (
      <RoleChoice
        onPrepare={() => void loadSteps().catch(() => undefined)}
        onChoose={(role) => {
          // The first choice counts: a second click while the steps' code loads changes nothing.
          if (choosing.current) return;
          choosing.current = true;
          roleJustChosen.current = true;
          // The steps appear with their first field focused in one go once their code is there (a failed load
          // goes on too: the lazy part's failure then takes the usual way, a full page load).
          const choose = (): void => {
            choosing.current = false;
            void vm.chooseRole(role);
          };
          void loadSteps().then(choose, choose);
        }}
      />
    );
  }
  steps.current ??= stepsModule?.default ?? LazyCheckoutSteps;
  const CheckoutSteps = steps.current;
  return (
    <Suspense fallback={<CheckoutLoading />}>
      {vm.phase === 'paid' ? <ConfirmationPage vm={vm} /> : <CheckoutSteps vm={vm} roleJustChosen={roleJustChosen.current} />}
    </Suspense>
  );
});
export default CheckoutPage;
