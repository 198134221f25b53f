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
import { centsToDollars, dollarsToCents } from '@/domain/money';
import { type ApiClient, ApiError } from '@/ports/api-client';
import type { AssetsApi } from '@/ports/assets-api';
import { fileInLibrary } from './library-filing';
import type { Answer, RequestBody, Schema } from './wire';

const IDEMPOTENCY_KEY = 'Idempotency-Key';
/** The library folder the valuation documents are filed under (one sub-folder per asset name). */
const ASSETS_FOLDER = 'Assets';
const assetPath = (id: string, rest = ''): string => `/assets/${encodeURIComponent(id)}${rest}`;

/** The assets area over the product API (the bound ApiClient: bearer, XSRF and, in admin mode, X-Act-As). */
export class HttpAssetsApi implements AssetsApi {
  constructor(private readonly api: ApiClient) {}

  async assets(): Promise<PlanAsset[]> {
    return (await this.api.get<Answer<'listAssets'>>('/assets')).map(assetOf);
  }

  async planValue(): Promise<PlanValue> {
    const v = await this.api.get<Answer<'getPlanValue'>>('/plan-value');
    return {
      year: v.year,
      yearEndValueCents: dollarsToCents(v.year_end_value),
      currentValueCents: dollarsToCents(v.current_value),
      asOf: v.as_of,
    };
  }

  async planTransactions(): Promise<PlanTransaction[]> {
    let list: Answer<'listPlanTransactions'>;
    try {
      list = await this.api.get<Answer<'listPlanTransactions'>>('/transactions');
    } catch (error) {
      // Spec section 8: without the plan-wide list, the store's own call is made; it always fails.
      if (error instanceof ApiError && error.status === 404) return this.api.fetchTransactions();
      throw error;
    }
    return list.map((t) => ({ ...transactionOf(t), assetName: t.asset_name, assetType: t.asset_type }));
  }

  async transactions(assetId: string): Promise<AssetTransaction[]> {
    return (await this.api.get<Answer<'listAssetTransactions'>>(assetPath(assetId, '/transactions'))).map(transactionOf);
  }

  async values(assetId: string): Promise<AssetValuation[]> {
    return (await this.api.get<Answer<'listAssetValues'>>(assetPath(assetId, '/values'))).map(valuationOf);
  }

  async supportEmail(): Promise<string | undefined> {
    return (await this.api.get<Answer<'getProductConfig'>>('/config')).support_email || undefined;
  }

  async create(asset: AssetCreation, idempotencyKey: string): Promise<AssetCreated> {
    const body: RequestBody<'createAsset'> = {
      name: asset.name,
      type: asset.type,
      subtype: asset.subtype,
      precious_metals_child_type: asset.preciousMetalsChildType,
      custodian: asset.custodian,
      record_type: asset.recordType,
      purchase_price: centsToDollars(asset.priceCents),
      related_party: asset.relatedParty,
    };
    const created = await this.api.post<Answer<'createAsset', 201>>('/assets', body, {
      headers: { [IDEMPOTENCY_KEY]: idempotencyKey },
    });
    return { asset: assetOf(created.asset), transaction: transactionOf(created.transaction) };
  }

  async edit(assetId: string, edit: AssetEdit): Promise<PlanAsset> {
    const body: RequestBody<'editAsset'> = { name: edit.name, subtype: edit.subtype, custodian: edit.custodian };
    return assetOf(await this.api.patch<Answer<'editAsset'>>(assetPath(assetId), body));
  }

  async fileValuationDocument(assetName: string, file: Blob, fileName: string): Promise<string> {
    return fileInLibrary(this.api, [ASSETS_FOLDER, assetName], file, fileName);
  }

  async addValue(assetId: string, value: AssetValueInput): Promise<AssetValuation> {
    const body: RequestBody<'createAssetValue'> = {
      value: centsToDollars(value.valueCents),
      as_of: value.asOf,
      document_id: value.documentId,
      evidence_kind: value.evidenceKind,
    };
    return valuationOf(await this.api.post<Answer<'createAssetValue', 201>>(assetPath(assetId, '/values'), body));
  }

  async yearEndValues(planYear: number): Promise<YearEndValueList> {
    const v = await this.api.get<Answer<'getYearEndValues'>>(`/year-end-values/${encodeURIComponent(String(planYear))}`);
    return {
      planYear: v.plan_year,
      planYearEnd: v.plan_year_end,
      windowStart: v.window_start,
      complete: v.complete,
      missing: v.missing,
      message: v.message ?? undefined,
      assets: v.assets.map((a) => ({
        assetId: a.asset_id,
        assetName: a.asset_name,
        assetType: a.asset_type,
        evidenceKinds: a.evidence_kinds,
        state: a.state,
        value: a.value === null ? undefined : valuationOf(a.value),
        missing: a.missing ?? undefined,
      })),
    };
  }
}

function assetOf(a: Schema<'Asset'>): PlanAsset {
  return {
    id: a.id,
    name: a.name,
    type: a.type,
    subtype: a.subtype,
    preciousMetalsChildType: a.precious_metals_child_type,
    custodian: a.custodian,
    purchaseTotalCents: dollarsToCents(a.purchase_total),
    currentValueCents: dollarsToCents(a.current_value),
    valueDate: a.value_date,
    acquiredOn: a.acquired_on,
  };
}

function transactionOf(t: Schema<'AssetTransaction'>): AssetTransaction {
  return {
    id: t.id,
    assetId: t.asset_id,
    recordType: t.record_type,
    priceCents: dollarsToCents(t.purchase_price),
    createdAt: t.created_at,
  };
}

function valuationOf(v: Schema<'AssetValuation'>): AssetValuation {
  return {
    id: v.id,
    assetId: v.asset_id,
    valueCents: dollarsToCents(v.value),
    asOf: v.as_of,
    documentId: v.document_id,
    evidenceKind: v.evidence_kind ?? null,
    createdAt: v.created_at,
  };
}
