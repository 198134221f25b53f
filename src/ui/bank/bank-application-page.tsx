import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { ChooseAccountStep, FillApplicationStep, IdentityStep } from '@/ui/bank/application-steps';
import { BankApplicationViewModel, LOAD_FAILED_MESSAGE } from '@/ui/bank/bank-application-view-model';
import { ConnectBankStep } from '@/ui/bank/connect-bank-step';
import { InProgressStep, StepUpStep } from '@/ui/bank/review-steps';
import { PlanFirstNotice, TrustAccountPanel } from '@/ui/bank/trust-account-panel';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { StepFormFrame } from '@/ui/kit/step-form-frame';
import { useStepFocus } from '@/ui/kit/step-focus';
import { StepList } from '@/ui/kit/step-list';
import type { PageProps } from '@/ui/routing/page-table';
import { useViewModel } from '@/ui/shell/container-context';
import { LoadingFrame } from '@/ui/shell/loading-frame';
import '@/ui/bank/bank.css';

/** The form of the current editing step. */
const EditingStep = observer(function EditingStep({ vm }: { vm: BankApplicationViewModel }): ReactElement | undefined {
  const form = vm.currentForm;
  if (!form) return undefined;
  switch (vm.currentKey) {
    case 'chooseAccount':
      return <ChooseAccountStep vm={vm} form={form} />;
    case 'fillApplication':
      return <FillApplicationStep form={form} savedSignature={vm.savedSignature} />;
    case 'identityDetails':
      return <IdentityStep vm={vm} form={form} />;
    default:
      return undefined;
  }
});

/** The bank application (/onboarding and /identity-verification): the six steps of spec section 2. */
const BankApplicationPage = observer(function BankApplicationPage(props: PageProps): ReactElement {
  const vm = useViewModel(BankApplicationViewModel);
  const key = vm.currentKey;
  const { heading, body: main } = useStepFocus<HTMLDivElement>({ key, invalidAttempts: vm.invalidAttempts });

  const eyebrow = props.variant === 'identity-verification' ? 'Identity verification' : 'Bank account';
  if (vm.phase === 'loading') return <LoadingFrame text="Loading your bank application…" />;
  if (vm.phase === 'failed') {
    return (
      <section className="page bank" aria-labelledby="bank-failed-title">
        <h1 id="bank-failed-title">Bank application</h1>
        <ErrorAlert>{LOAD_FAILED_MESSAGE}</ErrorAlert>
        <Button className="button" onPress={() => void vm.activate()}>
          Try again
        </Button>
      </section>
    );
  }
  return (
    <section className="page bank" aria-labelledby="bank-title">
      <p className="eyebrow">
        {eyebrow} · {vm.role === 'participant' ? 'Participant' : 'Plan owner'}
      </p>
      <h1 id="bank-title" ref={heading} tabIndex={-1}>
        {vm.currentTitle}
      </h1>
      {vm.status && !vm.status.planAdopted && vm.status.status === 'draft' ? <PlanFirstNotice /> : undefined}
      {vm.status?.trustAccount ? <TrustAccountPanel account={vm.status.trustAccount} /> : undefined}
      <StepList steps={vm.steps} label="Bank application steps" />
      <div ref={main}>
        {vm.currentForm ? (
          <StepFormFrame
            className="bank-form"
            labelledBy="bank-title"
            draftNote
            onContinue={() => void vm.forward()}
            saveError={vm.saveError}
            onBack={vm.canGoBack ? () => void vm.back() : undefined}
            saving={vm.saving}
            submitLabel={key === 'identityDetails' ? 'Send application' : 'Continue'}
          >
            <EditingStep vm={vm} />
          </StepFormFrame>
        ) : (
          <>
            {key === 'inProgress' ? <InProgressStep vm={vm} /> : undefined}
            {key === 'stepUpNeeded' ? <StepUpStep vm={vm} /> : undefined}
            {key === 'ConnectBank' ? <ConnectBankStep vm={vm} /> : undefined}
            {vm.saveError ? <ErrorAlert>{vm.saveError}</ErrorAlert> : undefined}
          </>
        )}
      </div>
    </section>
  );
});
export default BankApplicationPage;
