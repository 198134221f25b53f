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
} from '@/domain/contributions/plan-year';
import type {
  FiledDocument,
  Form5500EzFilingRecord,
  Form5500EzStatusRecord,
  Form5558ExtensionRecord,
} from '@/domain/contributions/contribution-records';
import { formatDate } from '@/ui/kit/locale-format';
import { formatIsoDate, parseIsoDate, utcToday, type CalendarDate } from '@/domain/shared/calendar-date';
import type { FieldErrors } from '@/domain/validation';
import { Clock } from '@/ports/clock';
import { ContributionsApi } from '@/ports/contributions-api';
import { fieldsOf } from '@/ui/kit/port-failures';
import { type FormValues, StepForm } from '@/ui/kit/step-form';

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
      typed === '' || parseDollars(typed) !== undefined ? [] : ['Assets must be written in dollars, like 1,250.00'],
  };
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The filing record as the port takes it, from the body the rules checked. */
function filingRecordOf(body: Record<string, unknown>): Form5500EzFilingRecord {
  return body.filed === true
    ? {
        filed: true,
        filedOn: textOrNull(body.filed_on),
        method: textOrNull(body.method),
        confirmation: textOrNull(body.confirmation),
      }
    : { filed: false };
}

/** The Form 5558 record as the port takes it, from the body the rules checked. */
function extensionRecordOf(body: Record<string, unknown>): Form5558ExtensionRecord {
  return body.filed === true ? { filed: true, filedOn: textOrNull(body.filed_on) } : { filed: false };
}

/** Form 5500-EZ for the plan year whose filing comes next: required or not, due dates, the owner's declarations. */
@injectable()
export class Form5500EzViewModel {
  status: Form5500EzStatusRecord | undefined = undefined;
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
        parseIsoDate(this.status?.dueDate) ?? this.bounds.end,
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
  generated: FiledDocument | undefined = undefined;
  /** Set after the filing record was saved this visit. */
  filingSaved = false;

  constructor(
    @inject(ContributionsApi) private readonly api: ContributionsApi,
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
      const setup = await this.api.planSetup().catch(() => undefined);
      runInAction(() => (this.yearEnd = setup?.yearEnd ?? CALENDAR_YEAR_END));
      const status = await this.api.form5500Ez(this.planYear);
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
      const status = await this.api.saveForm5500EzFacts(this.planYear, {
        otherPlansAssetsCents: cents ?? 0,
        finalPlanYear: this.form.flag('final_plan_year'),
      });
      runInAction(() => this.show(status));
    } catch (error) {
      runInAction(() => {
        const fields = fieldsOf(error);
        if (fields) this.form.showServerErrors(fields);
        else this.failure = FORM_5500_EZ_FAILED;
      });
    }
  }

  /** True while an asset held at the plan year's end lacks its year-end value with evidence (decision 0338). */
  get preparationBlocked(): boolean {
    return this.status !== undefined && !this.status.yearEndValues.complete;
  }

  /** Prepares the prefilled return of the plan year shown and files it in the library (a new version when there is one). */
  async generate(): Promise<void> {
    if (this.generating || this.preparationBlocked) return;
    this.generating = true;
    this.failure = undefined;
    try {
      const filed = await this.api.fileForm5500EzDocument(this.planYear);
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
      await this.api.download(doc);
    } catch {
      runInAction(() => (this.failure = FORM_5500_EZ_DOCUMENT_FAILED));
    }
  }

  /** Saves the filing record; the status (filed, past due) follows it. */
  async saveFiling(): Promise<void> {
    this.filingForm.submit();
    if (!this.filingForm.isValid) return;
    try {
      const status = await this.api.saveForm5500EzFiling(this.planYear, filingRecordOf(this.filingBody(this.filingForm.values)));
      runInAction(() => {
        this.show(status);
        this.filingSaved = true;
      });
    } catch (error) {
      runInAction(() => {
        const fields = fieldsOf(error);
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
      const status = await this.api.saveForm5558Extension(
        this.planYear,
        extensionRecordOf(this.extensionBody(this.extensionForm.values)),
      );
      runInAction(() => {
        this.show(status);
        this.extensionSaved = true;
      });
    } catch (error) {
      runInAction(() => {
        const fields = fieldsOf(error);
        if (fields) this.extensionForm.showServerErrors(fields);
        else this.failure = FORM_5500_EZ_FAILED;
      });
    }
  }

  /** The Form 5558 record as the domain's rules take it, from the typed values. */
  private extensionBody(values: Record<string, unknown>): Record<string, unknown> {
    const filed = values.filed === true || values.filed === 'true';
    const day = typeof values.filed_on === 'string' ? values.filed_on.trim() : '';
    return filed ? { filed, filed_on: day === '' ? null : day } : { filed: false };
  }

  /** The filing record as the domain's rules take it, from the typed values. */
  private filingBody(values: Record<string, unknown>): Record<string, unknown> {
    const filed = values.filed === true || values.filed === 'true';
    if (!filed) return { filed: false };
    const text = (field: string): string | null => {
      const value = typeof values[field] === 'string' ? (values[field] as string).trim() : '';
      return value === '' ? null : value;
    };
    return { filed, filed_on: text('filed_on'), method: text('method'), confirmation: text('confirmation') };
  }

  private show(status: Form5500EzStatusRecord): void {
    this.status = status;
    this.failure = undefined;
    this.form.restore({
      other_plans_assets: status.otherPlansAssetsCents ? (status.otherPlansAssetsCents / 100).toFixed(2) : '',
      final_plan_year: status.finalPlanYear,
    });
    this.filingForm.restore({
      filed: status.filing.filed,
      filed_on: status.filing.filedOn ?? '',
      method: status.filing.method ?? '',
      confirmation: status.filing.confirmation ?? '',
    });
    this.extensionForm.restore({ filed: status.extension.filed, filed_on: status.extension.filedOn ?? '' });
  }
}
