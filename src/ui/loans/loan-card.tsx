import type { FormEvent, ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { codedLabel } from '@/domain/display/coded-labels';
import { formatCents, formatDate, formatMoney } from '@/ui/kit/locale-format';
import { TextInputField } from '@/ui/kit/form-fields';
import type { ApiLoan } from '@/ui/loans/loans-api';
import type { LoansViewModel } from '@/ui/loans/loans-view-model';

const TONE: Record<ApiLoan['status'], string> = {
  pending_signature: 'inProgress',
  active: 'inProgress',
  paid_off: 'done',
  deemed_distribution: 'attention',
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
      <dl className="facts">
        <dt>Outstanding balance</dt>
        <dd>{formatMoney(loan.outstanding_balance)}</dd>
        {loan.status === 'paid_off' ? undefined : (
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
    </li>
  );
});
