import { centsToDollars, dollarsToCents } from '@/domain/money';
import type { LoanApplication, LoanRecord, LoanRepayment, LoanScheduleRow, LoanSignature, LoanTerms } from '@/domain/loans';
import type { ApiClient } from '@/ports/api-client';
import type { LoansApi } from '@/ports/loans-api';
import type { Answer, RequestBody, Schema } from './wire';

const IDEMPOTENCY_KEY = 'Idempotency-Key';
const loanPath = (id: string, rest = ''): string => `/loans/${encodeURIComponent(id)}${rest}`;

/** The loans area over the product API (the bound ApiClient: bearer, XSRF and, in admin mode, X-Act-As). */
export class HttpLoansApi implements LoansApi {
  constructor(private readonly api: ApiClient) {}

  async terms(): Promise<LoanTerms> {
    return termsOf(await this.api.get<Answer<'getLoanTerms'>>('/loans/terms'));
  }

  async loans(): Promise<LoanRecord[]> {
    return (await this.api.get<Answer<'listLoans'>>('/loans')).map(loanOf);
  }

  async schedule(loanId: string): Promise<LoanScheduleRow[]> {
    const rows = await this.api.get<Answer<'getLoanSchedule'>>(loanPath(loanId, '/schedule'));
    return rows.map((r) => ({
      number: r.number,
      dueDate: r.due_date,
      paymentCents: dollarsToCents(r.payment),
      interestCents: dollarsToCents(r.interest),
      principalCents: dollarsToCents(r.principal),
      balanceCents: dollarsToCents(r.balance),
    }));
  }

  async apply(application: LoanApplication, idempotencyKey: string): Promise<LoanRecord> {
    const body: RequestBody<'applyForLoan'> = {
      amount: centsToDollars(application.amountCents),
      purpose: application.purpose,
      term_months: application.termMonths,
      frequency: application.frequency,
    };
    return loanOf(
      await this.api.post<Answer<'applyForLoan', 201>>('/loans', body, { headers: { [IDEMPOTENCY_KEY]: idempotencyKey } }),
    );
  }

  async sign(loanId: string, signature: LoanSignature): Promise<LoanRecord> {
    const body: RequestBody<'signLoan'> = { signature: signature.signature, signer_name: signature.signerName };
    return loanOf(await this.api.post<Answer<'signLoan'>>(loanPath(loanId, '/sign'), body));
  }

  async withdraw(loanId: string): Promise<void> {
    await this.api.delete(loanPath(loanId));
  }

  async repay(loanId: string, repayment: LoanRepayment, idempotencyKey: string): Promise<LoanRecord> {
    const body: RequestBody<'recordLoanRepayment'> = { amount: centsToDollars(repayment.amountCents), paid_on: repayment.paidOn };
    return loanOf(
      await this.api.post<Answer<'recordLoanRepayment', 201>>(loanPath(loanId, '/repayments'), body, {
        headers: { [IDEMPOTENCY_KEY]: idempotencyKey },
      }),
    );
  }

  async reverseRepayment(loanId: string, repaymentId: string, reason: string, idempotencyKey: string): Promise<LoanRecord> {
    const body: RequestBody<'reverseLoanRepayment'> = { reason: reason.trim() === '' ? null : reason.trim() };
    return loanOf(
      await this.api.post<Answer<'reverseLoanRepayment', 201>>(
        loanPath(loanId, `/repayments/${encodeURIComponent(repaymentId)}/reversal`),
        body,
        { headers: { [IDEMPOTENCY_KEY]: idempotencyKey } },
      ),
    );
  }

  async offset(loanId: string, separatedOn: string, idempotencyKey: string): Promise<LoanRecord> {
    const body: RequestBody<'offsetLoan'> = { separated_on: separatedOn };
    return loanOf(
      await this.api.post<Answer<'offsetLoan', 201>>(loanPath(loanId, '/offset'), body, {
        headers: { [IDEMPOTENCY_KEY]: idempotencyKey },
      }),
    );
  }
}

function termsOf(t: Schema<'LoanTerms'>): LoanTerms {
  return {
    allowed: t.allowed,
    rateType: t.rate_type,
    planRatePercent: t.plan_rate,
    primeRatePercent: t.prime_rate,
    annualRatePercent: t.annual_rate,
    vestedBalanceCents: dollarsToCents(t.vested_balance),
    outstandingBalanceCents: dollarsToCents(t.outstanding_balance),
    highestBalance12MonthsCents: dollarsToCents(t.highest_balance_12_months),
    maxAmountCents: dollarsToCents(t.max_amount),
    minAmountCents: dollarsToCents(t.min_amount),
    maxTermMonths: { general: t.max_term_months.general ?? 0, principal_residence: t.max_term_months.principal_residence ?? 0 },
  };
}

function loanOf(l: Schema<'Loan'>): LoanRecord {
  return {
    id: l.id,
    status: l.status,
    amountCents: dollarsToCents(l.amount),
    purpose: l.purpose,
    termMonths: l.term_months,
    frequency: l.frequency,
    annualRatePercent: l.annual_rate,
    startDate: l.start_date,
    paymentsCount: l.payments_count,
    levelPaymentCents: dollarsToCents(l.level_payment),
    totalInterestCents: dollarsToCents(l.total_interest),
    totalPaymentsCents: dollarsToCents(l.total_payments),
    firstDueDate: l.first_due_date,
    lastDueDate: l.last_due_date,
    paidTotalCents: dollarsToCents(l.paid_total),
    outstandingBalanceCents: l.outstanding_balance_cents,
    accruedInterestCents: l.accrued_interest_cents,
    payoffAmountCents: l.payoff_amount_cents,
    currentPaymentCents: l.current_payment_cents,
    reamortisedOn: l.reamortised_on,
    offset: l.offset
      ? {
          separatedOn: l.offset.separated_on,
          date: l.offset.date,
          amountCents: l.offset.amount_cents,
          qualified: l.offset.qualified,
          rolloverDeadline: l.offset.rollover_deadline,
          message: l.offset.message,
        }
      : null,
    deemedDistribution: l.deemed_distribution
      ? {
          date: l.deemed_distribution.date,
          taxYear: l.deemed_distribution.tax_year,
          amountCents: l.deemed_distribution.amount_cents,
          principalCents: l.deemed_distribution.principal_cents,
          accruedInterestCents: l.deemed_distribution.accrued_interest_cents,
          missedPaymentNumber: l.deemed_distribution.missed_payment_number,
          distributionCode: l.deemed_distribution.distribution_code,
        }
      : null,
    nextPayment: l.next_payment
      ? { number: l.next_payment.number, dueDate: l.next_payment.due_date, amountCents: dollarsToCents(l.next_payment.amount) }
      : null,
    missedPayment: l.missed_payment
      ? {
          number: l.missed_payment.number,
          dueDate: l.missed_payment.due_date,
          cureDeadline: l.missed_payment.cure_deadline,
          state: l.missed_payment.state,
        }
      : null,
    repayments: l.repayments.map((r) => ({ id: r.id, amountCents: dollarsToCents(r.amount), paidOn: r.paid_on })),
    documentId: l.document_id,
    signerName: l.signer_name,
    signedAt: l.signed_at,
    createdAt: l.created_at,
  };
}
