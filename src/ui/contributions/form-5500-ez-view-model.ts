import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { parseDollars } from '@/domain/money';
import { extensionRecordErrors, type FilingMethod, filingRecordErrors } from '@/domain/contributions/form-5500-ez-filing';
import {
  CALENDAR_YEAR_END,
  filingPlanYear,
  isCalendarYear,
  type PlanYearBounds,
  type PlanYearEnd,
  planYearEndOf,
} from '@/domain/contributions/plan-year';
import { formatDate } from '@/ui/kit/locale-format';
import { formatIsoDate, parseIsoDate, utcToday, type CalendarDate } from '@/domain/shared/calendar-date';
import type { FieldErrors } from '@/domain/validation';
import { ApiClient, ApiError } from '@/ports/api-client';
import { Clock } from '@/ports/clock';
import { type FormValues, StepForm } from '@/ui/kit/step-form';

/** GET /form-5500-ez/{plan_year} (US dollars and cents, ISO dates; decisions 0231, 0274, 0275). */
export interface ApiForm5500EzStatus {
  plan_year: number;
  plan_year_start: string;
  plan_year_end: string;
  /** The plan's total assets at the year end: every participant's account and the loans outstanding. */
  plan_assets: number;
  plan_assets_cents: number;
  participant_accounts_cents: number;
  participant_loans_cents: number;
  participants: number;
  other_plans_assets: number;
  other_plans_assets_cents: number;
  all_plans_assets_cents: number;
  final_plan_year: boolean;
  required: boolean;
  reason: 'assets' | 'finalYear' | 'none';
  /** Due days after IRC 7503 (a weekend or legal holiday moves them to the next business day), and the rule's dates. */
  due_date: string;
  statutory_due_date: string;
  due_date_note: string | null;
  extended_due_date: string;
  statutory_extended_due_date: string;
  extended_due_date_note: string | null;
  extension: { filed: boolean; filed_on: string | null };
  /** The due day in force: extended once a Form 5558 is recorded. */
  filing_deadline: string;
  reminders: Array<{ days_before: number; date: string }>;
  filing: { filed: boolean; filed_on: string | null; method: FilingMethod | null; confirmation: string | null };
  document: ApiForm5500EzDocument | null;
  past_due: boolean;
  days_late: number;
  max_penalty: number;
  max_penalty_cents: number;
  penalty_per_day_cents: number;
  penalty_cap_cents: number;
}

/** The prefilled return of a plan year in the library (POST /form-5500-ez/{plan_year}/document). */
export interface ApiForm5500EzDocument {
  document_id: string;
  version_id: string;
  name: string;
  download_path: string;
}

/** Shown when the prefilled return could not be generated or downloaded. */
export const FORM_5500_EZ_DOCUMENT_FAILED =
  'The prefilled Form 5500-EZ could not be prepared or downloaded. Try again in a moment.';
/** The filing methods in words. */
export const FILING_METHOD_CHOICES: ReadonlyArray<{ value: FilingMethod; label: string }> = [
  { value: 'efast2', label: 'Electronically (EFAST2)' },
  { value: 'paper', label: 'On paper with the IRS' },
];

const FILING_LABELS = {
  filed: 'I have filed this return',
  filed_on: 'Filing date',
  method: 'How it was filed',
  confirmation: 'Confirmation number (optional)',
};

const EXTENSION_LABELS = {
  filed: 'I filed Form 5558 to extend this return',
  filed_on: 'Form 5558 filing date',
};

/** Shown when the status could not be loaded or saved. */
export const FORM_5500_EZ_FAILED = 'The Form 5500-EZ status could not be loaded or saved. Try again in a moment.';

const LABELS = {
  other_plans_assets: "Year-end assets of the employer's other one-participant plans",
  final_plan_year: 'This is the plan’s final year (the plan ends)',
};

function rules(values: FormValues): FieldErrors {
  const typed = typeof values.other_plans_assets === 'string' ? values.other_plans_assets.trim() : '';
  return {
    other_plans_assets:
      typed === '' || parseDollars(typed) !== undefined ? [] : ['Assets must be an amount in dollars, like 1,250.00'],
  };
}

/** Form 5500-EZ for the plan year whose filing comes next: required or not, due dates, the owner's declarations. */
@injectable()
export class Form5500EzViewModel {
  status: ApiForm5500EzStatus | undefined = undefined;
  failure: string | undefined = undefined;
  /** The plan's year end, from the employer details of the plan setup (December 31 until known). */
  yearEnd: PlanYearEnd = CALENDAR_YEAR_END;
  readonly form = new StepForm(rules, { other_plans_assets: '', final_plan_year: false }, () => undefined, LABELS);
  /** The filing record the owner marks: filed or not, the date, the method, the confirmation number. */
  readonly filingForm = new StepForm(
    (values) => filingRecordErrors(this.filingBody(values), utcToday(this.clock.now()) as CalendarDate, this.bounds.start),
    { filed: false, filed_on: '', method: '', confirmation: '' },
    () => undefined,
    FILING_LABELS,
  );
  /** The Form 5558 the owner records: filed or not, and the day (on or before the return's due day). */
  readonly extensionForm = new StepForm(
    (values) =>
      extensionRecordErrors(
        this.extensionBody(values),
        utcToday(this.clock.now()) as CalendarDate,
        this.bounds.start,
        parseIsoDate(this.status?.due_date) ?? this.bounds.end,
      ),
    { filed: false, filed_on: '' },
    () => undefined,
    EXTENSION_LABELS,
  );
  /** Set after the Form 5558 record was saved this visit. */
  extensionSaved = false;
  /** True while the prefilled return is being prepared. */
  generating = false;
  /** Set after the prefilled return was filed in the library this visit. */
  generated: ApiForm5500EzDocument | undefined = undefined;
  /** Set after the filing record was saved this visit. */
  filingSaved = false;

  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<Form5500EzViewModel, 'api' | 'clock'>(
      this,
      { api: false, clock: false, form: false, filingForm: false, extensionForm: false },
      { autoBind: true },
    );
  }

  /** The plan year shown: the last one ended while its extended due date has not passed, else the one under way. */
  get bounds(): PlanYearBounds {
    return filingPlanYear(utcToday(this.clock.now()) as CalendarDate, this.yearEnd);
  }

  /** The plan year shown, named by the calendar year it begins in. */
  get planYear(): number {
    return this.bounds.planYear;
  }

  /** The plan year in words: the year for a calendar-year plan, else its first and last day. */
  get planYearLabel(): string {
    if (isCalendarYear(this.yearEnd)) return String(this.planYear);
    return `the plan year ${formatDate(formatIsoDate(this.bounds.start))} to ${formatDate(formatIsoDate(this.bounds.end))}`;
  }

  /** Loads the plan's year end (plan setup), then the status of the plan year shown. */
  async load(): Promise<void> {
    try {
      const checkout = await this.api
        .get<{ steps?: Record<string, { values?: Record<string, unknown> }> }>('/checkout')
        .catch(() => undefined);
      const employer = checkout?.steps?.employerDetails?.values ?? {};
      const yearEnd = planYearEndOf(employer.employer_fiscal_year_end, employer.employer_fiscal_year_end_date);
      runInAction(() => (this.yearEnd = yearEnd));
      const status = await this.api.get<ApiForm5500EzStatus>(`/form-5500-ez/${this.planYear}`);
      runInAction(() => this.show(status));
    } catch {
      runInAction(() => (this.failure = FORM_5500_EZ_FAILED));
    }
  }

  /** Saves the declarations; the status follows them. */
  async save(): Promise<void> {
    this.form.submit();
    if (!this.form.isValid) return;
    const cents = parseDollars(this.form.text('other_plans_assets'));
    try {
      const status = await this.api.put<ApiForm5500EzStatus>(`/form-5500-ez/${this.planYear}`, {
        other_plans_assets: cents === undefined ? 0 : cents / 100,
        final_plan_year: this.form.flag('final_plan_year'),
      });
      runInAction(() => this.show(status));
    } catch (error) {
      runInAction(() => {
        const fields = error instanceof ApiError ? (error.body as { fields?: FieldErrors } | undefined)?.fields : undefined;
        if (fields) this.form.showServerErrors(fields);
        else this.failure = FORM_5500_EZ_FAILED;
      });
    }
  }

  /** Prepares the prefilled return of the plan year shown and files it in the library (a new version when there is one). */
  async generate(): Promise<void> {
    if (this.generating) return;
    this.generating = true;
    this.failure = undefined;
    try {
      const filed = await this.api.post<ApiForm5500EzDocument>(`/form-5500-ez/${this.planYear}/document`);
      runInAction(() => {
        this.generated = filed;
        if (this.status) this.status = { ...this.status, document: filed };
      });
    } catch {
      runInAction(() => (this.failure = FORM_5500_EZ_DOCUMENT_FAILED));
    } finally {
      runInAction(() => (this.generating = false));
    }
  }

  /** Downloads the prefilled return in the library through its signed link. */
  async download(): Promise<void> {
    const doc = this.status?.document;
    if (!doc) return;
    try {
      const signed = (await this.api.getDocumentDownloadUrl(doc.version_id, doc.document_id)) as { url: string };
      await this.api.downloadFile(signed.url, doc.name);
    } catch {
      runInAction(() => (this.failure = FORM_5500_EZ_DOCUMENT_FAILED));
    }
  }

  /** Saves the filing record; the status (filed, past due) follows it. */
  async saveFiling(): Promise<void> {
    this.filingForm.submit();
    if (!this.filingForm.isValid) return;
    try {
      const status = await this.api.put<ApiForm5500EzStatus>(
        `/form-5500-ez/${this.planYear}/filing`,
        this.filingBody(this.filingForm.values),
      );
      runInAction(() => {
        this.show(status);
        this.filingSaved = true;
      });
    } catch (error) {
      runInAction(() => {
        const fields = error instanceof ApiError ? (error.body as { fields?: FieldErrors } | undefined)?.fields : undefined;
        if (fields) this.filingForm.showServerErrors(fields);
        else this.failure = FORM_5500_EZ_FAILED;
      });
    }
  }

  /** Saves the Form 5558 record; lateness and the penalty then count from the extended due day. */
  async saveExtension(): Promise<void> {
    this.extensionForm.submit();
    if (!this.extensionForm.isValid) return;
    try {
      const status = await this.api.put<ApiForm5500EzStatus>(
        `/form-5500-ez/${this.planYear}/extension`,
        this.extensionBody(this.extensionForm.values),
      );
      runInAction(() => {
        this.show(status);
        this.extensionSaved = true;
      });
    } catch (error) {
      runInAction(() => {
        const fields = error instanceof ApiError ? (error.body as { fields?: FieldErrors } | undefined)?.fields : undefined;
        if (fields) this.extensionForm.showServerErrors(fields);
        else this.failure = FORM_5500_EZ_FAILED;
      });
    }
  }

  /** The Form 5558 record as the API takes it, from the typed values. */
  private extensionBody(values: Record<string, unknown>): Record<string, unknown> {
    const filed = values.filed === true || values.filed === 'true';
    const day = typeof values.filed_on === 'string' ? values.filed_on.trim() : '';
    return filed ? { filed, filed_on: day === '' ? null : day } : { filed: false };
  }

  /** The filing record as the API takes it, from the typed values. */
  private filingBody(values: Record<string, unknown>): Record<string, unknown> {
    const filed = values.filed === true || values.filed === 'true';
    if (!filed) return { filed: false };
    const text = (field: string): string | null => {
      const value = typeof values[field] === 'string' ? (values[field] as string).trim() : '';
      return value === '' ? null : value;
    };
    return { filed, filed_on: text('filed_on'), method: text('method'), confirmation: text('confirmation') };
  }

  private show(status: ApiForm5500EzStatus): void {
    this.status = status;
    this.failure = undefined;
    this.form.restore({
      other_plans_assets: status.other_plans_assets ? status.other_plans_assets.toFixed(2) : '',
      final_plan_year: status.final_plan_year,
    });
    this.filingForm.restore({
      filed: status.filing.filed,
      filed_on: status.filing.filed_on ?? '',
      method: status.filing.method ?? '',
      confirmation: status.filing.confirmation ?? '',
    });
    this.extensionForm.restore({ filed: status.extension.filed, filed_on: status.extension.filed_on ?? '' });
  }
}
