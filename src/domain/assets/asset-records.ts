/**
 * The assets area as the product reads it (decision 0302): the plan's assets with their value, their transactions,
 * their value history and the plan's value. Amounts in integer cents, days as `YYYY-MM-DD`. The AssetsApi port answers
 * these; only its HTTP adapter knows the wire's shape (docs/api/openapi.yaml).
 */

/** How a transaction came about: bought through the plan (paid from its cash) or an existing holding recorded. */
export type AssetRecordType = 'purchase' | 'record';

/** One of the plan's assets (a type, so the flow state's AssetRecord takes it). */
export type PlanAsset = {
  readonly id: string;
  readonly name: string;
  /** e.g. precious_metals, real_estate (src/domain/assets/asset-catalogue). */
  readonly type: string;
  readonly subtype: string;
  /** gold, silver, platinum or palladium for precious metals; null otherwise. */
  readonly preciousMetalsChildType: string | null;
  /** The depository or trustee holding precious metals; null when none. */
  readonly custodian: string | null;
  /** The sum of its transactions. */
  readonly purchaseTotalCents: number;
  /** Its newest valuation, else its purchase total. */
  readonly currentValueCents: number;
  /** The day of its current value. */
  readonly valueDate: string;
  /** The day it entered the plan. */
  readonly acquiredOn: string;
};

/** A transaction of an asset (a type, so the flow state's AssetRecord takes it). */
export type AssetTransaction = {
  readonly id: string;
  readonly assetId: string;
  readonly recordType: AssetRecordType;
  readonly priceCents: number;
  /** ISO date-time. */
  readonly createdAt: string;
};

/** A transaction of the plan, with its asset's name and type. */
export interface PlanTransaction extends AssetTransaction {
  readonly assetName: string;
  readonly assetType: string;
}

/** One value of an asset as of a day, with its valuation document in the library when one was filed. */
export interface AssetValuation {
  readonly id: string;
  readonly assetId: string;
  readonly valueCents: number;
  readonly asOf: string;
  readonly documentId: string | null;
  /** What the document is, for a value recorded as year-end evidence (decision 0338); null otherwise. */
  readonly evidenceKind: string | null;
  /** ISO date-time. */
  readonly createdAt: string;
}

/** The plan's value now and on December 31 of `year`, from every asset's newest valuation by then. */
export interface PlanValue {
  readonly year: number;
  readonly yearEndValueCents: number;
  readonly currentValueCents: number;
  /** The day the value is given for (today). */
  readonly asOf: string;
}

/** An asset bought or recorded, with its first transaction. */
export interface AssetCreation {
  /** Defaults to the sub-type. */
  readonly name?: string;
  readonly type?: string;
  readonly subtype?: string;
  /** Precious metals only. */
  readonly preciousMetalsChildType?: string;
  /** Precious metals only: the depository or trustee. */
  readonly custodian?: string;
  readonly recordType?: string;
  readonly priceCents: number;
  /** A purchase's answer to the prohibited-transaction question (false to go on); not asked for a recorded holding. */
  readonly relatedParty?: boolean;
}

/** The asset created and its first transaction. */
export interface AssetCreated {
  readonly asset: PlanAsset;
  readonly transaction: AssetTransaction;
}

/** An edit of an asset's name and sub-type, and of the custodian of precious metals; fields left out keep their values. */
export interface AssetEdit {
  readonly name?: string;
  readonly subtype?: string;
  readonly custodian?: string;
}

/** A value of an asset as of a day, with the valuation document already filed in the library, if any. */
export interface AssetValueInput {
  readonly valueCents: number;
  readonly asOf: string;
  readonly documentId?: string;
  /** The kind of evidence the document is (a year-end value, decision 0338). */
  readonly evidenceKind?: string;
}

/** One asset held at a plan year's end, with where its year-end value stands (decision 0338). */
export interface YearEndValueItem {
  readonly assetId: string;
  readonly assetName: string;
  readonly assetType: string;
  /** The evidence kinds that fit the asset's type. */
  readonly evidenceKinds: readonly string[];
  readonly state: 'recorded' | 'no_evidence' | 'missing';
  /** The value that counts, when there is one. */
  readonly value: AssetValuation | undefined;
  /** The missing item in words; undefined when recorded. */
  readonly missing: string | undefined;
}

/** A plan year's year-end values: the assets held at its end and what is missing. */
export interface YearEndValueList {
  readonly planYear: number;
  readonly planYearEnd: string;
  /** The first day a value may be dated to count. */
  readonly windowStart: string;
  readonly complete: boolean;
  readonly missing: readonly string[];
  /** The sentence naming what blocks the 5500-EZ; undefined when complete. */
  readonly message: string | undefined;
  readonly assets: readonly YearEndValueItem[];
}
