import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { parseDollars } from '@/domain/assets/cents';
import { type ContributionDeadline, contributionDeadlines } from '@/domain/contributions/contribution-deadlines';
import { contributionEntryErrors } from '@/domain/contributions/contribution-entry';
import { limitsFor } from '@/domain/contributions/contribution-limits';
import { type ContributionWarning, depositWarnings } from '@/domain/contributions/contribution-warnings';
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

/** Shown when the ledger could not be loaded. */
export const CONTRIBUTIONS_LOAD_FAILED = 'Your contributions could not be loaded. Try again in a moment.';
/** Shown when a deposit could not be recorded for another reason than a field message. */
export const RECORD_FAILED = 'The deposit could not be recorded. Nothing was lost; please try again.';
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
};

/** Typed amounts of the year's facts: empty, or dollars (0 allowed). */
function yearRules(values: FormValues): FieldErrors {
  const check = (field: string, label: string): string[] => {
    const typed = typeof values[field] === 'string' ? (values[field] as string).trim() : '';
    return typed === '' || parseDollars(typed) !== undefined ? [] : [`${label} must be an amount in dollars, like 1,250.00`];
  };
  return {
    other_employer_deferrals: check('other_employer_deferrals', 'Deferrals to other employers'),
    compensation: check('compensation', 'Compensation'),
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
  /** The employer's entity type from the plan setup (decides the employer-contribution deadline). */
  entityType: string | undefined = undefined;
  readonly form: StepForm;
  /** What the participant enters for the year: deferrals to other employers' 401(k)s, and compensation. */
  readonly yearForm: StepForm;
  /** Set after the year's facts were saved. */
  yearSaved = false;

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
    this.yearForm = new StepForm(yearRules, { other_employer_deferrals: '', compensation: '' }, () => undefined, YEAR_LABELS);
    makeAutoObservable<ContributionsViewModel, 'api' | 'clock'>(
      this,
      { api: false, clock: false, form: false, yearForm: false },
      { autoBind: true },
    );
  }

  /** Today's date (UTC), from the Clock port. */
  get today(): CalendarDate {
    return utcToday(this.clock.now()) as CalendarDate;
  }

  /** The tax years a deposit made today may count for. */
  get taxYearChoices(): Array<{ value: string; label: string }> {
    return [this.today.year, this.today.year - 1].map((y) => ({ value: String(y), label: String(y) }));
  }

  /** Room left (dollars) in the source chosen in the form; undefined when unlimited or not known. */
  get roomOfChosenSource(): number | undefined {
    return this.summary?.sources.find((s) => s.source === this.form.values.source)?.room ?? undefined;
  }

  /** The warnings the deposit being typed would bring, before it is recorded (none until it is a valid entry). */
  get pendingWarnings(): ContributionWarning[] {
    const entry = entryOf(this.form.values);
    const limits = limitsFor(entry.tax_year as number);
    const summary = this.summary;
    if (!this.form.isValid || !limits || !summary || summary.tax_year !== entry.tax_year) return [];
    const year = {
      bySource: centsBySource(summary),
      otherEmployerDeferralCents: Math.round(summary.other_employer_deferrals * 100),
    };
    const participant = {
      age: summary.age ?? 0,
      compensationCents: summary.compensation === null ? undefined : Math.round(summary.compensation * 100),
    };
    const deposit = { source: entry.source as never, amountCents: Math.round((entry.amount as number) * 100) };
    return depositWarnings(limits, participant, year, deposit);
  }

  /** The deadlines of the tax year shown. */
  get deadlines(): ContributionDeadline[] {
    return contributionDeadlines(this.entityType, this.taxYear);
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
      const entity = checkout?.steps?.employerDetails?.values?.entity_type;
      runInAction(() => {
        this.entityType = typeof entity === 'string' && entity !== '' ? entity : undefined;
        this.entries = entries;
        this.summary = summary;
        this.hasErrors = false;
        this.yearForm.restore({
          other_employer_deferrals: summary.other_employer_deferrals ? summary.other_employer_deferrals.toFixed(2) : '',
          compensation: summary.compensation === null ? '' : summary.compensation.toFixed(2),
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

  /** Records the deposit typed; the server's messages land beside their fields and nothing typed is lost. */
  async record(): Promise<void> {
    this.form.submit();
    if (!this.form.isValid || this.submitting) return;
    this.submitting = true;
    this.failure = undefined;
    try {
      const answer = await this.api.post<{ contribution: ApiContribution; warnings: ApiContributionWarning[] }>(
        '/contributions',
        entryOf(this.form.values),
      );
      runInAction(() => {
        this.recorded = answer.contribution;
        this.recordedWarnings = answer.warnings;
        this.form.restore({ ...this.blankEntry(), source: this.form.values.source, tax_year: this.form.values.tax_year });
      });
      if (answer.contribution.tax_year !== this.taxYear) this.taxYear = answer.contribution.tax_year;
      await this.load();
    } catch (error) {
      runInAction(() => {
        const fields = error instanceof ApiError ? (error.body as { fields?: FieldErrors } | undefined)?.fields : undefined;
        if (fields) this.form.showServerErrors(fields);
        else this.failure = RECORD_FAILED;
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

  /** Removes an entry (the server keeps its trail). */
  async remove(id: string): Promise<void> {
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
