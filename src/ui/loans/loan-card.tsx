import type { FormEvent, ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { codedLabel } from '@/domain/display/coded-labels';
import { formatCents, formatDate, formatMoney } from '@/ui/kit/locale-format';
import { TextInputField } from '@/ui/kit/form-fields';
import type { ApiLoan } from '@/ui/loans/loans-api';
import type { LoansViewModel } from '@/ui/loans/loans-view-model';
import { ActionBar } from '@/ui/kit/action-bar';
import { NativeDialog } from '@/ui/kit/native-dialog';

const TONE: Record<ApiLoan['status'], string> = {
  pending_signature: 'inProgress',
  active: 'inProgress',
  paid_off: 'done',
  deemed_distribution: 'attention',
  offset: 'done',
};

/** A signed loan: balance, next payment, a missed payment with its cure deadline, the repayments and a new one. */
export const LoanCard = observer(function LoanCard({ vm, loan }: { vm: LoansViewModel; loan: ApiLoan }): ReactElement {
  const form = vm.repaymentForm(loan);
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void vm.repay(loan);
  };
  const heading = `${formatMoney(loan.amount)} loan of ${formatDate(loan.start_date)}`;
  return (
    <li className="card" data-testid="loan">
      <h3>
        {heading} <span className={`badge badge--${TONE[loan.status]}`}>{codedLabel('loan_status', loan.status)}</span>
      </h3>
      {loan.missed_payment ? (
        <p className={`alert ${loan.missed_payment.state === 'curable' ? '' : 'alert--error'}`} role="status">
          {loan.missed_payment.state === 'curable'
            ? `Payment ${loan.missed_payment.number}, due ${formatDate(loan.missed_payment.due_date)}, was missed. Pay it by ${formatDate(loan.missed_payment.cure_deadline)} to keep the loan in good standing.`
            : `Payment ${loan.missed_payment.number}, due ${formatDate(loan.missed_payment.due_date)}, was not made by ${formatDate(loan.missed_payment.cure_deadline)}: the outstanding balance is a deemed distribution.`}
        </p>
      ) : undefined}
      {loan.deemed_distribution ? (
        <p className="alert alert--error" data-testid="deemed-distribution">
          {`${formatCents(loan.deemed_distribution.amount_cents)} (the balance and its accrued interest) was a deemed distribution on ${formatDate(loan.deemed_distribution.date)}, reported on your ${loan.deemed_distribution.tax_year} Form 1099-R with code ${loan.deemed_distribution.distribution_code}.`}
        </p>
      ) : undefined}
      {loan.offset ? (
        <p className="alert" role="status" data-testid="loan-offset">
          {loan.offset.message}
        </p>
      ) : undefined}
      <dl className="facts">
        <dt>Outstanding balance</dt>
        <dd>{formatMoney(loan.outstanding_balance)}</dd>
        {loan.status === 'paid_off' || loan.status === 'offset' ? undefined : (
          <>
            <dt>Payoff amount today</dt>
            <dd>
              {formatCents(loan.payoff_amount_cents)} ({formatCents(loan.accrued_interest_cents)} of interest accrued)
            </dd>
          </>
        )}
        <dt>Paid so far</dt>
        <dd>{formatMoney(loan.paid_total)}</dd>
        <dt>Payments</dt>
        <dd>
          {loan.payments_count} {codedLabel('payment_frequency', loan.frequency).toLowerCase()} payments of{' '}
          {formatMoney(loan.level_payment)} at {loan.annual_rate.toFixed(2)}%
        </dd>
        {loan.reamortised_on ? (
          <>
            <dt>After the prepayment of {formatDate(loan.reamortised_on)}</dt>
            <dd>{formatCents(loan.current_payment_cents)} a payment over the remaining term</dd>
          </>
        ) : undefined}
        {loan.next_payment ? (
          <>
            <dt>Next payment</dt>
            <dd>
              {formatMoney(loan.next_payment.amount)} due {formatDate(loan.next_payment.due_date)}
            </dd>
          </>
        ) : undefined}
      </dl>
      {loan.repayments.length > 0 ? (
        <table className="loan-schedule__table">
          <caption>Repayments</caption>
          <thead>
            <tr>
              <th scope="col">Paid on</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {loan.repayments.map((r) => (
              <tr key={r.id}>
                <td>{formatDate(r.paid_on)}</td>
                <td>{formatMoney(r.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
    </li>
  );
});

/**
 * Leaving the business's employment (decision 0301): the loan's balance and accrued interest are offset against the
 * account, a distribution on the year's 1099-R (code M within 12 months of leaving); the kit's money confirmation first.
 */
const SeparationOffset = observer(function SeparationOffset({ vm, loan }: { vm: LoansViewModel; loan: ApiLoan }): ReactElement {
  const form = vm.separationForm(loan);
  const heading = `${formatMoney(loan.amount)} loan of ${formatDate(loan.start_date)}`;
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
            {`${formatCents(loan.payoff_amount_cents)} (the balance and ${formatCents(loan.accrued_interest_cents)} of ` +
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
