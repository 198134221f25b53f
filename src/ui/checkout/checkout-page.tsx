import { lazy, Suspense, useRef, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { CheckoutFactories } from '@/ui/checkout/checkout-factories';
import { CheckoutViewModel, LOAD_FAILED_MESSAGE } from '@/ui/checkout/checkout-view-model';
import { RoleChoice } from '@/ui/checkout/role-choice';
import { useViewModel } from '@/ui/shell/container-context';
import '@/ui/checkout/checkout.css';

/** The steps' forms, review and payment, and the confirmation: loaded once the role is known (decision 0209). */
const loadSteps = (): Promise<typeof import('@/ui/checkout/checkout-steps')> => import('@/ui/checkout/checkout-steps');
const CheckoutSteps = lazy(loadSteps);
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
          roleJustChosen.current = true;
          void vm.chooseRole(role);
        }}
      />
    );
  }
  return (
    <Suspense fallback={<CheckoutLoading />}>
      {vm.phase === 'paid' ? <ConfirmationPage vm={vm} /> : <CheckoutSteps vm={vm} roleJustChosen={roleJustChosen.current} />}
    </Suspense>
  );
});
export default CheckoutPage;
