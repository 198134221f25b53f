import type { FormEvent, ReactElement } from 'react';
import { StackedTable } from '@/ui/kit/stacked-table';
import { observer } from 'mobx-react-lite';
import { codedLabel } from '@/domain/display/coded-labels';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import { TextInputField } from '@/ui/kit/form-fields';
import type { LoanRecord } from '@/domain/loans';
import type { LoansViewModel } from '@/ui/loans/loans-view-model';
import { ActionBar } from '@/ui/kit/action-bar';
import { NativeDialog } from '@/ui/kit/native-dialog';

const TONE: Record<LoanRecord['status'], string> = {
  pending_signature: 'inProgress',
  active: 'inProgress',
  paid_off: 'done',
  deemed_distribution: 'attention',
  offset: 'done',
};

/** A signed loan: balance, next payment, a missed payment with its cure deadline, the repayments and a new one. */
export const LoanCard = observer(function LoanCard({ vm, loan }: { vm: LoansViewModel; loan: LoanRecord }): ReactElement {
  const form = vm.repaymentForm(loan);
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void vm.repay(loan);
  };
  const heading = `${formatCents(loan.amountCents)} loan of ${formatDate(loan.startDate)}`;
  // A repayment recorded by mistake can be reversed while the loan is being repaid or paid off (decision 0308).
  const reversible = loan.status === 'active' || loan.status === 'paid_off' || loan.status === 'deemed_distribution';
  return (
    <li className="card" data-testid="loan">
      <h3>
        {heading} <span className={`badge badge--${TONE[loan.status]}`}>{codedLabel('loan_status', loan.status)}</span>
      </h3>
      {loan.missedPayment ? (
        <p className={`alert ${loan.missedPayment.state === 'curable' ? '' : 'alert--error'}`} role="status">
          {loan.missedPayment.state === 'curable'
            ? `Payment ${loan.missedPayment.number}, due ${formatDate(loan.missedPayment.dueDate)}, was missed. Pay it by ${formatDate(loan.missedPayment.cureDeadline)} to keep the loan in good standing.`
            : `Payment ${loan.missedPayment.number}, due ${formatDate(loan.missedPayment.dueDate)}, was not made by ${formatDate(loan.missedPayment.cureDeadline)}: the outstanding balance is a deemed distribution.`}
        </p>
      ) : undefined}
      {loan.deemedDistribution ? (
        <p className="alert alert--error" data-testid="deemed-distribution">
          {`${formatCents(loan.deemedDistribution.amountCents)} (the balance and its accrued interest) was a deemed distribution on ${formatDate(loan.deemedDistribution.date)}, reported on your ${loan.deemedDistribution.taxYear} Form 1099-R with code ${loan.deemedDistribution.distributionCode}.`}
        </p>
      ) : undefined}
      {loan.offset ? (
        <p className="alert" role="status" data-testid="loan-offset">
          {loan.offset.message}
        </p>
      ) : undefined}
      <dl className="facts">
        <dt>Outstanding balance</dt>
        <dd>{formatCents(loan.outstandingBalanceCents)}</dd>
        {loan.status === 'paid_off' || loan.status === 'offset' ? undefined : (
          <>
            <dt>Payoff amount today</dt>
            <dd>
              {formatCents(loan.payoffAmountCents)} ({formatCents(loan.accruedInterestCents)} of interest accrued)
            </dd>
          </>
        )}
        <dt>Paid so far</dt>
        <dd>{formatCents(loan.paidTotalCents)}</dd>
        <dt>Payments</dt>
        <dd>
          {loan.paymentsCount} {codedLabel('payment_frequency', loan.frequency).toLowerCase()} payments of{' '}
          {formatCents(loan.levelPaymentCents)} at {loan.annualRatePercent.toFixed(2)}%
        </dd>
        {loan.reamortisedOn ? (
          <>
            <dt>After the prepayment of {formatDate(loan.reamortisedOn)}</dt>
            <dd>{formatCents(loan.currentPaymentCents)} a payment over the remaining term</dd>
          </>
        ) : undefined}
        {loan.nextPayment ? (
          <>
            <dt>Next payment</dt>
            <dd>
              {formatCents(loan.nextPayment.amountCents)} due {formatDate(loan.nextPayment.dueDate)}
            </dd>
          </>
        ) : undefined}
      </dl>
      {loan.repayments.length > 0 ? (
        <StackedTable className="loan-schedule__table">
          <caption>Repayments</caption>
          <thead>
            <tr>
              <th scope="col">Paid on</th>
              <th scope="col">Amount</th>
              {reversible ? (
                <th scope="col">
                  <span className="visually-hidden">Recorded by mistake?</span>
                </th>
              ) : undefined}
            </tr>
          </thead>
          <tbody>
            {loan.repayments.map((r) => (
              <tr key={r.id}>
                <td>{formatDate(r.paidOn)}</td>
                <td>{formatCents(r.amountCents)}</td>
                {reversible ? (
                  <td>
                    <button
                      type="button"
                      className="button button--quiet"
                      disabled={vm.busy}
                      aria-label={`Reverse the repayment of ${formatCents(r.amountCents)} paid on ${formatDate(r.paidOn)}`}
                      onClick={() => vm.reviewReversal(loan, r.id)}
                    >
                      Reverse
                    </button>
                  </td>
                ) : undefined}
              </tr>
            ))}
          </tbody>
        </StackedTable>
      ) : (
        <p className="muted">No repayments recorded yet.</p>
      )}
      {loan.status === 'active' || loan.status === 'deemed_distribution' ? (
        <form noValidate onSubmit={onSubmit} aria-label={`Record a repayment of the ${heading}`}>
          <div className="kit-grid">
            <TextInputField form={form} name="amount" required inputMode="decimal" />
            <TextInputField form={form} name="paid_on" type="date" required />
          </div>
          <button type="submit" className="button" disabled={vm.busy}>
            Record the repayment
          </button>
        </form>
      ) : undefined}
      {loan.status === 'active' || loan.status === 'deemed_distribution' ? <SeparationOffset vm={vm} loan={loan} /> : undefined}
      {vm.confirmingReversal?.loan.id === loan.id ? <ReversalDialog vm={vm} /> : undefined}
    </li>
  );
});

/**
 * Leaving the business's employment (decision 0301): the loan's balance and accrued interest are offset against the
 * account, a distribution on the year's 1099-R (code M within 12 months of leaving); the kit's money confirmation first.
 */
const SeparationOffset = observer(function SeparationOffset({
  vm,
  loan,
}: {
  vm: LoansViewModel;
  loan: LoanRecord;
}): ReactElement {
  const form = vm.separationForm(loan);
  const heading = `${formatCents(loan.amountCents)} loan of ${formatDate(loan.startDate)}`;
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    vm.reviewOffset(loan);
  };
  const confirming = vm.confirmingOffset?.id === loan.id;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Leaving employment: offset the ${heading}`}>
      <p className="muted">
        Leaving the business's employment? The loan is then due: what is not repaid is taken from your account as a distribution.
      </p>
      <div className="kit-grid">
        <TextInputField form={form} name="separated_on" type="date" required />
      </div>
      <button type="submit" className="button" disabled={vm.busy}>
        Offset the loan
      </button>
      {confirming ? (
        <NativeDialog title="Confirm the loan offset" role="alertdialog" onDismiss={vm.cancelOffset}>
          <p>
            {`${formatCents(loan.payoffAmountCents)} (the balance and ${formatCents(loan.accruedInterestCents)} of ` +
              "accrued interest) is taken from your account to repay the loan. It is a distribution on this year's " +
              'Form 1099-R and no tax is withheld. ' +
              (vm.offsetQualifies
                ? 'Within 12 months of leaving it is a qualified plan loan offset (code M): you may roll it over to an ' +
                  'IRA or another plan until your tax return for the year is due, extensions included.'
                : 'More than 12 months after leaving it is not a qualified plan loan offset: you may roll it over within 60 days.')}
          </p>
          <ActionBar onBack={vm.cancelOffset} backLabel="Cancel" busy={vm.busy}>
            <button type="button" className="button button--primary" disabled={vm.busy} onClick={() => void vm.offset()}>
              Confirm the offset
            </button>
          </ActionBar>
        </NativeDialog>
      ) : undefined}
    </form>
  );
});

/** Confirms the reversal of a repayment recorded by mistake (decision 0308): the kit's confirmation dialog. */
const ReversalDialog = observer(function ReversalDialog({ vm }: { vm: LoansViewModel }): ReactElement | null {
  const confirming = vm.confirmingReversal;
  if (!confirming) return null;
  return (
    <NativeDialog title="Reverse this repayment?" role="alertdialog" onDismiss={vm.cancelReversal}>
      <p>
        {`The repayment of ${formatCents(confirming.amountCents)} paid on ${formatDate(confirming.paidOn)} will no longer ` +
          "count: the loan's balance, next payment and schedule are worked out again without it. Reverse a repayment only " +
          'when it was recorded by mistake.'}
      </p>
      <TextInputField form={vm.reversal} name="reason" />
      <ActionBar onBack={vm.cancelReversal} backLabel="Keep the repayment" busy={vm.busy}>
        <button type="button" className="button button--primary" disabled={vm.busy} onClick={() => void vm.reverse()}>
          Reverse the repayment
        </button>
      </ActionBar>
    </NativeDialog>
  );
});
