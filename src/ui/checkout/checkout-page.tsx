import { useDeferredValue, useRef, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { CheckoutViewModel, LOAD_FAILED_MESSAGE } from '@/ui/checkout/checkout-view-model';
import { ConfirmationPage } from '@/ui/checkout/confirmation-page';
import { EmployerDetailsForm } from '@/ui/checkout/employer-details-form';
import { IdentityDetailsForm } from '@/ui/checkout/identity-details-form';
import { PaymentStep } from '@/ui/checkout/payment-step';
import { JoinStep } from '@/ui/invitations/join-step';
import { ParticipantPlanNotice } from '@/ui/invitations/participant-plan-notice';
import { PersonalDetailsForm } from '@/ui/checkout/personal-details-form';
import { PlanDetailsForm } from '@/ui/checkout/plan-details-form';
import { ReviewStep } from '@/ui/checkout/review-step';
import { RoleChoice } from '@/ui/checkout/role-choice';
import { SignerFields } from '@/ui/checkout/signer-fields';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { StepList } from '@/ui/kit/step-list';
import { useStepFocus } from '@/ui/kit/step-focus';
import { StepFormFrame } from '@/ui/kit/step-form-frame';
import { useViewModel } from '@/ui/shell/container-context';
import { LoadingFrame } from '@/ui/shell/loading-frame';
import '@/ui/checkout/checkout.css';

/** The body of the current step. */
const StepBody = observer(function StepBody({ vm }: { vm: CheckoutViewModel }): ReactElement | undefined {
  const form = vm.currentForm;
  switch (vm.currentKey) {
    case 'personalDetails':
      return form && <PersonalDetailsForm vm={vm} form={form} />;
    case 'identityDetails':
      return form && <IdentityDetailsForm form={form} />;
    case 'employerDetails':
      return form && <EmployerDetailsForm form={form} />;
    case 'planDetails':
      return form && <PlanDetailsForm vm={vm} form={form} />;
    case 'signerDetails':
      return (
        form && <SignerFields form={form} prefix="participant" legend="Participant signer" savedSignature={vm.savedSignature} />
      );
    case 'review':
      return <ReviewStep vm={vm} />;
    default:
      return undefined;
  }
});

/** The checkout journey: role on first entry, the steps, review, payment and the confirmation page. */
const CheckoutPage = observer(function CheckoutPage(): ReactElement {
  const vm = useViewModel(CheckoutViewModel);
  // A change of phase (the checkout read, the role chosen, paid) reaches the page in a background render that yields
  // to the browser every few milliseconds: the first step's form is the largest render of the page (decision 0351).
  const phase = useDeferredValue(vm.phase);
  const key = vm.currentKey;
  // The kit's step-flow focus rules (moving on focuses the heading, a try with errors the first invalid control); once
  // the person chose their role here, the first step's first field takes the focus instead of the page body.
  const choseRole = useRef(false);
  if (phase === 'chooseRole') choseRole.current = true;
  const { heading, body: main } = useStepFocus<HTMLFormElement>({
    key: phase === 'steps' ? key : undefined,
    invalidAttempts: vm.invalidAttempts,
    firstFieldOnStart: choseRole.current,
  });

  if (phase === 'loading') return <LoadingFrame text="Loading your checkout…" />;
  if (phase === 'failed') {
    return (
      <section className="page checkout" aria-labelledby="checkout-failed-title">
        <h1 id="checkout-failed-title">Checkout</h1>
        <ErrorAlert>{LOAD_FAILED_MESSAGE}</ErrorAlert>
        <Button className="button" onPress={() => void vm.retry()}>
          Try again
        </Button>
      </section>
    );
  }
  if (phase === 'chooseRole') return <RoleChoice onChoose={(role) => void vm.chooseRole(role)} />;
  if (phase === 'paid') return <ConfirmationPage vm={vm} />;

  const isReview = key === 'review';
  const isPayment = key === 'payment';
  return (
    <section className="page checkout" aria-labelledby="checkout-title">
      <p className="eyebrow">{vm.role === 'participant' ? 'Participant checkout' : 'Plan owner checkout'}</p>
      <h1 id="checkout-title" ref={heading} tabIndex={-1}>
        {isReview ? 'Review your details' : vm.currentTitle}
      </h1>
      <StepList steps={vm.steps} label="Checkout steps" />
      {vm.role === 'participant' && !isPayment ? <ParticipantPlanNotice /> : undefined}
      {isPayment ? (
        vm.role === 'participant' ? (
          <JoinStep onJoined={vm.markPaid} />
        ) : (
          <PaymentStep vm={vm} />
        )
      ) : (
        <StepFormFrame
          className="checkout-form"
          labelledBy="checkout-title"
          formRef={main}
          draftNote={vm.currentForm !== undefined}
          onContinue={() => void vm.forward()}
          saveError={vm.saveError}
          onBack={vm.canGoBack ? () => void vm.back() : undefined}
          backLabel={vm.isEditing ? 'Back to review' : 'Back'}
          saving={vm.saving}
          submitLabel={
            vm.isEditing
              ? 'Save and return to review'
              : isReview && vm.role !== 'participant'
                ? 'Continue to payment'
                : 'Continue'
          }
        >
          <StepBody vm={vm} />
        </StepFormFrame>
      )}
    </section>
  );
});
export default CheckoutPage;
