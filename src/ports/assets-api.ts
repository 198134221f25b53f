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

/**
 * The assets area (docs/api/openapi.yaml, decisions 0160, 0288, 0302). Failures reject with the ApiClient's ApiError: a
 * 400 carries field messages keyed by the request's fields (`name`, `type`, `subtype`, `precious_metals_child_type`,
 * `custodian`, `record_type`, `purchase_price`, `related_party`, `value`, `as_of`, `document_id`, `evidence_kind`), a 404/409 a message.
 * Buying an asset is a money move: it takes the Idempotency-Key of the user's intent, and sent again with the same key
 * it takes effect once (decision 0295).
 */
export interface AssetsApi {
  /** The plan's assets, oldest first. */
  assets(): Promise<PlanAsset[]>;
  /** The plan's value now and at the end of the current year. */
  planValue(): Promise<PlanValue>;
  /**
   * Every transaction of the plan, newest first. Where the server has no plan-wide list, it fails with the spec's
   * store error "API Endpoint Default GET '/transactionNoRecord' not implemented" (section 8).
   */
  planTransactions(): Promise<PlanTransaction[]>;
  /** The transactions of one asset, oldest first. */
  transactions(assetId: string): Promise<AssetTransaction[]>;
  /** The value history of one asset, newest day first. */
  values(assetId: string): Promise<AssetValuation[]>;
  /** Support's e-mail from the product configuration; undefined when it names none. */
  supportEmail(): Promise<string | undefined>;
  /** Buys (paid from the plan's cash) or records an asset with its first transaction. */
  create(asset: AssetCreation, idempotencyKey: string): Promise<AssetCreated>;
  /** Edits an asset's name, sub-type and custodian. */
  edit(assetId: string, edit: AssetEdit): Promise<PlanAsset>;
  /** Files a valuation document in the library folder Assets/<asset name> (created when missing); answers its id. */
  fileValuationDocument(assetName: string, file: Blob, fileName: string): Promise<string>;
  /** Records a value of an asset as of a day, with its evidence kind for a year-end value. */
  addValue(assetId: string, value: AssetValueInput): Promise<AssetValuation>;
  /** The assets held at the end of a plan year with where each one's year-end value stands (decision 0338). */
  yearEndValues(planYear: number): Promise<YearEndValueList>;
}
export const AssetsApi = Symbol('AssetsApi');
