import { SIGNATURE_PNG_MESSAGE } from '@/domain/shared/png-data-url';
import { formatCents } from '@/domain/money';
import {
  balanceOn,
  highestBalanceLast12MonthsCents,
  type LoanApplication,
  type LoanFacts,
  loanApplicationFieldErrors,
  loanLedgerOf,
  loanOffset,
  type LoanPurpose,
  type LoanRecord,
  type LoanRepayment,
  type LoanScheduleRow,
  type LoanSignature,
  loanState,
  loanStatement,
  type LoanTerms,
  MAX_TERM_MONTHS,
  maxLoanCents,
  maxRepaymentCents,
  MIN_LOAN_CENTS,
  type PaymentFrequency,
} from '@/domain/loans';
import { type CalendarDate, compareDates, formatIsoDate, parseIsoDate, utcToday } from '@/domain/shared/calendar-date';
import type { Clock } from '@/ports/clock';
import type { LoansApi } from '@/ports/loans-api';
import { FakePortCalls, invalid, refused, throwIfInvalid } from './fake-port-kit';

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** The plan's side of the terms the fake starts with: loans allowed at prime (7.5%) plus 1%, $60,000.00 vested. */
export interface FakeLoanPlan {
  allowed: boolean;
  rateType: 'fixed' | 'primePlus';
  planRatePercent: number;
  primeRatePercent: number;
  vestedBalanceCents: number;
}

/**
 * The loans area in memory, on the domain's rules (decision 0302): the limit from the vested balance and the loans
 * (IRC 72(p)(2)(A)), the application's field messages, the schedule, signing, repayments up to what is owed, missed
 * payments and deemed distributions on the clock's day, the offset on separation, and one effect per Idempotency-Key.
 * A test sets the plan (`plan`), moves the clock, and reads `calls`; `failNext` makes the next call fail.
 */
export class FakeLoansApi extends FakePortCalls implements LoansApi {
  plan: FakeLoanPlan = {
    allowed: true,
    rateType: 'primePlus',
    planRatePercent: 1,
    primeRatePercent: 7.5,
    vestedBalanceCents: 60_000_00,
  };
  private readonly kept: LoanFacts[] = [];
  /** Repayments reversed as recorded by mistake (decision 0308). */
  private readonly reversed = new Set<string>();
  private nextId = 1;

  constructor(private readonly clock: Pick<Clock, 'now'>) {
    super();
  }

  private today(): CalendarDate {
    return utcToday(this.clock.now()) as CalendarDate;
  }

  private find(id: string): LoanFacts {
    const loan = this.kept.find((l) => l.id === id);
    if (!loan) throw refused(404, 'not_found', 'Loan not found');
    return loan;
  }

  private replace(loan: LoanFacts): LoanRecord {
    this.kept.splice(
      this.kept.findIndex((l) => l.id === loan.id),
      1,
      loan,
    );
    return loanStatement(loan, this.today());
  }

  private currentTerms(): LoanTerms {
    const today = this.today();
    const ledgers = this.kept.filter((l) => l.status !== 'pending_signature').map(loanLedgerOf);
    const outstanding = ledgers.reduce((s, l) => s + balanceOn(l, today), 0);
    const highest = highestBalanceLast12MonthsCents(ledgers, today);
    const rate =
      this.plan.rateType === 'primePlus' ? this.plan.primeRatePercent + this.plan.planRatePercent : this.plan.planRatePercent;
    return {
      allowed: this.plan.allowed,
      rateType: this.plan.rateType,
      planRatePercent: this.plan.planRatePercent,
      primeRatePercent: this.plan.primeRatePercent,
      annualRatePercent: rate,
      vestedBalanceCents: this.plan.vestedBalanceCents,
      outstandingBalanceCents: outstanding,
      highestBalance12MonthsCents: highest,
      maxAmountCents: this.plan.allowed
        ? maxLoanCents({
            vestedCents: this.plan.vestedBalanceCents,
            highestBalanceLast12MonthsCents: highest,
            outstandingBalanceCents: outstanding,
          })
        : 0,
      minAmountCents: MIN_LOAN_CENTS,
      maxTermMonths: { ...MAX_TERM_MONTHS },
    };
  }

  async terms(): Promise<LoanTerms> {
    this.check('terms');
    return this.currentTerms();
  }

  async loans(): Promise<LoanRecord[]> {
    this.check('loans');
    const today = this.today();
    return [...this.kept].reverse().map((l) => loanStatement(l, today));
  }

  async schedule(loanId: string): Promise<LoanScheduleRow[]> {
    this.check(`schedule:${loanId}`);
    const loan = this.find(loanId);
    return loanState({ ...loanLedgerOf(loan), repayments: [] }, loan.startDate).schedule.map((r) => ({
      number: r.number,
      dueDate: formatIsoDate(r.dueDate),
      paymentCents: r.paymentCents,
      interestCents: r.interestCents,
      principalCents: r.principalCents,
      balanceCents: r.balanceCents,
    }));
  }

  async apply(application: LoanApplication, idempotencyKey: string): Promise<LoanRecord> {
    this.check('apply');
    return this.once(idempotencyKey, () => {
      const terms = this.currentTerms();
      if (!terms.allowed) throw refused(409, 'loans_not_allowed', 'Your plan does not allow loans');
      const fields = loanApplicationFieldErrors(application, terms.maxAmountCents);
      throwIfInvalid(fields);
      // One application waits for its signature at a time: a new one replaces it.
      const pending = this.kept.findIndex((l) => l.status === 'pending_signature');
      if (pending >= 0) this.kept.splice(pending, 1);
      const loan: LoanFacts = {
        id: `loan-${this.nextId++}`,
        status: 'pending_signature',
        amountCents: application.amountCents,
        purpose: application.purpose as LoanPurpose,
        termMonths: application.termMonths,
        frequency: application.frequency as PaymentFrequency,
        annualRateBps: Math.round(terms.annualRatePercent * 100),
        startDate: this.today(),
        repayments: [],
        documentId: null,
        signerName: null,
        signedAt: null,
        createdAt: this.clock.now().toISOString(),
      };
      this.kept.push(loan);
      return loanStatement(loan, this.today());
    });
  }

  async sign(loanId: string, signature: LoanSignature): Promise<LoanRecord> {
    this.check(`sign:${loanId}`);
    const signerName = signature.signerName.trim();
    const fields = {
      signature:
        signature.signature === ''
          ? ['Signature is required']
          : PNG_DATA_URL.test(signature.signature)
            ? []
            : [SIGNATURE_PNG_MESSAGE],
      signer_name: signerName === '' ? ['Signer name is required'] : [],
    };
    throwIfInvalid(fields);
    const loan = this.find(loanId);
    if (loan.status !== 'pending_signature') throw refused(409, 'already_signed', 'This loan is already signed');
    const limit = this.currentTerms().maxAmountCents;
    if (loan.amountCents > limit)
      throw invalid({ amount: [`Loan amount cannot be more than ${formatCents(Math.max(0, limit))}`] });
    return this.replace({
      ...loan,
      status: 'active',
      startDate: this.today(),
      documentId: `document-of-${loan.id}`,
      signerName,
      signedAt: this.clock.now().toISOString(),
    });
  }

  async withdraw(loanId: string): Promise<void> {
    this.check(`withdraw:${loanId}`);
    const loan = this.find(loanId);
    if (loan.status !== 'pending_signature') throw refused(409, 'not_pending', 'Only a loan not signed yet can be withdrawn');
    this.kept.splice(this.kept.indexOf(loan), 1);
  }

  async repay(loanId: string, repayment: LoanRepayment, idempotencyKey: string): Promise<LoanRecord> {
    this.check(`repay:${loanId}`);
    return this.once(idempotencyKey, () => {
      const loan = this.find(loanId);
      const today = this.today();
      const paidOn = parseIsoDate(repayment.paidOn);
      const dateErrors =
        paidOn === undefined
          ? ['Payment date is required']
          : compareDates(paidOn, today) > 0
            ? ['Payment date cannot be in the future']
            : compareDates(paidOn, loan.startDate) < 0
              ? ['Payment date cannot be before the loan date']
              : [];
      const left = paidOn === undefined || dateErrors.length > 0 ? undefined : maxRepaymentCents(loanLedgerOf(loan), paidOn);
      const fields = {
        amount: !Number.isSafeInteger(repayment.amountCents)
          ? ['Amount must be a number']
          : repayment.amountCents <= 0
            ? ['Amount must be greater than 0']
            : left !== undefined && repayment.amountCents > left
              ? [`Amount cannot be more than ${formatCents(left)}, what is left to pay`]
              : [],
        paid_on: dateErrors,
      };
      if (loan.status !== 'active')
        throw refused(409, 'not_active', 'Repayments are recorded only for a signed loan being repaid');
      throwIfInvalid(fields);
      const repaid: LoanFacts = {
        ...loan,
        repayments: [
          ...loan.repayments,
          { id: `repayment-${this.nextId++}`, amountCents: repayment.amountCents, paidOn: paidOn as CalendarDate },
        ],
      };
      const paidOff = loanState(loanLedgerOf(repaid), today).paidOff;
      return this.replace(paidOff ? { ...repaid, status: 'paid_off' } : repaid);
    });
  }

  async reverseRepayment(loanId: string, repaymentId: string, _reason: string, idempotencyKey: string): Promise<LoanRecord> {
    this.check(`reverseRepayment:${loanId}:${repaymentId}`);
    return this.once(idempotencyKey, () => {
      const loan = this.find(loanId);
      if (this.reversed.has(repaymentId)) throw refused(409, 'already_reversed', 'This repayment was already reversed');
      if (!loan.repayments.some((r) => r.id === repaymentId)) throw refused(404, 'not_found', 'Repayment not found');
      if (loan.status !== 'active' && loan.status !== 'paid_off')
        throw refused(409, 'not_active', 'Repayments are reversed only for a loan being repaid or paid off');
      this.reversed.add(repaymentId);
      const kept: LoanFacts = { ...loan, status: 'active', repayments: loan.repayments.filter((r) => r.id !== repaymentId) };
      const paidOff = loanState(loanLedgerOf(kept), this.today()).paidOff;
      return this.replace(paidOff ? { ...kept, status: 'paid_off' } : kept);
    });
  }

  async offset(loanId: string, separatedOn: string, idempotencyKey: string): Promise<LoanRecord> {
    this.check(`offset:${loanId}`);
    return this.once(idempotencyKey, () => {
      const separated = parseIsoDate(separatedOn);
      if (separated === undefined) throw invalid({ separated_on: ['Separation date is required'] });
      const loan = this.find(loanId);
      if (loan.status !== 'active') throw refused(409, 'not_active', 'Only a signed loan being repaid can be offset');
      const outcome = loanOffset(loanLedgerOf(loan), separated, this.today());
      if (!outcome.ok) throw invalid({ [outcome.field]: [outcome.message] });
      const { date, amountCents, qualified } = outcome.offset;
      return this.replace({ ...loan, status: 'offset', offset: { separatedOn: separated, date, amountCents, qualified } });
    });
  }
}
