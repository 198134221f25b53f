import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { YearEndValueItem, YearEndValueList } from '@/domain/assets/asset-records';
import { evidenceErrors, evidenceLabel, expectedEvidence } from '@/domain/assets/year-end-values';
import { CALENDAR_YEAR_END, filingPlanYear, type PlanYearBounds, type PlanYearEnd } from '@/domain/contributions/plan-year';
import { dollarInputErrors, parseDollars } from '@/domain/money';
import { type CalendarDate, formatIsoDate, parseIsoDate, utcToday } from '@/domain/shared/calendar-date';
import type { FieldErrors } from '@/domain/validation';
import { AccountApi } from '@/ports/account-api';
import { AssetsApi } from '@/ports/assets-api';
import { KeyValueStorage } from '@/ports/key-value-storage';
import { draftUserId, FormDraft } from '@/ui/beneficiaries/form-draft';
import { Clock } from '@/ports/clock';
import { ContributionsApi } from '@/ports/contributions-api';
import { fieldsOf } from '@/ui/kit/port-failures';
import { type FormValues, StepForm } from '@/ui/kit/step-form';

/** Shown when the year-end values could not be loaded. */
export const YEAR_END_LOAD_FAILED = 'The year-end values could not be loaded. Try again in a moment.';
/** Shown when a year-end value could not be saved without field messages. */
export const YEAR_END_SAVE_FAILED = 'The year-end value could not be saved. Nothing you typed was lost; please try again.';
/** Shown beside the file field when no evidence file was chosen. */
export const EVIDENCE_FILE_REQUIRED = 'Attach the evidence file';

const LABELS = {
  asset_id: 'Asset',
  value: 'Value at the year end',
  as_of: 'Date of the value',
  evidence_kind: 'Evidence',
};

/** The assets page's year-end values (decision 0338): each asset held at the plan year's end, and recording one. */
@injectable()
export class YearEndValuesViewModel {
  list: YearEndValueList | undefined = undefined;
  /** The plan's year end, from the plan setup (December 31 until known). */
  yearEnd: PlanYearEnd = CALENDAR_YEAR_END;
  failure: string | undefined = undefined;
  busy = false;
  /** The evidence file chosen; uploaded with the value into the library folder Assets/<asset name>. */
  file: File | undefined = undefined;
  /** The message beside the file field (shown after a submit without a file). */
  fileMessage: string | undefined = undefined;
  /** Said after a value was recorded this visit. */
  saved: string | undefined = undefined;
  readonly form: StepForm;
  /** Called after a value was recorded (the page reloads its lists). */
  onChanged: () => void = () => undefined;
  /** The form's draft in local storage (known once the user is), so a reload loses nothing typed. */
  private draft: FormDraft | undefined = undefined;

  constructor(
    @inject(AssetsApi) private readonly api: AssetsApi,
    @inject(ContributionsApi) private readonly contributions: ContributionsApi,
    @inject(AccountApi) private readonly accounts: AccountApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
  ) {
    this.form = new StepForm(
      (v) => this.rules(v),
      { asset_id: '', value: '', as_of: '', evidence_kind: '' },
      (v) => this.draft?.write(v),
      LABELS,
    );
    makeAutoObservable<YearEndValuesViewModel, 'api' | 'contributions' | 'accounts' | 'clock' | 'storage' | 'draft'>(
      this,
      { api: false, contributions: false, accounts: false, clock: false, storage: false, draft: false, form: false },
      { autoBind: true },
    );
  }

  /** The plan year whose 5500-EZ comes next (as the 5500-EZ card shows it). */
  get bounds(): PlanYearBounds {
    return filingPlanYear(utcToday(this.clock.now()) as CalendarDate, this.yearEnd);
  }

  /** The plan year's last day, `YYYY-MM-DD`. */
  get yearEndDay(): string {
    return formatIsoDate(this.bounds.end);
  }

  /** The assets that need a year-end value. */
  get items(): readonly YearEndValueItem[] {
    return this.list?.assets ?? [];
  }

  /** The asset chosen in the form. */
  get chosen(): YearEndValueItem | undefined {
    return this.items.find((i) => i.assetId === this.form.text('asset_id'));
  }

  /** The assets to choose from. */
  get assetChoices(): { value: string; label: string }[] {
    return this.items.map((i) => ({ value: i.assetId, label: i.assetName }));
  }

  /** The evidence that fits the chosen asset's type (every kind until one is chosen). */
  get evidenceChoices(): { value: string; label: string }[] {
    const kinds = this.chosen ? this.chosen.evidenceKinds : [];
    return kinds.map((k) => ({ value: k, label: evidenceLabel(k) }));
  }

  /** Loads the plan's year end, then the year-end values of the plan year shown. */
  async load(): Promise<void> {
    try {
      const setup = await this.contributions.planSetup().catch(() => undefined);
      runInAction(() => (this.yearEnd = setup?.yearEnd ?? CALENDAR_YEAR_END));
      const [list, userId] = await Promise.all([this.api.yearEndValues(this.bounds.planYear), draftUserId(this.accounts)]);
      runInAction(() => {
        this.draft = FormDraft.restoredOnce(this.draft, this.storage, 'year-end-values', userId, this.form);
        this.list = list;
        this.failure = undefined;
        if (this.form.text('as_of') === '') this.form.restore({ ...this.form.values, as_of: this.yearEndDay });
      });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      runInAction(() => (this.failure = YEAR_END_LOAD_FAILED));
    }
  }

  /** Chooses an asset to record (its evidence choice starts over when it no longer fits). */
  chooseAsset(assetId: string): void {
    this.form.set('asset_id', assetId);
    const kinds = this.items.find((i) => i.assetId === assetId)?.evidenceKinds ?? [];
    const kind = this.form.text('evidence_kind');
    if (kind !== '' && !kinds.includes(kind)) this.form.set('evidence_kind', '');
    else if (kind === '' && kinds.length === 1) this.form.set('evidence_kind', kinds[0] as string);
  }

  /** Chooses the evidence file. */
  chooseFile(file: File | undefined): void {
    this.file = file;
    if (file) this.fileMessage = undefined;
  }

  /** Records the chosen asset's year-end value with its evidence, filing the file in the library first. */
  async record(): Promise<void> {
    this.form.submit();
    this.saved = undefined;
    const item = this.chosen;
    const file = this.file;
    this.fileMessage = file ? undefined : EVIDENCE_FILE_REQUIRED;
    if (!this.form.isValid || !item || !file) return;
    this.busy = true;
    this.failure = undefined;
    try {
      const documentId = await this.api.fileValuationDocument(item.assetName, file, file.name);
      await this.api.addValue(item.assetId, {
        valueCents: parseDollars(this.form.text('value')) ?? 0,
        asOf: this.form.text('as_of'),
        evidenceKind: this.form.text('evidence_kind'),
        documentId,
      });
      runInAction(() => {
        this.saved = `${item.assetName}: year-end value recorded with its evidence.`;
        this.file = undefined;
        this.draft?.remove();
        this.form.restore({ asset_id: '', value: '', as_of: this.yearEndDay, evidence_kind: '' });
      });
      this.onChanged();
      await this.load();
    } catch (error) {
      const fields = fieldsOf(error);
      runInAction(() => {
        if (fields) this.form.showServerErrors(fields);
        else this.failure = YEAR_END_SAVE_FAILED;
      });
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private rules(v: FormValues): FieldErrors {
    const text = (k: string): string => String(v[k] ?? '').trim();
    const item = this.items.find((i) => i.assetId === text('asset_id'));
    const date = text('as_of');
    const today = formatIsoDate(utcToday(this.clock.now()) as CalendarDate);
    const kind = text('evidence_kind');
    return {
      asset_id: item ? [] : ['Choose the asset'],
      value: dollarInputErrors(text('value'), 'Value'),
      as_of:
        date === ''
          ? ['Date of value is required']
          : parseIsoDate(date) === undefined
            ? ['Date of value must be a date']
            : date > today
              ? ['Date of value cannot be in the future']
              : [],
      evidence_kind:
        kind === ''
          ? ['Choose the evidence']
          : item && !expectedEvidence(item.assetType).includes(kind as never)
            ? evidenceErrors(item.assetType, kind, 'file').evidence_kind
            : [],
    };
  }
}
