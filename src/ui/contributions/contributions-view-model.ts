import { inject, injectable } from 'inversify';
import { IntentKey } from '@/ui/kit/intent-key';
import { makeAutoObservable, runInAction } from 'mobx';
import { parseDollars } from '@/domain/money';
import { type ContributionDeadline, contributionDeadlines } from '@/domain/contributions/contribution-deadlines';
import { contributionEntryErrors } from '@/domain/contributions/contribution-entry';
import { isRothEmployerSource } from '@/domain/contributions/roth-employer';
import { limitsFor } from '@/domain/contributions/contribution-limits';
import { lateDepositWarning } from '@/domain/contributions/deposit-deadline';
import { compensationBasisFor } from '@/domain/contributions/employer-contribution';
import { CALENDAR_YEAR_END, type PlanYearEnd } from '@/domain/contributions/plan-year';
import {
  type ContributionSource,
  contributionUsage,
  type ParticipantYear,
  type YearContributions,
} from '@/domain/contributions/contribution-usage';
import {
  type ContributionWarning,
  remainingRoomCents,
  withDeposit,
  yearWarnings,
} from '@/domain/contributions/contribution-warnings';
import {
  centsBySource,
  type ContributionInput,
  type ContributionRecord,
  type ContributionSummaryRecord,
  type ContributionWarningRecord,
} from '@/domain/contributions/contribution-records';
import { utcToday, type CalendarDate } from '@/domain/shared/calendar-date';
import type { FieldErrors } from '@/domain/validation';
import { Clock } from '@/ports/clock';
import { ContributionsApi } from '@/ports/contributions-api';
import { fieldsOf } from '@/ui/kit/port-failures';
import { type FormValues, StepForm } from '@/ui/kit/step-form';
import {
  ExcessAnnualAdditionsCorrectionViewModel,
  ExcessDeferralCorrectionViewModel,
} from '@/ui/contributions/excess-deferral-correction-view-model';

import { recordedWording } from '@/ui/contributions/warning-wording';

export { recordedWording };

/** Shown when the ledger could not be loaded. */
export const CONTRIBUTIONS_LOAD_FAILED = 'Your contributions could not be loaded. Try again in a moment.';
/** Shown when a deposit could not be recorded for another reason than a field message. */
export const RECORD_FAILED = 'The deposit could not be recorded. Nothing was lost; please try again.';
/** Shown when a deposit could not be changed for another reason than a field message. */
export const EDIT_FAILED = 'The deposit could not be changed. Nothing was lost; please try again.';
/** The message of a typed amount that is not a dollar amount. */
export const AMOUNT_FORMAT = 'Amount must be written in dollars, like 1,250.00';

const LABELS = {
  source: 'Source',
  amount: 'Amount',
  deposit_date: 'Deposit date',
  tax_year: 'Tax year',
  reference: 'Receipt or bank reference',
  roth: 'Designate this employer contribution as Roth',
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
    return typed === '' || parseDollars(typed) !== undefined ? [] : [`${label} must be written in dollars, like 1,250.00`];
  };
  return {
    other_employer_deferrals: check('other_employer_deferrals', 'Deferrals to other employers'),
    compensation: check('compensation', 'Compensation'),
    prior_year_fica_wages: check('prior_year_fica_wages', 'FICA wages'),
  };
}

/** A deposit's source as people read it: its contribution type, "(Roth)" when designated Roth. */
export function sourceName(entry: { source: string; roth: boolean }): string {
  return entry.roth ? `${entry.source} (Roth)` : entry.source;
}

/** Cents as a typed dollar amount, like 1250.00. */
const dollarText = (cents: number): string => (cents / 100).toFixed(2);

/** The entry as the rules take it, from the typed values (amount in dollars; undefined when not a dollar amount). */
function entryOf(v: FormValues): Record<string, unknown> {
  const typed = typeof v.amount === 'string' ? v.amount.trim() : '';
  const cents = typed === '' ? undefined : parseDollars(typed);
  return {
    source: v.source || undefined,
    amount: typed === '' ? undefined : cents === undefined ? Number.NaN : cents / 100,
    deposit_date: v.deposit_date || undefined,
    tax_year: v.tax_year ? Number(v.tax_year) : undefined,
    reference: typeof v.reference === 'string' && v.reference.trim() !== '' ? v.reference : null,
    roth: v.roth === true,
  };
}

/** The deposit as the port takes it, from the typed values (valid: the form's rules passed). */
function inputOf(v: FormValues): ContributionInput {
  const typed = typeof v.amount === 'string' ? v.amount.trim() : '';
  return {
    source: String(v.source ?? ''),
    amountCents: parseDollars(typed) ?? 0,
    depositDate: String(v.deposit_date ?? ''),
    taxYear: Number(v.tax_year),
    reference: typeof v.reference === 'string' && v.reference.trim() !== '' ? v.reference : null,
    roth: v.roth === true,
  };
}

/** The contributions page: the ledger of a tax year, its totals against the limits, room left and warnings. */
@injectable()
export class ContributionsViewModel {
  /** The Idempotency-Key of the money move being sent (decision 0295). */
  private readonly intent = new IntentKey();
  /** Counts loads so that only the latest one answers for the page. */
  private loadGeneration = 0;
  /** The tax year shown. */
  taxYear: number;
  entries: ContributionRecord[] = [];
  /** Counts the ledger's changes made on this page (a deposit recorded, changed, moved or removed). */
  ledgerChanges = 0;
  summary: ContributionSummaryRecord | undefined = undefined;
  hasErrors = false;
  submitting = false;
  failure: string | undefined = undefined;
  /** The warnings the server answered for the last deposit recorded. */
  recordedWarnings: ContributionWarningRecord[] = [];
  /** Set after a deposit was recorded. */
  recorded: ContributionRecord | undefined = undefined;
  /** The entry being changed in the form (undefined: the form records a new deposit). */
  editing: ContributionRecord | undefined = undefined;
  /** Set after an entry was changed. */
  edited: ContributionRecord | undefined = undefined;
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
    @inject(ContributionsApi) private readonly api: ContributionsApi,
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
    makeAutoObservable<ContributionsViewModel, 'api' | 'clock' | 'loadGeneration'>(
      this,
      {
        api: false,
        clock: false,
        loadGeneration: false,
        form: false,
        yearForm: false,
        correction: false,
        annualCorrection: false,
      },
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
    const own = this.editing?.taxYear;
    if (own !== undefined && !years.includes(own)) years.push(own);
    return years.map((y) => ({ value: String(y), label: String(y) }));
  }

  /**
   * The summary's year as the domain takes it, without the entry being changed (its amount is replaced, not added);
   * undefined when the summary is not of `taxYear`.
   */
  private yearWithoutEdited(taxYear: number): YearContributions | undefined {
    const summary = this.summary;
    if (!summary || summary.taxYear !== taxYear) return undefined;
    const bySource = centsBySource(summary);
    const own = this.editing;
    if (own && own.taxYear === taxYear) {
      bySource[own.source] = (bySource[own.source] ?? 0) - own.amountCents;
    }
    return { bySource, otherEmployerDeferralCents: summary.otherEmployerDeferralsCents };
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
      compensationCents: summary?.compensationCents ?? undefined,
      compensationBasis: this.entityType === undefined ? undefined : compensationBasisFor(this.entityType),
      priorYearFicaWagesCents: summary?.priorYearFicaWagesCents ?? undefined,
      planHasRoth: this.planHasRoth,
    };
  }

  /**
   * This plan's deferrals of the year shown within the deferral limit (catch-up excluded, cents): what the employer
   * calculator takes off the 415(c) limit. 0 before the summary is loaded or for a year without limits.
   */
  get deferralsWithoutCatchUpCents(): number {
    const limits = this.summary ? limitsFor(this.summary.taxYear) : undefined;
    const year = this.summary ? this.yearWithoutEdited(this.summary.taxYear) : undefined;
    if (!limits || !year) return 0;
    return contributionUsage(limits, this.participant, year).planRegularDeferralsCents;
  }

  /**
   * The last deposit's warnings the limits card does not show already (each warning once on the page): the card shows
   * the year's warnings when the deposit counts for the year shown.
   */
  get recordedWarningsNotOnCard(): ContributionWarningRecord[] {
    const shown = new Set((this.summary?.warnings ?? []).map((w) => recordedWording(w.message)));
    return this.recordedWarnings.filter((w) => !shown.has(recordedWording(w.message)));
  }

  /** Room left (cents) in the source chosen in the form; undefined when unlimited or not known. */
  get roomOfChosenSourceCents(): number | undefined {
    const source = this.form.values.source as ContributionSource;
    if (!this.editing) return this.summary?.sources.find((s) => s.source === source)?.roomCents ?? undefined;
    const taxYear = Number(this.form.values.tax_year);
    const limits = limitsFor(taxYear);
    const year = this.yearWithoutEdited(taxYear);
    if (!limits || !year || !source) return undefined;
    return remainingRoomCents(limits, this.participant, year, source);
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
    const generation = ++this.loadGeneration;
    // What the person types while the year loads is kept (the form's values object is replaced on every keystroke).
    const typedBefore = this.yearForm.values;
    try {
      const [entries, summary, setup] = await Promise.all([
        this.api.contributions(this.taxYear),
        this.api.summary(this.taxYear),
        this.api.planSetup().catch(() => undefined),
      ]);
      // A later load (another year shown meanwhile) answers for the page; this one is stale.
      if (generation !== this.loadGeneration) return;
      runInAction(() => {
        this.yearEnd = setup?.yearEnd ?? CALENDAR_YEAR_END;
        this.entityType = setup?.entityType;
        this.planHasRoth = setup?.planHasRoth;
        this.entries = entries;
        this.summary = summary;
        this.hasErrors = false;
        if (this.yearForm.values !== typedBefore) return;
        this.yearForm.restore({
          other_employer_deferrals: summary.otherEmployerDeferralsCents ? dollarText(summary.otherEmployerDeferralsCents) : '',
          compensation: summary.compensationCents === null ? '' : dollarText(summary.compensationCents),
          prior_year_fica_wages: summary.priorYearFicaWagesCents === null ? '' : dollarText(summary.priorYearFicaWagesCents),
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

  /**
   * Whether the form offers the Roth designation: the plan allows Roth employer contributions and the source is Profit
   * Sharing or Employer Match (decision 0332); also while it is ticked, so it can be unticked.
   */
  get rothOffered(): boolean {
    if (this.form.flag('roth')) return true;
    return this.summary?.rothEmployer.allowed === true && isRothEmployerSource(this.form.value('source'));
  }

  /** Puts an entry into the form to change it (the year's room and warnings then leave the entry out). */
  startEdit(entry: ContributionRecord): void {
    this.editing = entry;
    this.edited = undefined;
    this.recorded = undefined;
    this.failure = undefined;
    this.form.restore({
      source: entry.source,
      amount: dollarText(entry.amountCents),
      deposit_date: entry.depositDate,
      tax_year: String(entry.taxYear),
      reference: entry.reference ?? '',
      ...(entry.roth ? { roth: true } : {}),
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
    // A new attempt: the last deposit's confirmation does not stay beside what this one answers.
    this.recorded = undefined;
    this.edited = undefined;
    this.recordedWarnings = [];
    this.form.submit();
    if (!this.form.isValid || this.submitting) return;
    this.submitting = true;
    this.failure = undefined;
    const editing = this.editing;
    try {
      const entry = inputOf(this.form.values);
      const answer = editing
        ? await this.api.edit(editing.id, entry)
        : await this.intent.send('record', entry, (key) => this.api.record(entry, key));
      runInAction(() => {
        this.recordedWarnings = answer.warnings;
        if (editing) {
          this.edited = answer.contribution;
          this.recorded = undefined;
          this.editing = undefined;
          this.form.restore({ ...this.blankEntry(), tax_year: String(answer.contribution.taxYear) });
        } else {
          this.recorded = answer.contribution;
          this.edited = undefined;
          this.form.restore({ ...this.blankEntry(), source: this.form.values.source, tax_year: this.form.values.tax_year });
        }
        if (answer.contribution.taxYear !== this.taxYear) this.taxYear = answer.contribution.taxYear;
        this.ledgerChanges += 1;
      });
      await this.load();
    } catch (error) {
      runInAction(() => {
        const fields = fieldsOf(error);
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
    const typed = (field: string): number | null => parseDollars(this.yearForm.text(field)) ?? null;
    try {
      const summary = await this.api.saveYear(this.taxYear, {
        otherEmployerDeferralsCents: typed('other_employer_deferrals') ?? 0,
        compensationCents: typed('compensation'),
        priorYearFicaWagesCents: typed('prior_year_fica_wages'),
      });
      runInAction(() => {
        this.summary = summary;
        this.yearSaved = true;
      });
    } catch (error) {
      runInAction(() => {
        const fields = fieldsOf(error);
        if (fields) this.yearForm.showServerErrors(fields);
        else this.failure = RECORD_FAILED;
      });
    }
  }

  /** Counts a late deposit for the tax year the server suggested (one click on its warning); the page follows it. */
  async moveToYear(id: string, taxYear: number): Promise<void> {
    this.failure = undefined;
    try {
      await this.api.edit(id, { taxYear });
      runInAction(() => (this.ledgerChanges += 1));
      await this.showYear(taxYear);
    } catch {
      runInAction(() => (this.failure = MOVE_FAILED));
    }
  }

  /** Removes an entry (the server keeps its trail). */
  async remove(id: string): Promise<void> {
    if (this.editing?.id === id) this.cancelEdit();
    try {
      await this.api.remove(id);
      runInAction(() => (this.ledgerChanges += 1));
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
    const errors = contributionEntryErrors(entry, this.today, { rothEmployerAllowed: this.summary?.rothEmployer.allowed });
    if (Number.isNaN(entry.amount)) errors.amount = [AMOUNT_FORMAT];
    return errors;
  }
}
