import { inject, injectable } from 'inversify';
import { IntentKey } from '@/ui/kit/intent-key';
import { makeAutoObservable, runInAction } from 'mobx';
import { parseDollars } from '@/domain/money';
import { type ContributionDeadline, contributionDeadlines } from '@/domain/contributions/contribution-deadlines';
import { contributionEntryErrors } from '@/domain/contributions/contribution-entry';
import { limitsFor } from '@/domain/contributions/contribution-limits';
import { lateDepositWarning } from '@/domain/contributions/deposit-deadline';
import { compensationBasisFor } from '@/domain/contributions/employer-contribution';
import { CALENDAR_YEAR_END, type PlanYearEnd, planYearEndOf } from '@/domain/contributions/plan-year';
import {
  type ContributionSource,
  contributionUsage,
  type ParticipantYear,
  planHasRothOf,
  type YearContributions,
} from '@/domain/contributions/contribution-usage';
import {
  type ContributionWarning,
  remainingRoomCents,
  withDeposit,
  yearWarnings,
} from '@/domain/contributions/contribution-warnings';
import { utcToday, type CalendarDate } from '@/domain/shared/calendar-date';
import type { FieldErrors } from '@/domain/validation';
import { ApiClient, ApiError } from '@/ports/api-client';
import { Clock } from '@/ports/clock';
import {
  type ApiContribution,
  type ApiContributionSummary,
  type ApiContributionWarning,
  centsBySource,
} from '@/ui/contributions/contributions-api';
import { type FormValues, StepForm } from '@/ui/kit/step-form';
import {
  ExcessAnnualAdditionsCorrectionViewModel,
  ExcessDeferralCorrectionViewModel,
} from '@/ui/contributions/excess-deferral-correction-view-model';

/** Shown when the ledger could not be loaded. */
export const CONTRIBUTIONS_LOAD_FAILED = 'Your contributions could not be loaded. Try again in a moment.';
/** Shown when a deposit could not be recorded for another reason than a field message. */
export const RECORD_FAILED = 'The deposit could not be recorded. Nothing was lost; please try again.';
/** Shown when a deposit could not be changed for another reason than a field message. */
export const EDIT_FAILED = 'The deposit could not be changed. Nothing was lost; please try again.';
/** The message of a typed amount that is not a dollar amount. */
export const AMOUNT_FORMAT = 'Amount must be an amount in dollars, like 1,250.00';

const LABELS = {
  source: 'Source',
  amount: 'Amount',
  deposit_date: 'Deposit date',
  tax_year: 'Tax year',
  reference: 'Receipt or bank reference',
};

const YEAR_LABELS = {
  other_employer_deferrals: 'Deferrals to other employers this year',
  compensation: 'Compensation this year (W-2 wages or net self-employment earnings)',
  prior_year_fica_wages: "Last year's FICA wages from the business (W-2 box 3)",
};
/** Shown when a late deposit could not be moved to the suggested year. */
export const MOVE_FAILED = 'The deposit could not be moved to the other tax year. Nothing was lost; please try again.';

/** Typed amounts of the year's facts: empty, or dollars (0 allowed). */
function yearRules(values: FormValues): FieldErrors {
  const check = (field: string, label: string): string[] => {
    const typed = typeof values[field] === 'string' ? (values[field] as string).trim() : '';
    return typed === '' || parseDollars(typed) !== undefined ? [] : [`${label} must be an amount in dollars, like 1,250.00`];
  };
  return {
    other_employer_deferrals: check('other_employer_deferrals', 'Deferrals to other employers'),
    compensation: check('compensation', 'Compensation'),
    prior_year_fica_wages: check('prior_year_fica_wages', 'FICA wages'),
  };
}

/** The entry as the API takes it, from the typed values (amount in dollars; undefined when not a dollar amount). */
function entryOf(v: FormValues): Record<string, unknown> {
  const typed = typeof v.amount === 'string' ? v.amount.trim() : '';
  const cents = typed === '' ? undefined : parseDollars(typed);
  return {
    source: v.source || undefined,
    amount: typed === '' ? undefined : cents === undefined ? Number.NaN : cents / 100,
    deposit_date: v.deposit_date || undefined,
    tax_year: v.tax_year ? Number(v.tax_year) : undefined,
    reference: typeof v.reference === 'string' && v.reference.trim() !== '' ? v.reference : null,
  };
}

/** The contributions page: the ledger of a tax year, its totals against the limits, room left and warnings. */
@injectable()
export class ContributionsViewModel {
  /** The Idempotency-Key of the money move being sent (decision 0295). */
  private readonly intent = new IntentKey();
  /** The tax year shown. */
  taxYear: number;
  entries: ApiContribution[] = [];
  summary: ApiContributionSummary | undefined = undefined;
  hasErrors = false;
  submitting = false;
  failure: string | undefined = undefined;
  /** The warnings the server answered for the last deposit recorded. */
  recordedWarnings: ApiContributionWarning[] = [];
  /** Set after a deposit was recorded. */
  recorded: ApiContribution | undefined = undefined;
  /** The entry being changed in the form (undefined: the form records a new deposit). */
  editing: ApiContribution | undefined = undefined;
  /** Set after an entry was changed. */
  edited: ApiContribution | undefined = undefined;
  /** The employer's entity type from the plan setup (decides the employer-contribution deadline). */
  entityType: string | undefined = undefined;
  /** The plan's year end from the plan setup (the employer's tax year; December 31 until known). */
  yearEnd: PlanYearEnd = CALENDAR_YEAR_END;
  /** Whether the plan offers Roth deferrals (plan details; undefined until known). */
  planHasRoth: boolean | undefined = undefined;
  readonly form: StepForm;
  /** What the participant enters for the year: deferrals to other employers' 401(k)s, and compensation. */
  readonly yearForm: StepForm;
  /** Set after the year's facts were saved. */
  yearSaved = false;
  /** The corrective distribution offered from the 402(g) warning (decision 0299). */
  readonly correction: ExcessDeferralCorrectionViewModel;
  /** The correction under EPCRS offered from the 415(c) and pay warnings (decision 0300). */
  readonly annualCorrection: ExcessAnnualAdditionsCorrectionViewModel;

  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(Clock) private readonly clock: Clock,
  ) {
    this.taxYear = this.today.year;
    this.form = new StepForm(
      (values) => this.rules(values),
      this.blankEntry(),
      () => undefined,
      LABELS,
    );
    this.yearForm = new StepForm(
      yearRules,
      { other_employer_deferrals: '', compensation: '', prior_year_fica_wages: '' },
      () => undefined,
      YEAR_LABELS,
    );
    this.correction = new ExcessDeferralCorrectionViewModel(
      api,
      () => this.taxYear,
      (summary) => {
        this.summary = summary;
        // The last deposit's 402(g) warning is answered by the correction: the card's warning now says corrected.
        this.recordedWarnings = this.recordedWarnings.filter((w) => w.limit !== 'deferrals');
      },
    );
    this.annualCorrection = new ExcessAnnualAdditionsCorrectionViewModel(
      api,
      () => this.taxYear,
      (summary) => {
        this.summary = summary;
        this.recordedWarnings = this.recordedWarnings.filter((w) => w.limit !== 'annualAdditions' && w.limit !== 'compensation');
      },
      () => this.summary,
      () => this.today,
    );
    makeAutoObservable<ContributionsViewModel, 'api' | 'clock'>(
      this,
      { api: false, clock: false, form: false, yearForm: false, correction: false, annualCorrection: false },
      { autoBind: true },
    );
  }

  /** Today's date (UTC), from the Clock port. */
  get today(): CalendarDate {
    return utcToday(this.clock.now()) as CalendarDate;
  }

  /** The tax years a deposit made today may count for. */
  get taxYearChoices(): Array<{ value: string; label: string }> {
    const years = [this.today.year, this.today.year - 1];
    const own = this.editing?.tax_year;
    if (own !== undefined && !years.includes(own)) years.push(own);
    return years.map((y) => ({ value: String(y), label: String(y) }));
  }

  /**
   * The summary's year as the domain takes it, without the entry being changed (its amount is replaced, not added);
   * undefined when the summary is not of `taxYear`.
   */
  private yearWithoutEdited(taxYear: number): YearContributions | undefined {
    const summary = this.summary;
    if (!summary || summary.tax_year !== taxYear) return undefined;
    const bySource = centsBySource(summary);
    const own = this.editing;
    if (own && own.tax_year === taxYear) {
      bySource[own.source] = (bySource[own.source] ?? 0) - Math.round(own.amount * 100);
    }
    return { bySource, otherEmployerDeferralCents: Math.round(summary.other_employer_deferrals * 100) };
  }

  /** True when the business pays W-2 wages (a corporation): the Roth catch-up test asks for last year's FICA wages. */
  get paysWages(): boolean {
    return this.entityType !== undefined && compensationBasisFor(this.entityType) === 'w2';
  }

  /** The 414(v)(7) wage threshold of the year shown (cents); undefined where the rule does not apply or is unknown. */
  get rothCatchUpThresholdCents(): number | undefined {
    return limitsFor(this.taxYear)?.rothCatchUpWageThresholdCents ?? undefined;
  }

  private get participant(): ParticipantYear {
    const summary = this.summary;
    return {
      age: summary?.age ?? 0,
      compensationCents: summary?.compensation == null ? undefined : Math.round(summary.compensation * 100),
      compensationBasis: this.entityType === undefined ? undefined : compensationBasisFor(this.entityType),
      priorYearFicaWagesCents: summary?.prior_year_fica_wages_cents ?? undefined,
      planHasRoth: this.planHasRoth,
    };
  }

  /**
   * This plan's deferrals of the year shown within the deferral limit (catch-up excluded, cents): what the employer
   * calculator takes off the 415(c) limit. 0 before the summary is loaded or for a year without limits.
   */
  get deferralsWithoutCatchUpCents(): number {
    const limits = this.summary ? limitsFor(this.summary.tax_year) : undefined;
    const year = this.summary ? this.yearWithoutEdited(this.summary.tax_year) : undefined;
    if (!limits || !year) return 0;
    return contributionUsage(limits, this.participant, year).planRegularDeferralsCents;
  }

  /** Room left (dollars) in the source chosen in the form; undefined when unlimited or not known. */
  get roomOfChosenSource(): number | undefined {
    const source = this.form.values.source as ContributionSource;
    if (!this.editing) return this.summary?.sources.find((s) => s.source === source)?.room ?? undefined;
    const taxYear = Number(this.form.values.tax_year);
    const limits = limitsFor(taxYear);
    const year = this.yearWithoutEdited(taxYear);
    if (!limits || !year || !source) return undefined;
    const room = remainingRoomCents(limits, this.participant, year, source);
    return room === undefined ? undefined : room / 100;
  }

  /**
   * The warnings the deposit being typed would bring, before it is recorded (none until it is a valid entry): a late
   * prior-year deposit (IRC 404(a)(6)), the limits it would exceed, or that the year's limits are not yet published.
   */
  get pendingWarnings(): ContributionWarning[] {
    if (!this.form.isValid) return [];
    const entry = entryOf(this.form.values);
    const taxYear = entry.tax_year as number;
    const source = entry.source as ContributionSource;
    const late = lateDepositWarning(
      this.entityType,
      { source, depositDate: entry.deposit_date as string, taxYear },
      this.yearEnd,
    );
    const year = limitsFor(taxYear) ? this.yearWithoutEdited(taxYear) : { bySource: {}, otherEmployerDeferralCents: 0 };
    if (!year) return late ? [late] : [];
    const deposit = { source, amountCents: Math.round((entry.amount as number) * 100) };
    return [...(late ? [late] : []), ...yearWarnings(taxYear, this.participant, withDeposit(year, deposit))];
  }

  /** The deadlines of the tax year shown. */
  get deadlines(): ContributionDeadline[] {
    return contributionDeadlines(this.entityType, this.taxYear, this.yearEnd);
  }

  /** Loads the tax year's entries and summary, and the employer's entity type. */
  async load(): Promise<void> {
    try {
      const query = { tax_year: this.taxYear };
      const [entries, summary, checkout] = await Promise.all([
        this.api.get<ApiContribution[]>('/contributions', { query }),
        this.api.get<ApiContributionSummary>('/contribution-summary', { query }),
        this.api.get<{ steps?: Record<string, { values?: Record<string, unknown> }> }>('/checkout').catch(() => undefined),
      ]);
      const employer = checkout?.steps?.employerDetails?.values ?? {};
      const entity = employer.entity_type;
      runInAction(() => {
        this.yearEnd = planYearEndOf(employer.employer_fiscal_year_end, employer.employer_fiscal_year_end_date);
        this.entityType = typeof entity === 'string' && entity !== '' ? entity : undefined;
        this.planHasRoth = planHasRothOf(checkout?.steps?.planDetails?.values?.contribution_types);
        this.entries = entries;
        this.summary = summary;
        this.hasErrors = false;
        this.yearForm.restore({
          other_employer_deferrals: summary.other_employer_deferrals ? summary.other_employer_deferrals.toFixed(2) : '',
          compensation: summary.compensation === null ? '' : summary.compensation.toFixed(2),
          prior_year_fica_wages:
            summary.prior_year_fica_wages_cents == null ? '' : (summary.prior_year_fica_wages_cents / 100).toFixed(2),
        });
      });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      runInAction(() => (this.hasErrors = true));
    }
  }

  /** Shows another tax year. */
  async showYear(year: number): Promise<void> {
    this.taxYear = year;
    this.form.set('tax_year', String(year));
    await this.load();
  }

  /** Puts an entry into the form to change it (the year's room and warnings then leave the entry out). */
  startEdit(entry: ApiContribution): void {
    this.editing = entry;
    this.edited = undefined;
    this.recorded = undefined;
    this.failure = undefined;
    this.form.restore({
      source: entry.source,
      amount: entry.amount.toFixed(2),
      deposit_date: entry.deposit_date,
      tax_year: String(entry.tax_year),
      reference: entry.reference ?? '',
    });
  }

  /** Gives up the change: the form records a new deposit again. */
  cancelEdit(): void {
    this.editing = undefined;
    this.failure = undefined;
    this.form.restore({ ...this.blankEntry(), tax_year: String(this.taxYear) });
  }

  /** Records the deposit typed (or saves the entry being changed); the server's messages land beside their fields. */
  async record(): Promise<void> {
    this.form.submit();
    if (!this.form.isValid || this.submitting) return;
    this.submitting = true;
    this.failure = undefined;
    const editing = this.editing;
    try {
      const body = entryOf(this.form.values);
      const answer = editing
        ? await this.api.patch<{ contribution: ApiContribution; warnings: ApiContributionWarning[] }>(
            `/contributions/${editing.id}`,
            body,
          )
        : await this.intent.post<{ contribution: ApiContribution; warnings: ApiContributionWarning[] }>(
            this.api,
            '/contributions',
            body,
          );
      runInAction(() => {
        this.recordedWarnings = answer.warnings;
        if (editing) {
          this.edited = answer.contribution;
          this.recorded = undefined;
          this.editing = undefined;
          this.form.restore({ ...this.blankEntry(), tax_year: String(answer.contribution.tax_year) });
        } else {
          this.recorded = answer.contribution;
          this.edited = undefined;
          this.form.restore({ ...this.blankEntry(), source: this.form.values.source, tax_year: this.form.values.tax_year });
        }
        if (answer.contribution.tax_year !== this.taxYear) this.taxYear = answer.contribution.tax_year;
      });
      await this.load();
    } catch (error) {
      runInAction(() => {
        const fields = error instanceof ApiError ? (error.body as { fields?: FieldErrors } | undefined)?.fields : undefined;
        if (fields) this.form.showServerErrors(fields);
        else this.failure = editing ? EDIT_FAILED : RECORD_FAILED;
      });
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** Saves the year's deferrals to other employers and compensation; the room and warnings follow them. */
  async saveYear(): Promise<void> {
    this.yearForm.submit();
    if (!this.yearForm.isValid) return;
    const typed = (field: string): number | null => {
      const cents = parseDollars(this.yearForm.text(field));
      return cents === undefined ? null : cents / 100;
    };
    try {
      const summary = await this.api.put<ApiContributionSummary>(`/contribution-years/${this.taxYear}`, {
        other_employer_deferrals: typed('other_employer_deferrals') ?? 0,
        compensation: typed('compensation'),
        prior_year_fica_wages_cents: parseDollars(this.yearForm.text('prior_year_fica_wages')) ?? null,
      });
      runInAction(() => {
        this.summary = summary;
        this.yearSaved = true;
      });
    } catch (error) {
      runInAction(() => {
        const fields = error instanceof ApiError ? (error.body as { fields?: FieldErrors } | undefined)?.fields : undefined;
        if (fields) this.yearForm.showServerErrors(fields);
        else this.failure = RECORD_FAILED;
      });
    }
  }

  /** Counts a late deposit for the tax year the server suggested (one click on its warning); the page follows it. */
  async moveToYear(id: string, taxYear: number): Promise<void> {
    this.failure = undefined;
    try {
      await this.api.patch(`/contributions/${id}`, { tax_year: taxYear });
      await this.showYear(taxYear);
    } catch {
      runInAction(() => (this.failure = MOVE_FAILED));
    }
  }

  /** Removes an entry (the server keeps its trail). */
  async remove(id: string): Promise<void> {
    if (this.editing?.id === id) this.cancelEdit();
    try {
      await this.api.delete(`/contributions/${id}`);
      await this.load();
    } catch {
      runInAction(() => (this.failure = RECORD_FAILED));
    }
  }

  private blankEntry(): FormValues {
    return { source: '', amount: '', deposit_date: '', tax_year: String(this.today.year), reference: '' };
  }

  private rules(values: FormValues): FieldErrors {
    const entry = entryOf(values);
    const errors = contributionEntryErrors(entry, this.today);
    if (Number.isNaN(entry.amount)) errors.amount = [AMOUNT_FORMAT];
    return errors;
  }
}
