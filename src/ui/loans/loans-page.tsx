import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { choiceLabel, LOAN_PURPOSES } from '@/domain/display/option-lists';
import type { LoanRecord } from '@/domain/loans/loan-record';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import { Receipt } from '@/ui/kit/receipt';
import { LoanApplication } from '@/ui/loans/loan-application';
import { LoanCard } from '@/ui/loans/loan-card';
import { LoanSigning } from '@/ui/loans/loan-signing';
import { LOANS_LOAD_FAILED, LoansViewModel } from '@/ui/loans/loans-view-model';
import { useViewModel } from '@/ui/shell/container-context';
import '@/ui/loans/loans.css';
import { LoadFailedAlert } from '@/ui/kit/load-failed-alert';

/** The receipt of the loan just signed: what, amount, date, reference, and the first payment as the next step. */
function SignedLoanReceipt({ loan }: { loan: LoanRecord }): ReactElement {
  const next = loan.nextPayment;
  return (
    <Receipt
      title="Loan signed"
      lines={[
        { label: 'What', value: `Participant loan: ${choiceLabel(LOAN_PURPOSES, loan.purpose)}` },
        { label: 'Amount', value: formatCents(loan.amountCents) },
        { label: 'Signed on', value: formatDate(loan.signedAt) },
        { label: 'Reference', value: `Loan ${loan.id}` },
      ]}
      next={
        next
          ? `pay ${formatCents(next.amountCents)} to the plan's trust account by ${formatDate(next.dueDate)}, then record it below. The signed note is in your document library.`
          : 'the signed note is in your document library.'
      }
    />
  );
}

/** The loans page: the plan's terms and today's limit, the application, signing, and each loan's repayments. */
export default observer(function LoansPage(): ReactElement {
  const vm = useViewModel(LoansViewModel);
  const terms = vm.terms;
  return (
    <section className="page" aria-labelledby="loans-title">
      <p className="eyebrow">Loans</p>
      <h1 id="loans-title">Loans</h1>
      {vm.hasErrors ? <LoadFailedAlert message={LOANS_LOAD_FAILED} onRetry={() => void vm.load()} /> : undefined}
      {vm.loading && !terms ? <p role="status">Loading your loans…</p> : undefined}
      {terms && !terms.allowed ? (
        <p className="alert" role="status">
          Your plan does not allow loans. The plan owner can allow them in the plan details.
        </p>
      ) : undefined}
      {terms?.allowed ? (
        <div className="card" data-testid="loan-terms">
          <h2>Your limit today</h2>
          <dl className="facts">
            <dt>You can borrow up to</dt>
            <dd data-testid="loan-limit">{formatCents(terms.maxAmountCents)}</dd>
            <dt>Vested balance</dt>
            <dd>{formatCents(terms.vestedBalanceCents)}</dd>
            <dt>Loans outstanding</dt>
            <dd>{formatCents(terms.outstandingBalanceCents)}</dd>
            <dt>Interest rate</dt>
            <dd>
              {terms.annualRatePercent.toFixed(2)}% a year
              {terms.rateType === 'primePlus'
                ? ` (prime ${terms.primeRatePercent.toFixed(2)}% plus ${terms.planRatePercent.toFixed(2)}%)`
                : ''}
            </dd>
          </dl>
        </div>
      ) : undefined}
      {vm.failure ? <ErrorAlert>{vm.failure}</ErrorAlert> : undefined}
      {vm.justSigned ? <SignedLoanReceipt loan={vm.justSigned} /> : undefined}
      {vm.pending ? (
        <LoanSigning vm={vm} loan={vm.pending} />
      ) : terms?.allowed && terms.maxAmountCents >= terms.minAmountCents ? (
        <LoanApplication vm={vm} />
      ) : undefined}
      {terms?.allowed && !vm.pending && terms.maxAmountCents < terms.minAmountCents ? (
        <p className="muted">
          Your balance does not allow a new loan today (the smallest loan is {formatCents(terms.minAmountCents)}).
        </p>
      ) : undefined}
      <h2>Your loans</h2>
      {vm.signed.length === 0 ? (
        <p className="muted">No loans yet.</p>
      ) : (
        <ul className="result-list" aria-label="Your loans">
          {vm.signed.map((loan) => (
            <LoanCard key={loan.id} vm={vm} loan={loan} />
          ))}
        </ul>
      )}
    </section>
  );
});
