import { inject, injectable } from 'inversify';
import { IntentKey } from '@/ui/kit/intent-key';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  type AssetFlowState,
  assetCreated,
  closeAssetFlow,
  closeDrawer,
  goToAssetStep,
  initialAssetFlowState,
} from '@/domain/assets/asset-flow-state';
import { PRECIOUS_METALS_TYPE, subtypesOf } from '@/domain/assets/asset-catalogue';
import { type AssetPurchaseInput, assetKindErrors, assetPriceErrors } from '@/domain/assets/asset-purchase';
import { parseDollars } from '@/domain/money';
import { isProhibited, type ProhibitedAnswer } from '@/domain/assets/prohibited-transaction';
import type { FieldErrors } from '@/domain/validation';
import type { PlanAsset } from '@/domain/assets/asset-records';
import { AssetsApi } from '@/ports/assets-api';
import { fieldsOf } from '@/ui/kit/port-failures';
import { type FormValues, StepForm } from '@/ui/kit/step-form';

/** Stages of the flow after its default `sendingPayment` (composing the purchase whose payment is sent on confirm). */
export type AssetFlowStage = 'sendingPayment' | 'submitting' | 'complete';

/** Shown when the purchase could not be recorded for another reason than a field message. */
export const PURCHASE_FAILED = 'The asset could not be recorded. Nothing was charged; please try again.';

const LABELS: Record<string, string> = {
  newAssetType: 'Asset type',
  newAssetSubType: 'Sub-type',
  preciousMetalsChildType: 'Metal',
  custodian: 'Depository or trustee',
  recordType: 'How it enters the plan',
  assetPurchasePrice: 'Purchase price',
  prohibitedAnswer: 'Does the seller or the property involve you, your family or your business?',
  name: 'Name (optional)',
};

/** API field names of the server's messages, mapped to the flow's. */
const SERVER_FIELDS: Record<string, string> = {
  type: 'newAssetType',
  subtype: 'newAssetSubType',
  precious_metals_child_type: 'preciousMetalsChildType',
  custodian: 'custodian',
  record_type: 'recordType',
  purchase_price: 'assetPurchasePrice',
  related_party: 'prohibitedAnswer',
  name: 'name',
};

function inputOf(v: FormValues): AssetPurchaseInput {
  const text = (k: string): string => (typeof v[k] === 'string' ? (v[k] as string) : '');
  return {
    newAssetType: text('newAssetType') || undefined,
    newAssetSubType: text('newAssetSubType') || undefined,
    preciousMetalsChildType: text('preciousMetalsChildType') || undefined,
    custodian: text('custodian'),
    recordType: text('recordType') || undefined,
    assetPurchasePrice: text('assetPurchasePrice'),
    prohibitedAnswer: (text('prohibitedAnswer') || undefined) as ProhibitedAnswer,
  };
}

/** The drawer that buys or records an asset: two steps, a confirm modal, then the recorded asset (spec sections 2-4). */
@injectable()
export class AssetFlowViewModel {
  /** The Idempotency-Key of the money move being sent (decision 0295). */
  private readonly intent = new IntentKey();
  /** The flow state of spec section 3. */
  flow: AssetFlowState = initialAssetFlowState();
  /** The drawer's inputs. */
  readonly form: StepForm;
  drawerOpen = false;
  confirmOpen = false;
  /** Shown when recording failed without field messages. */
  failure: string | undefined = undefined;
  /** Called with the created asset (the page reloads its lists). */
  onCreated: (asset: PlanAsset) => void = () => undefined;

  constructor(@inject(AssetsApi) private readonly api: AssetsApi) {
    this.form = new StepForm(
      (values) => this.rulesFor(values),
      {},
      (values) => this.sync(values),
      LABELS,
    );
    makeAutoObservable<AssetFlowViewModel, 'api'>(this, { api: false, form: false }, { autoBind: true });
  }

  /** The stage of the flow. */
  get stage(): AssetFlowStage {
    return this.flow.stage as AssetFlowStage;
  }

  /** True when the answer to the prohibited-transaction question stops the purchase. */
  get stopped(): boolean {
    return this.isPurchase && isProhibited(inputOf(this.form.values).prohibitedAnswer);
  }

  /** True when the plan pays for the asset (a purchase), false for an asset it already holds. */
  get isPurchase(): boolean {
    return this.form.values.recordType === 'purchase';
  }

  /** True for precious metals (metal and depository asked). */
  get isMetals(): boolean {
    return this.form.values.newAssetType === PRECIOUS_METALS_TYPE;
  }

  /** Sub-types offered for the chosen type. */
  get subtypes(): readonly string[] {
    return subtypesOf(this.flow.newAssetType);
  }

  /** Price in cents, once it reads as an amount. */
  get priceCents(): number | undefined {
    return parseDollars(this.form.text('assetPurchasePrice'));
  }

  /** Opens the drawer at the flow's current step. */
  open(): void {
    this.drawerOpen = true;
  }

  /** Chooses a type; a change of type clears the sub-type and metal. */
  chooseType(type: string): void {
    if (type !== this.form.values.newAssetType) {
      this.form.replace('newAssetSubType', '');
      this.form.replace('preciousMetalsChildType', '');
    }
    this.form.set('newAssetType', type);
  }

  /** Goes on: step 1 to 2 when the kind is valid; step 2 to the confirm modal when the price is valid and nothing stops it. */
  next(): void {
    this.form.submit();
    if (!this.form.isValid || this.stopped) return;
    if (this.flow.step === 1) {
      this.flow = goToAssetStep(this.flow, 2);
      this.form.restore(this.form.values);
      return;
    }
    this.failure = undefined;
    this.confirmOpen = true;
  }

  /** Back to step 1. */
  back(): void {
    this.flow = goToAssetStep(this.flow, Math.max(1, this.flow.step - 1));
  }

  /** Closes the confirm modal without recording. */
  cancelConfirm(): void {
    this.confirmOpen = false;
  }

  /** Records the asset with its transaction (sends the purchase); the flow shows the new asset on success. */
  async confirm(): Promise<void> {
    if (this.stage === 'submitting') return;
    const input = inputOf(this.form.values);
    this.flow = { ...this.flow, stage: 'submitting' };
    try {
      const creation = {
        name: this.form.text('name').trim() || undefined,
        type: input.newAssetType,
        subtype: input.newAssetSubType,
        preciousMetalsChildType: this.isMetals ? input.preciousMetalsChildType : undefined,
        custodian: this.isMetals ? input.custodian.trim() : undefined,
        recordType: input.recordType,
        priceCents: this.priceCents ?? 0,
        relatedParty: this.isPurchase ? false : undefined,
      };
      const created = await this.intent.send('createAsset', creation, (key) => this.api.create(creation, key));
      runInAction(() => {
        this.flow = { ...goToAssetStep(assetCreated(this.flow, created.asset, created.transaction), 3), stage: 'complete' };
        this.confirmOpen = false;
      });
      this.onCreated(created.asset);
    } catch (error) {
      runInAction(() => {
        this.flow = { ...this.flow, stage: 'sendingPayment' };
        this.confirmOpen = false;
        const fields = fieldsOf(error);
        if (fields) {
          const mapped: FieldErrors = {};
          for (const [k, v] of Object.entries(fields)) mapped[SERVER_FIELDS[k] ?? k] = v;
          this.form.showServerErrors(mapped);
          if (['newAssetType', 'newAssetSubType', 'preciousMetalsChildType', 'custodian'].some((k) => mapped[k]?.length))
            this.flow = goToAssetStep(this.flow, 1);
        } else this.failure = PURCHASE_FAILED;
      });
    }
  }

  /** Marks an asset as the one being edited (the flow's editingAsset). */
  startEditing(asset: PlanAsset): void {
    this.flow = { ...this.flow, editingAsset: asset };
  }

  /** Ends editing. */
  stopEditing(): void {
    this.flow = { ...this.flow, editingAsset: undefined };
  }

  /** Closes the asset flow: resets its inputs, the stage to sendingPayment and the step to 1 (spec section 4). */
  closeFlow(): void {
    this.flow = closeAssetFlow(this.flow);
    this.form.restore({});
    this.drawerOpen = false;
    this.confirmOpen = false;
    this.failure = undefined;
  }

  /** Closes the drawer: back to step 1, inputs kept (spec section 4). */
  closeDrawer(): void {
    this.flow = closeDrawer(this.flow);
    this.drawerOpen = false;
    this.confirmOpen = false;
  }

  private rulesFor(values: FormValues): FieldErrors {
    const input = inputOf(values);
    if (this.flow.step === 1) return assetKindErrors(input);
    const errors = assetPriceErrors(input);
    return input.recordType === 'purchase' ? errors : { ...errors, prohibitedAnswer: [] };
  }

  private sync(values: FormValues): void {
    const input = inputOf(values);
    const cents = parseDollars(input.assetPurchasePrice);
    this.flow = {
      ...this.flow,
      newAssetType: input.newAssetType,
      newAssetSubType: input.newAssetSubType,
      preciousMetalsChildType: input.preciousMetalsChildType,
      recordType: input.recordType,
      assetPurchasePrice: cents === undefined ? undefined : cents / 100,
    };
  }
}
