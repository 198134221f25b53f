import { AccountApi } from '@/ports/account-api';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  type Beneficiary,
  type BeneficiaryOverview,
  consentErrors,
  type DesignationRecord,
  designationErrors,
  needsSpousalConsent,
} from '@/domain/beneficiaries';
import { type CalendarDate, utcToday } from '@/domain/shared/calendar-date';
import type { FieldErrors } from '@/domain/validation';
import { BeneficiariesApi } from '@/ports/beneficiaries-api';
import { Clock } from '@/ports/clock';
import { KeyValueStorage } from '@/ports/key-value-storage';
import { fieldsOf } from '@/ui/kit/port-failures';
import { draftUserId, FormDraft } from '@/ui/beneficiaries/form-draft';
import { type FormValues, StepForm } from '@/ui/kit/step-form';

/** Shown when the designations could not be loaded. */
export const BENEFICIARIES_LOAD_FAILED = 'Your beneficiaries could not be loaded. Try again in a moment.';
/** Shown when saving failed for another reason than a field message. */
export const SAVE_FAILED = 'The designation could not be saved. Nothing was lost; please try again.';
/** Shown after a designation that is in force at once. */
export const IN_FORCE_NOTICE = 'Your designation is in force. It is filed in your document library, folder Beneficiaries.';
/** Shown after a designation that waits for the spouse's consent. */
export const AWAITING_NOTICE =
  'Your designation is saved but not in force until your spouse consents. Until then the designation before it stays in force.';
/** Shown after the spouse consented. */
export const CONSENTED_NOTICE =
  "Your spouse's consent is signed and filed. Your designation is in force and filed in your document library.";

/** The form field of beneficiary `index`'s `field` (the server keys its messages the same way). */
export const rowField = (index: number, field: string): string => `beneficiaries[${index}].${field}`;

/** The fields of one beneficiary row. */
export const ROW_FIELDS = ['group', 'name', 'relationship', 'date_of_birth', 'share'] as const;

/** A share typed as text: a number with up to two decimals, else NaN (the domain then says why). */
export function parseShare(text: unknown): number {
  return typeof text === 'string' && /^\d{1,3}(\.\d{1,2})?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

function rowValues(list: readonly Beneficiary[]): FormValues {
  const values: FormValues = {};
  list.forEach((b, i) => {
    for (const f of ROW_FIELDS) values[rowField(i, f)] = String(b[f]);
  });
  return values;
}

/** The beneficiaries page: the designation form, the spouse's consent, the designation in force and its history. */
@injectable()
export class BeneficiariesViewModel {
  overview: BeneficiaryOverview | undefined = undefined;
  /** How many beneficiary rows the form has. */
  rows = 1;
  readonly form: StepForm;
  readonly consentForm: StepForm;
  loadFailed = false;
  saving = false;
  failure: string | undefined = undefined;
  notice: string | undefined = undefined;
  /** The designation form's draft (known once the user is). */
  private draft: FormDraft | undefined = undefined;

  constructor(
    @inject(BeneficiariesApi) private readonly api: BeneficiariesApi,
    @inject(AccountApi) private readonly accounts: AccountApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
  ) {
    this.form = new StepForm(
      (values) => this.designationRules(values),
      rowValues([this.blank('primary')]),
      (values) => this.keepDraft(values),
    );
    this.consentForm = new StepForm((values) => consentErrors(values), {});
    makeAutoObservable<BeneficiariesViewModel, 'api' | 'clock' | 'storage' | 'draft'>(
      this,
      { api: false, clock: false, storage: false, draft: false, form: false, consentForm: false },
      { autoBind: true },
    );
  }

  /** Today, from the clock. */
  get today(): CalendarDate {
    return utcToday(this.clock.now()) as CalendarDate;
  }

  /** The beneficiaries as typed. */
  get list(): Beneficiary[] {
    return this.listOf(this.form.values);
  }

  /** Row indexes of one group, in order. */
  indexesOf(group: 'primary' | 'contingent'): number[] {
    return [...Array(this.rows).keys()].filter((i) => this.form.text(rowField(i, 'group')) === group);
  }

  /** Whether the designation as typed will need the spouse's consent. */
  get needsConsent(): boolean {
    return needsSpousalConsent(this.list, this.overview?.married === true);
  }

  /** The designation waiting for consent, if any. */
  get awaiting(): DesignationRecord | undefined {
    return this.overview?.awaitingConsent ?? undefined;
  }

  /** Adds an empty row to a group. */
  addRow(group: 'primary' | 'contingent'): void {
    const b = this.blank(group);
    const at = this.rows;
    this.rows += 1;
    for (const f of ROW_FIELDS) this.form.set(rowField(at, f), String(b[f]));
  }

  /** Removes row `index`; the rows after it move up. */
  removeRow(index: number): void {
    const values: FormValues = {};
    let kept = 0;
    for (let i = 0; i < this.rows; i += 1) {
      if (i === index) continue;
      for (const f of ROW_FIELDS) values[rowField(kept, f)] = this.form.text(rowField(i, f));
      kept += 1;
    }
    this.rows = kept;
    this.form.restore(values);
    this.keepDraft(values);
  }

  /** Loads the overview; the form starts from the designation in force (or one empty primary row). */
  async load(): Promise<void> {
    try {
      const [overview, userId] = await Promise.all([this.api.overview(), draftUserId(this.accounts)]);
      runInAction(() => {
        this.overview = overview;
        this.loadFailed = false;
        const first = this.draft === undefined && userId !== undefined;
        if (first) this.draft = FormDraft.of(this.storage, 'beneficiaries', userId);
        const kept = first ? this.draft?.read() : undefined;
        const start = overview.awaitingConsent ?? overview.inForce;
        if (kept && Number(kept.rows) > 0) {
          this.rows = Number(kept.rows);
          this.form.restore(Object.fromEntries(Object.entries(kept).filter(([k]) => k !== 'rows')));
        } else if (start && this.form.touched.size === 0) {
          this.rows = start.beneficiaries.length;
          this.form.restore(rowValues(start.beneficiaries));
        }
        if (this.consentForm.text('spouse_name') === '' && overview.spouseName)
          this.consentForm.replace('spouse_name', overview.spouseName);
      });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      runInAction(() => (this.loadFailed = true));
    }
  }

  /** Saves the designation; the server's messages land beside their fields and nothing typed is lost. */
  async save(): Promise<void> {
    this.form.submit();
    if (!this.form.isValid || this.saving) return;
    this.saving = true;
    this.failure = undefined;
    this.notice = undefined;
    try {
      const saved = await this.api.designate(this.list);
      runInAction(() => {
        this.notice = saved.status === 'in_force' ? IN_FORCE_NOTICE : AWAITING_NOTICE;
        this.draft?.remove();
      });
      await this.load();
    } catch (error) {
      runInAction(() => this.showFailure(this.form, error));
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** Records the spouse's signed consent to the designation waiting for it. */
  async consent(): Promise<void> {
    const awaiting = this.awaiting;
    this.consentForm.submit();
    if (!awaiting || !this.consentForm.isValid || this.saving) return;
    this.saving = true;
    this.failure = undefined;
    this.notice = undefined;
    try {
      await this.api.consent(awaiting.id, {
        spouseName: this.consentForm.text('spouse_name'),
        spouseSignature: this.consentForm.text('spouse_signature'),
      });
      runInAction(() => {
        this.notice = CONSENTED_NOTICE;
        this.consentForm.restore({ spouse_name: this.consentForm.text('spouse_name') });
      });
      await this.load();
    } catch (error) {
      runInAction(() => this.showFailure(this.consentForm, error));
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** Starts loading. */
  activate(): void {
    void this.load();
  }

  /** Keeps what was typed, with the row count, so a reload loses nothing. */
  private keepDraft(values: FormValues): void {
    this.draft?.write({ ...values, rows: this.rows });
  }

  private showFailure(form: StepForm, error: unknown): void {
    const fields = fieldsOf(error);
    if (fields) form.showServerErrors(fields);
    else this.failure = SAVE_FAILED;
  }

  private blank(group: 'primary' | 'contingent'): Beneficiary {
    return { group, name: '', relationship: '', date_of_birth: '', share: '' as unknown as number };
  }

  private listOf(values: FormValues): Beneficiary[] {
    const text = (k: string): string => (typeof values[k] === 'string' ? (values[k] as string) : '');
    return [...Array(this.rows).keys()].map((i) => ({
      group: text(rowField(i, 'group')),
      name: text(rowField(i, 'name')).trim(),
      relationship: text(rowField(i, 'relationship')),
      date_of_birth: text(rowField(i, 'date_of_birth')),
      share: parseShare(text(rowField(i, 'share'))),
    }));
  }

  private designationRules(values: FormValues): FieldErrors {
    const errors: FieldErrors = {};
    for (const e of designationErrors(this.listOf(values), this.today)) {
      const key = e.index === undefined ? e.field : rowField(e.index, e.field);
      errors[key] = [...(errors[key] ?? []), e.message];
    }
    return errors;
  }
}
