import type {
  AssetCreated,
  AssetCreation,
  AssetEdit,
  AssetTransaction,
  AssetValuation,
  AssetValueInput,
  PlanAsset,
  PlanTransaction,
  PlanValue,
  YearEndValueList,
} from '@/domain/assets/asset-records';
import { PRECIOUS_METALS_TYPE } from '@/domain/assets/asset-catalogue';
import { PROHIBITED_REQUIRED } from '@/domain/assets/prohibited-transaction';
import { purchaseOverCashMessage } from '@/domain/balances/participant-balance';
import { centsToDollars, dollarErrors } from '@/domain/money';
import { parseIsoDate } from '@/domain/shared/calendar-date';
import type { AssetsApi } from '@/ports/assets-api';
import { FakePortCalls, refused, throwIfInvalid, type FieldMessages } from './fake-port-kit';
import type { Clock } from '@/ports/clock';
import {
  evidenceErrors,
  expectedEvidence,
  yearEndValues,
  yearEndValuesMessage,
  yearEndWindowStart,
} from '@/domain/assets/year-end-values';

/** Message when an asset id does not name one of the plan's assets. */
const ASSET_NOT_FOUND = 'Asset not found';
/** The error of the spec's store call for the plan's transactions (section 8). */
export const TRANSACTIONS_STORE_ERROR = "API Endpoint Default GET '/transactionNoRecord' not implemented";
/** Message when a purchase involves the participant, their family or their business (IRC 4975). */
const PROHIBITED_TRANSACTION =
  'The plan cannot buy from or deal with you, your family or a business you own (prohibited transaction, IRC 4975)';
const METALS = ['gold', 'silver', 'platinum', 'palladium'];
const RECORD_TYPES = ['purchase', 'record'];

const text = (value: string | undefined): string => (value ?? '').trim();
const required = (value: string | undefined, label: string): string[] => (text(value) ? [] : [`${label} is required`]);

/** The server's messages for an asset's classification, custodian and name (an edit merges the asset's values first). */
function classificationErrors(
  a: AssetCreation | (AssetEdit & { type?: string; preciousMetalsChildType?: string }),
): FieldMessages {
  const child = a.preciousMetalsChildType;
  return {
    type: required(a.type, 'Asset type'),
    subtype: required(a.subtype, 'Asset subtype'),
    precious_metals_child_type:
      a.type === PRECIOUS_METALS_TYPE
        ? child !== undefined && METALS.includes(child)
          ? []
          : [child ? `Precious metals type must be one of ${METALS.join(', ')}` : 'Precious metals type is required']
        : child === undefined
          ? []
          : ['Precious metals type applies only to precious metals'],
    custodian: a.type === PRECIOUS_METALS_TYPE ? required(a.custodian, 'Depository or trustee') : [],
  };
}

/** A document the fake filed in the library (the valuation documents). */
export interface FakeFiledDocument {
  readonly id: string;
  /** The folder's path from the top level, e.g. 'Assets/Eagles'. */
  readonly folder: string;
  readonly name: string;
}

/**
 * The assets area in memory, on the domain's rules (decision 0302): the classification's and the price's messages, a
 * purchase paid from the plan's cash (`cashCents`, none by default as for a new plan) and refused when it involves
 * the participant, a record not checked against cash, the value history with its documents filed under
 * Assets/<asset name>, the plan's value from the newest valuations, and one effect per Idempotency-Key. A test sets
 * `cashCents`, `support`, `planListMissing`, seeds assets, reads `calls` and `filed`; `failNext` fails the next call.
 */
export class FakeAssetsApi extends FakePortCalls implements AssetsApi {
  /** The plan's cash a purchase is paid from. */
  cashCents = 0;
  /** Support's e-mail in the product configuration. */
  support: string | undefined = 'support@example.com';
  /** True when the server has no plan-wide transaction list: planTransactions fails as the spec's store call. */
  planListMissing = false;
  /** The documents filed in the library, oldest first. */
  readonly filed: FakeFiledDocument[] = [];
  private kept: PlanAsset[] = [];
  private readonly keptTransactions: AssetTransaction[] = [];
  private readonly keptValues: AssetValuation[] = [];
  private nextId = 1;

  constructor(private readonly clock: Pick<Clock, 'now'>) {
    super();
  }

  /** Keeps `assets` as the plan's (oldest first), each with a first transaction of its purchase total. */
  seed(...assets: PlanAsset[]): this {
    for (const asset of assets) {
      this.kept.push(asset);
      this.keptTransactions.push({
        id: `transaction-${this.nextId++}`,
        assetId: asset.id,
        recordType: 'purchase',
        priceCents: asset.purchaseTotalCents,
        createdAt: `${asset.acquiredOn}T12:00:00.000Z`,
      });
    }
    return this;
  }

  private today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }

  private find(id: string): PlanAsset {
    const found = this.kept.find((a) => a.id === id);
    if (!found) throw refused(404, 'not_found', ASSET_NOT_FOUND);
    return found;
  }

  /** The asset with its purchase total and its current value from its transactions and newest valuation. */
  private valued(asset: PlanAsset): PlanAsset {
    const transactions = this.keptTransactions.filter((t) => t.assetId === asset.id);
    const purchaseTotalCents = transactions.length
      ? transactions.reduce((sum, t) => sum + t.priceCents, 0)
      : asset.purchaseTotalCents;
    const newest = this.valuesOf(asset.id)[0];
    return {
      ...asset,
      purchaseTotalCents,
      currentValueCents: newest ? newest.valueCents : purchaseTotalCents,
      valueDate: newest ? newest.asOf : asset.acquiredOn,
    };
  }

  private valuesOf(assetId: string): AssetValuation[] {
    return this.keptValues
      .filter((v) => v.assetId === assetId)
      .sort((a, b) => b.asOf.localeCompare(a.asOf) || b.createdAt.localeCompare(a.createdAt));
  }

  async assets(): Promise<PlanAsset[]> {
    this.check('assets');
    return this.kept.map((a) => this.valued(a));
  }

  async planValue(): Promise<PlanValue> {
    this.check('planValue');
    const now = this.clock.now();
    const year = now.getUTCFullYear();
    const valueOn = (day: string): number =>
      this.kept
        .filter((a) => a.acquiredOn <= day)
        .reduce((sum, a) => {
          const newest = this.valuesOf(a.id).find((v) => v.asOf <= day);
          return sum + (newest ? newest.valueCents : this.valued(a).purchaseTotalCents);
        }, 0);
    return {
      year,
      yearEndValueCents: valueOn(`${year}-12-31`),
      currentValueCents: valueOn('9999-12-31'),
      asOf: this.today(),
    };
  }

  async planTransactions(): Promise<PlanTransaction[]> {
    this.check('planTransactions');
    if (this.planListMissing) throw new Error(TRANSACTIONS_STORE_ERROR);
    return [...this.keptTransactions].reverse().map((t) => {
      const asset = this.find(t.assetId);
      return { ...t, assetName: asset.name, assetType: asset.type };
    });
  }

  async transactions(assetId: string): Promise<AssetTransaction[]> {
    this.check(`transactions:${assetId}`);
    this.find(assetId);
    return this.keptTransactions.filter((t) => t.assetId === assetId);
  }

  async values(assetId: string): Promise<AssetValuation[]> {
    this.check(`values:${assetId}`);
    this.find(assetId);
    return this.valuesOf(assetId);
  }

  async supportEmail(): Promise<string | undefined> {
    this.check('supportEmail');
    return this.support || undefined;
  }

  async create(request: AssetCreation, idempotencyKey: string): Promise<AssetCreated> {
    this.check('create');
    return this.once(idempotencyKey, () => this.created(request));
  }

  private created(request: AssetCreation): AssetCreated {
    const price = centsToDollars(request.priceCents);
    const purchase = request.recordType === 'purchase';
    throwIfInvalid({
      ...classificationErrors(request),
      record_type:
        request.recordType && RECORD_TYPES.includes(request.recordType)
          ? []
          : [`Record type must be one of ${RECORD_TYPES.join(', ')}`],
      purchase_price: dollarErrors(price, 'Purchase price'),
      related_party: !purchase
        ? []
        : request.relatedParty === true
          ? [PROHIBITED_TRANSACTION]
          : request.relatedParty === false
            ? []
            : [PROHIBITED_REQUIRED],
    });
    if (purchase) {
      if (request.priceCents > this.cashCents) throwIfInvalid({ purchase_price: [purchaseOverCashMessage(this.cashCents)] });
      this.cashCents -= request.priceCents;
    }
    const now = this.clock.now().toISOString();
    const asset: PlanAsset = {
      id: `asset-${this.nextId++}`,
      name: text(request.name) || text(request.subtype),
      type: text(request.type),
      subtype: text(request.subtype),
      preciousMetalsChildType: request.preciousMetalsChildType ?? null,
      custodian: text(request.custodian) || null,
      purchaseTotalCents: request.priceCents,
      currentValueCents: request.priceCents,
      valueDate: this.today(),
      acquiredOn: this.today(),
    };
    const transaction: AssetTransaction = {
      id: `transaction-${this.nextId++}`,
      assetId: asset.id,
      recordType: request.recordType as AssetTransaction['recordType'],
      priceCents: request.priceCents,
      createdAt: now,
    };
    this.kept.push(asset);
    this.keptTransactions.push(transaction);
    return { asset: this.valued(asset), transaction };
  }

  async edit(assetId: string, edit: AssetEdit): Promise<PlanAsset> {
    this.check(`edit:${assetId}`);
    const current = this.find(assetId);
    const merged = {
      type: current.type,
      preciousMetalsChildType: current.preciousMetalsChildType ?? undefined,
      name: edit.name ?? current.name,
      subtype: edit.subtype ?? current.subtype,
      custodian: edit.custodian ?? current.custodian ?? undefined,
    };
    throwIfInvalid(classificationErrors(merged));
    const next: PlanAsset = {
      ...current,
      name: text(merged.name) || text(merged.subtype),
      subtype: text(merged.subtype),
      custodian: text(merged.custodian) || null,
    };
    this.kept = this.kept.map((a) => (a.id === assetId ? next : a));
    return this.valued(next);
  }

  async fileValuationDocument(assetName: string, _file: Blob, fileName: string): Promise<string> {
    this.check(`fileValuationDocument:${assetName}`);
    const id = `document-${this.nextId++}`;
    this.filed.push({ id, folder: `Assets/${assetName}`, name: fileName });
    return id;
  }

  async addValue(assetId: string, value: AssetValueInput): Promise<AssetValuation> {
    this.check(`addValue:${assetId}`);
    const asOf = value.asOf;
    throwIfInvalid({
      value: dollarErrors(centsToDollars(value.valueCents), 'Value'),
      as_of:
        asOf === ''
          ? ['Date of value is required']
          : parseIsoDate(asOf) === undefined
            ? ['Date of value must be a date']
            : asOf > this.today()
              ? ['Date of value cannot be in the future']
              : [],
    });
    const asset = this.find(assetId);
    throwIfInvalid(evidenceErrors(asset.type, value.evidenceKind, value.documentId));
    if (value.documentId !== undefined && !this.filed.some((d) => d.id === value.documentId))
      throwIfInvalid({ document_id: ['Document not found'] });
    const valuation: AssetValuation = {
      id: `value-${this.nextId++}`,
      assetId,
      valueCents: value.valueCents,
      asOf,
      documentId: value.documentId ?? null,
      evidenceKind: value.evidenceKind || null,
      createdAt: this.clock.now().toISOString(),
    };
    this.keptValues.push(valuation);
    return valuation;
  }

  /** The year-end check on the domain's rules; the fake's plan years are calendar years (no employer details here). */
  async yearEndValues(planYear: number): Promise<YearEndValueList> {
    this.check(`yearEndValues:${planYear}`);
    const end = `${String(planYear).padStart(4, '0')}-12-31`;
    const byId = new Map(this.keptValues.map((v) => [v.id, v]));
    const result = yearEndValues(
      [...this.kept]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((a) => ({
          id: a.id,
          name: a.name,
          type: a.type,
          acquiredOn: a.acquiredOn,
          values: this.valuesOf(a.id).map((v) => ({ ...v, recordedAt: v.createdAt })),
        })),
      planYear,
      end,
    );
    return {
      planYear,
      planYearEnd: end,
      windowStart: yearEndWindowStart(end),
      complete: result.complete,
      missing: result.missing,
      message: yearEndValuesMessage(result),
      assets: result.assets.map((s) => ({
        assetId: s.asset.id,
        assetName: s.asset.name,
        assetType: s.asset.type,
        evidenceKinds: expectedEvidence(s.asset.type),
        state: s.state,
        value: s.value === undefined ? undefined : byId.get(s.value.id),
        missing: s.missing,
      })),
    };
  }
}
