import { inject, injectable } from 'inversify';
import { IntentKey } from '@/ui/kit/intent-key';
import { makeAutoObservable, runInAction } from 'mobx';
import { dollarInputErrors, parseDollars } from '@/domain/money';
import {
  isQualifiedOffset,
  loanApplicationFieldErrors,
  type LoanRecord,
  type LoanScheduleRow,
  type LoanTerms,
} from '@/domain/loans';
import { type CalendarDate, parseIsoDate, utcToday } from '@/domain/shared/calendar-date';
import type { FieldErrors } from '@/domain/validation';
import { Clock } from '@/ports/clock';
import { fieldsOf, messageOf } from '@/ui/kit/port-failures';
import { type FormValues, StepForm } from '@/ui/kit/step-form';
import { LoansApi } from '@/ports/loans-api';

/** Shown when the loans could not be loaded. */
export const LOANS_LOAD_FAILED = 'Your loans could not be loaded. Try again in a moment.';
/** Shown when a call failed without a message of the server. */
export const LOAN_CALL_FAILED = 'That did not go through. Nothing was lost; please try again.';

const APPLICATION_LABELS = { amount: 'Loan amount', purpose: 'Purpose', term_months: 'Term in months', frequency: 'Payments' };

/** The application's messages: the domain's loan rules against today's limit (cents). */
export function applicationErrors(values: FormValues, limitCents: number): FieldErrors {
  const amountText = typeof values.amount === 'string' ? values.amount : '';
  const term =
    typeof values.term_months === 'string' && /^\d{1,3}$/.test(values.term_months.trim())
      ? Number(values.term_months)
      : Number.NaN;
  const typed = amountText.trim() === '' ? [] : dollarInputErrors(amountText, 'Loan amount');
  const cents = parseDollars(amountText);
  const errors: FieldErrors = loanApplicationFieldErrors(
    {
      amountCents: cents ?? Number.NaN,
      purpose: typeof values.purpose === 'string' ? values.purpose : '',
      termMonths: term,
      frequency: typeof values.frequency === 'string' ? values.frequency : '',
    },
    limitCents,
  );
  // What was typed is not an amount: that message, not the rule's.
  return typed.length > 0 ? { ...errors, amount: typed } : errors;
}

/** The loans page: the plan's terms and limit, the application, the schedule before signing, signing, repayments. */
@injectable()
export class LoansViewModel {
  /** Idempotency-Keys of the application and the repayment being sent (decision 0295). */
  private readonly applicationIntent = new IntentKey();
  private readonly repaymentIntent = new IntentKey();
  private readonly offsetIntent = new IntentKey();
  private readonly reversalIntent = new IntentKey();
  /** The repayment whose reversal is being confirmed (decision 0308). */
  confirmingReversal: { loan: LoanRecord; repaymentId: string; amountCents: number; paidOn: string } | undefined = undefined;
  /** Why the repayment is reversed (optional; kept with it and in the audit trail). */
  readonly reversal = new StepForm(() => ({}), { reason: '' }, undefined, { reason: 'Why it is reversed (optional)' });
  /** The loan whose offset on separation is being confirmed (decision 0301). */
  confirmingOffset: LoanRecord | undefined = undefined;
  /** Separation forms (the last day of employment) by loan id. */
  readonly separations = new Map<string, StepForm>();
  terms: LoanTerms | undefined = undefined;
  loans: LoanRecord[] = [];
  /** The schedule of the application waiting for its signature. */
  schedule: LoanScheduleRow[] = [];
  loading = true;
  hasErrors = false;
  busy = false;
  failure: string | undefined = undefined;
  /** The loan just signed, for its receipt (cleared by the next application). */
  justSigned: LoanRecord | undefined = undefined;
  readonly application: StepForm;
  readonly signing: StepForm;
  /** Repayment forms by loan id. */
  readonly repayments = new Map<string, StepForm>();

  constructor(
    @inject(LoansApi) private readonly api: LoansApi,
    @inject(Clock) private readonly clock: Clock,
  ) {
    this.application = new StepForm(
      (values) => applicationErrors(values, this.terms?.maxAmountCents ?? 0),
      { amount: '', purpose: 'general', term_months: '60', frequency: 'monthly' },
      undefined,
      APPLICATION_LABELS,
    );
    this.signing = new StepForm(
      (values) => ({
        loan_signature:
          typeof values.loan_signature === 'string' && values.loan_signature !== '' ? [] : ['Signature is required'],
        signer_name:
          typeof values.signer_name === 'string' && values.signer_name.trim() !== '' ? [] : ['Signer name is required'],
      }),
      { loan_signature: '', signer_name: '' },
      undefined,
      { loan_signature: 'Your signature', signer_name: 'Your full name' },
    );
    makeAutoObservable(this, { repayments: false, separations: false }, { autoBind: true });
  }

  /** Loads on mount. */
  activate(): void {
    void this.load();
  }

  /** The application waiting for its signature, if any. */
  get pending(): LoanRecord | undefined {
    return this.loans.find((l) => l.status === 'pending_signature');
  }

  /** Signed loans, newest first. */
  get signed(): LoanRecord[] {
    return this.loans.filter((l) => l.status !== 'pending_signature');
  }

  /** Reads the terms, the loans and the pending application's schedule. */
  async load(): Promise<void> {
    this.loading = true;
    this.hasErrors = false;
    try {
      const [terms, loans] = await Promise.all([this.api.terms(), this.api.loans()]);
      const pending = loans.find((l) => l.status === 'pending_signature');
      const schedule = pending ? await this.api.schedule(pending.id) : [];
      runInAction(() => {
        this.terms = terms;
        this.loans = loans;
        this.schedule = schedule;
      });
    } catch {
      runInAction(() => (this.hasErrors = true));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  private async run(action: () => Promise<void>, form?: StepForm): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.failure = undefined;
    try {
      await action();
      await this.load();
      return true;
    } catch (error) {
      runInAction(() => {
        const fields = fieldsOf(error);
        if (fields && form) form.serverErrors = fields;
        else this.failure = messageOf(error) ?? LOAN_CALL_FAILED;
      });
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Checks the application and asks for the loan: the schedule shows before signing. */
  async apply(): Promise<boolean> {
    // A new application (even one refused by its rules) ends the last signing's receipt: no stale success beside it.
    this.justSigned = undefined;
    this.application.submit();
    if (!this.application.isValid) return false;
    const v = this.application.values;
    return this.run(async () => {
      const application = {
        amountCents: parseDollars(String(v.amount)) as number,
        purpose: String(v.purpose),
        termMonths: Number(v.term_months),
        frequency: String(v.frequency),
      };
      await this.applicationIntent.send('apply', application, (key) => this.api.apply(application, key));
    }, this.application);
  }

  /** Signs the note with the drawn signature; the PDF is filed in the library. */
  async sign(): Promise<boolean> {
    const pending = this.pending;
    this.signing.submit();
    if (!pending || !this.signing.isValid) return false;
    const v = this.signing.values;
    const signed = await this.run(async () => {
      await this.api.sign(pending.id, { signature: String(v.loan_signature), signerName: String(v.signer_name).trim() });
    }, this.signing);
    if (signed) {
      this.signing.replace('loan_signature', '');
      runInAction(() => (this.justSigned = this.loans.find((loan) => loan.id === pending.id)));
    }
    return signed;
  }

  /** Withdraws the application waiting for its signature. */
  async withdraw(): Promise<boolean> {
    const pending = this.pending;
    if (!pending) return false;
    return this.run(() => this.api.withdraw(pending.id));
  }

  /** The repayment form of a loan (amount and date, today by default). */
  repaymentForm(loan: LoanRecord): StepForm {
    let form = this.repayments.get(loan.id);
    if (!form) {
      form = new StepForm(
        (values) => ({
          amount: dollarInputErrors(typeof values.amount === 'string' ? values.amount : '', 'Amount'),
          paid_on:
            typeof values.paid_on === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(values.paid_on) ? [] : ['Payment date is required'],
        }),
        this.repaymentDefaults(loan),
        undefined,
        { amount: 'Amount paid', paid_on: 'Paid on' },
      );
      this.repayments.set(loan.id, form);
    }
    return form;
  }

  /** Records a repayment of a signed loan. */
  async repay(loan: LoanRecord): Promise<boolean> {
    const form = this.repaymentForm(loan);
    form.submit();
    if (!form.isValid) return false;
    const done = await this.run(async () => {
      const repayment = { amountCents: parseDollars(String(form.values.amount)) as number, paidOn: String(form.values.paid_on) };
      await this.repaymentIntent.send(`repay ${loan.id}`, repayment, (key) => this.api.repay(loan.id, repayment, key));
    }, form);
    // The same form, reset to the next payment: the page keeps showing it, and a second press never sends the last
    // amount again.
    if (done) form.restore(this.repaymentDefaults(this.loans.find((l) => l.id === loan.id) ?? loan));
    return done;
  }

  /** A new repayment's values: the next payment's amount, paid today. */
  private repaymentDefaults(loan: LoanRecord): FormValues {
    return {
      amount: loan.nextPayment ? (loan.nextPayment.amountCents / 100).toFixed(2) : '',
      paid_on: this.clock.now().toISOString().slice(0, 10),
    };
  }

  /** Asks to confirm the reversal of a repayment recorded by mistake (decision 0308). */
  reviewReversal(loan: LoanRecord, repaymentId: string): void {
    const repayment = loan.repayments.find((r) => r.id === repaymentId);
    if (!repayment || this.busy) return;
    this.reversal.restore({ reason: '' });
    this.failure = undefined;
    this.confirmingReversal = { loan, repaymentId, amountCents: repayment.amountCents, paidOn: repayment.paidOn };
  }

  /** Leaves the confirmation; nothing is sent. */
  cancelReversal(): void {
    if (!this.busy) this.confirmingReversal = undefined;
  }

  /** Reverses the repayment being confirmed: it no longer counts, and the loan's figures follow. */
  async reverse(): Promise<boolean> {
    const confirming = this.confirmingReversal;
    if (!confirming) return false;
    const { loan, repaymentId } = confirming;
    const reason = this.reversal.text('reason').trim();
    const done = await this.run(async () => {
      await this.reversalIntent.send(`reverse ${loan.id} ${repaymentId}`, reason, (key) =>
        this.api.reverseRepayment(loan.id, repaymentId, reason, key),
      );
    }, this.reversal);
    runInAction(() => (this.confirmingReversal = undefined));
    if (done) {
      const form = this.repayments.get(loan.id);
      const reloaded = this.loans.find((l) => l.id === loan.id);
      if (form && reloaded) form.restore(this.repaymentDefaults(reloaded));
    }
    return done;
  }

  /** The separation form of a loan: the last day of employment with the business (decision 0301). */
  separationForm(loan: LoanRecord): StepForm {
    let form = this.separations.get(loan.id);
    if (!form) {
      form = new StepForm(
        (values) => ({
          separated_on:
            typeof values.separated_on === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(values.separated_on)
              ? []
              : ['Separation date is required'],
        }),
        { separated_on: '' },
        undefined,
        { separated_on: 'Last day of employment with the business' },
      );
      this.separations.set(loan.id, form);
    }
    return form;
  }

  /** Checks the separation date, then asks to confirm the offset. */
  reviewOffset(loan: LoanRecord): void {
    const form = this.separationForm(loan);
    form.submit();
    if (form.isValid) this.confirmingOffset = loan;
  }

  /** Whether the offset being confirmed is a qualified plan loan offset: today within 12 months of the separation. */
  get offsetQualifies(): boolean {
    const loan = this.confirmingOffset;
    const separatedOn = loan ? parseIsoDate(this.separationForm(loan).values.separated_on) : undefined;
    return separatedOn !== undefined && isQualifiedOffset(separatedOn, utcToday(this.clock.now()) as CalendarDate);
  }

  /** Leaves the confirmation; nothing is sent. */
  cancelOffset(): void {
    if (!this.busy) this.confirmingOffset = undefined;
  }

  /** Offsets the loan on separation: its balance and accrued interest come off the account (decision 0301). */
  async offset(): Promise<boolean> {
    const loan = this.confirmingOffset;
    if (!loan) return false;
    const form = this.separationForm(loan);
    const done = await this.run(async () => {
      const separatedOn = String(form.values.separated_on);
      await this.offsetIntent.send(`offset ${loan.id}`, separatedOn, (key) => this.api.offset(loan.id, separatedOn, key));
    }, form);
    runInAction(() => (this.confirmingOffset = undefined));
    if (done) this.separations.delete(loan.id);
    return done;
  }
}
