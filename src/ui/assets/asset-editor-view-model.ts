import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PRECIOUS_METALS_TYPE } from '@/domain/assets/asset-catalogue';
import type { AssetTransaction, AssetValuation, PlanAsset } from '@/domain/assets/asset-records';
import { dollarInputErrors, parseDollars } from '@/domain/money';
import { parseIsoDate } from '@/domain/shared/calendar-date';
import type { FieldErrors } from '@/domain/validation';
import { AssetsApi } from '@/ports/assets-api';
import { Clock } from '@/ports/clock';
import { fieldsOf } from '@/ui/kit/port-failures';
import { type FormValues, StepForm } from '@/ui/kit/step-form';
import { compareCodeUnits } from '@/domain/shared/compare-code-units';

/** Shown when a save failed without field messages. */
export const EDIT_FAILED = 'The change could not be saved. Nothing was lost; please try again.';

function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Editing one asset (the flow's editingAsset): its name, sub-type and custodian, its value history and its transactions. */
@injectable()
export class AssetEditorViewModel {
  /** The asset being edited; undefined when the editor is closed. */
  editingAsset: PlanAsset | undefined = undefined;
  readonly details: StepForm;
  readonly valuation: StepForm;
  values: AssetValuation[] = [];
  transactions: AssetTransaction[] = [];
  /** The valuation document chosen, uploaded with the value. */
  file: File | undefined = undefined;
  busy = false;
  failure: string | undefined = undefined;
  /** Called after a change (the page reloads its lists). */
  onChanged: () => void = () => undefined;

  constructor(
    @inject(AssetsApi) private readonly api: AssetsApi,
    @inject(Clock) private readonly clock: Clock,
  ) {
    this.details = new StepForm((v) => this.detailErrors(v), {}, undefined, {
      name: 'Name',
      subtype: 'Sub-type',
      custodian: 'Depository or trustee',
    });
    this.valuation = new StepForm((v) => this.valueErrors(v), {}, undefined, { value: 'Value', as_of: 'Date of the value' });
    makeAutoObservable<AssetEditorViewModel, 'api' | 'clock'>(
      this,
      { api: false, clock: false, details: false, valuation: false },
      { autoBind: true },
    );
  }

  /** True for precious metals (the custodian is edited too). */
  get isMetals(): boolean {
    return this.editingAsset?.type === PRECIOUS_METALS_TYPE;
  }

  /** Opens the editor for an asset and loads its history. */
  async open(asset: PlanAsset): Promise<void> {
    this.editingAsset = asset;
    this.failure = undefined;
    this.file = undefined;
    this.details.restore({ name: asset.name, subtype: asset.subtype, custodian: asset.custodian ?? '' });
    this.valuation.restore({ value: '', as_of: today(this.clock.now()) });
    try {
      const [values, transactions] = await Promise.all([this.api.values(asset.id), this.api.transactions(asset.id)]);
      runInAction(() => {
        this.values = values;
        this.transactions = transactions;
      });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      runInAction(() => (this.failure = EDIT_FAILED));
    }
  }

  /** Closes the editor. */
  close(): void {
    this.editingAsset = undefined;
  }

  /** Chooses the valuation document. */
  chooseFile(file: File | undefined): void {
    this.file = file;
  }

  /** Saves name, sub-type and custodian. */
  async saveDetails(): Promise<void> {
    this.details.submit();
    const asset = this.editingAsset;
    if (!asset || !this.details.isValid) return;
    await this.run(async () => {
      const v = this.details.values;
      const saved = await this.api.edit(asset.id, {
        name: String(v.name ?? '').trim(),
        subtype: String(v.subtype ?? '').trim(),
        ...(this.isMetals ? { custodian: String(v.custodian ?? '').trim() } : {}),
      });
      // Closed meanwhile: the answer must not open the editor again.
      runInAction(() => {
        if (this.editingAsset?.id === saved.id) this.editingAsset = saved;
      });
    }, this.details);
  }

  /** Records a value with its date, uploading the valuation document into the library folder Assets/<asset name>. */
  async addValue(): Promise<void> {
    this.valuation.submit();
    const asset = this.editingAsset;
    if (!asset || !this.valuation.isValid) return;
    await this.run(async () => {
      const file = this.file;
      const documentId = file ? await this.api.fileValuationDocument(asset.name, file, file.name) : undefined;
      const added = await this.api.addValue(asset.id, {
        valueCents: parseDollars(String(this.valuation.values.value)) ?? 0,
        asOf: String(this.valuation.values.as_of ?? ''),
        documentId,
      });
      runInAction(() => {
        this.values = [added, ...this.values].sort((a, b) => compareCodeUnits(b.asOf, a.asOf));
        this.file = undefined;
        this.valuation.restore({ value: '', as_of: today(this.clock.now()) });
      });
    }, this.valuation);
  }

  private async run(action: () => Promise<void>, form: StepForm): Promise<void> {
    this.busy = true;
    this.failure = undefined;
    try {
      await action();
      this.onChanged();
    } catch (error) {
      const fields = fieldsOf(error);
      runInAction(() => {
        if (fields) form.showServerErrors(fields);
        else this.failure = EDIT_FAILED;
      });
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private detailErrors(v: FormValues): FieldErrors {
    const text = (k: string): string => String(v[k] ?? '').trim();
    return {
      subtype: text('subtype') ? [] : ['Asset sub-type is required'],
      custodian: this.isMetals && !text('custodian') ? ['Depository or trustee is required'] : [],
    };
  }

  private valueErrors(v: FormValues): FieldErrors {
    const date = String(v.as_of ?? '');
    return {
      value: dollarInputErrors(String(v.value ?? ''), 'Value'),
      as_of:
        date === ''
          ? ['Date of value is required']
          : parseIsoDate(date) === undefined
            ? ['Date of value must be a date']
            : date > today(this.clock.now())
              ? ['Date of value cannot be in the future']
              : [],
    };
  }
}
