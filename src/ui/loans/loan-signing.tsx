import type { FormEvent, ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { codedLabel } from '@/domain/display/coded-labels';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import { ActionBar } from '@/ui/kit/action-bar';
import { TextInputField } from '@/ui/kit/form-fields';
import { SignatureField } from '@/ui/kit/signature-field';
import { LoanSchedule } from '@/ui/loans/loan-schedule';
import type { LoanRecord } from '@/domain/loans';
import type { LoansViewModel } from '@/ui/loans/loans-view-model';

/** The application waiting for its signature: the terms, the whole schedule, then the drawn signature. */
export const LoanSigning = observer(function LoanSigning({ vm, loan }: { vm: LoansViewModel; loan: LoanRecord }): ReactElement {
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void vm.sign();
  };
  return (
    <section className="card" aria-labelledby="sign-title">
      <h2 id="sign-title">Review and sign your loan</h2>
      <dl className="facts" data-testid="loan-summary">
        <dt>Amount</dt>
        <dd>{formatCents(loan.amountCents)}</dd>
        <dt>Purpose</dt>
        <dd>{codedLabel('loan_purpose', loan.purpose)}</dd>
        <dt>Interest rate</dt>
        <dd>{loan.annualRatePercent.toFixed(2)}% a year</dd>
        <dt>Payments</dt>
        <dd>
          {loan.paymentsCount} {codedLabel('payment_frequency', loan.frequency).toLowerCase()} payments of{' '}
          {formatCents(loan.levelPaymentCents)}, from {formatDate(loan.firstDueDate)} to {formatDate(loan.lastDueDate)}
        </dd>
        <dt>Total interest</dt>
        <dd>{formatCents(loan.totalInterestCents)}</dd>
        <dt>Total of payments</dt>
        <dd>{formatCents(loan.totalPaymentsCents)}</dd>
      </dl>
      <h3>Amortisation schedule</h3>
      <LoanSchedule rows={vm.schedule} />
      <form noValidate onSubmit={onSubmit} aria-label="Sign the promissory note">
        <p>
          By signing you agree to the promissory note and loan agreement: you repay the loan as scheduled, and a payment not made
          by the end of the quarter after the quarter it was due makes the balance a deemed distribution.
        </p>
        <div className="kit-grid">
          <TextInputField form={vm.signing} name="signer_name" required autoComplete="name" />
        </div>
        <SignatureField form={vm.signing} field="loan_signature" label="Your signature" />
        <ActionBar busy={vm.busy}>
          <Button className="button" onPress={() => void vm.withdraw()} isDisabled={vm.busy}>
            Withdraw the application
          </Button>
          <button type="submit" className="button button--primary" disabled={vm.busy}>
            Sign the promissory note
          </button>
        </ActionBar>
      </form>
    </section>
  );
});
