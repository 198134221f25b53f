import type { FormEvent, ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import type { CheckoutViewModel } from '@/ui/checkout/checkout-view-model';
import { EmployerDetailsForm } from '@/ui/checkout/employer-details-form';
import { IdentityDetailsForm } from '@/ui/checkout/identity-details-form';
import { PaymentStep } from '@/ui/checkout/payment-step';
import { JoinStep } from '@/ui/invitations/join-step';
import { ParticipantPlanNotice } from '@/ui/invitations/participant-plan-notice';
import { PersonalDetailsForm } from '@/ui/checkout/personal-details-form';
import { PlanDetailsForm } from '@/ui/checkout/plan-details-form';
import { ReviewStep } from '@/ui/checkout/review-step';
import { SignerFields } from '@/ui/checkout/signer-fields';
import { ActionBar } from '@/ui/kit/action-bar';
import { useStepFocus } from '@/ui/kit/step-focus';
import { StepList } from '@/ui/kit/step-list';

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

/**
 * The checkout's steps, review and payment: a chunk of its own (decision 0209), loaded once the role is known, so the
 * role choice of a first visit needs none of the forms, React Aria or the field rules' views.
 * `roleJustChosen`: the role was chosen a moment ago (the first field takes the focus, not the heading).
 */
const CheckoutSteps = observer(function CheckoutSteps({
  vm,
  roleJustChosen,
}: {
  vm: CheckoutViewModel;
  roleJustChosen: boolean;
}): ReactElement {
  const key = vm.currentKey;
  const { heading, body: main } = useStepFocus<HTMLFormElement>({
    key,
    invalidAttempts: vm.invalidAttempts,
    firstFieldOnStart: roleJustChosen,
  });

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void vm.forward();
  };
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
        <form ref={main} className="form checkout-form" onSubmit={onSubmit} noValidate aria-labelledby="checkout-title">
          {vm.currentForm ? (
            <p className="muted">Fields marked * are required. Your typing is kept as a draft on this device.</p>
          ) : undefined}
          <StepBody vm={vm} />
          {vm.saveError ? (
            <p className="alert alert--error" role="alert">
              {vm.saveError}
            </p>
          ) : undefined}
          <ActionBar
            onBack={vm.canGoBack ? () => void vm.back() : undefined}
            backLabel={vm.isEditing ? 'Back to review' : 'Back'}
            busy={vm.saving}
          >
            <Button type="submit" className="button button--primary" isDisabled={vm.saving}>
              {vm.saving
                ? 'Saving…'
                : vm.isEditing
                  ? 'Save and return to review'
                  : isReview && vm.role !== 'participant'
                    ? 'Continue to payment'
                    : 'Continue'}
            </Button>
          </ActionBar>
        </form>
      )}
    </section>
  );
});
export default CheckoutSteps;
