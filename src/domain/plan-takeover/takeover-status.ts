import type { OpeningBalanceField } from './opening-balances';
import type { PriorPlanDocumentKind } from './takeover-progress';

/** A participant's recorded opening balances (decision 0344), cents. */
export interface OpeningBalancesRecord {
  readonly asOf: string;
  readonly amounts: Readonly<Record<OpeningBalanceField, number>>;
  readonly rothBasisCents: number;
  readonly rothFirstYear: number | undefined;
  readonly afterTaxBasisCents: number;
  readonly totalCents: number;
}

/** What a participant enters as opening balances (cents; the Roth year only with Roth money). */
export interface OpeningBalancesInput {
  readonly asOf: string;
  readonly amounts: Readonly<Record<OpeningBalanceField, number>>;
  readonly rothBasisCents: number;
  readonly rothFirstYear: number | undefined;
  readonly afterTaxBasisCents: number;
}

/** A prior plan year's Form 5500-EZ filing. */
export interface PriorFiling {
  readonly planYear: number;
  readonly filedOn: string;
  readonly yearEndAssetsCents: number;
}

/** Where bringing a plan from elsewhere stands for the user (decisions 0343, 0344). */
export interface PlanTakeoverStatus {
  /** The plan was taken over from elsewhere (else there is nothing to bring). */
  readonly applies: boolean;
  /** The user owns the plan: they file its documents and record its prior filings. */
  readonly owner: boolean;
  readonly effectiveDate: string | undefined;
  readonly planNumber: string | undefined;
  readonly takeoverDate: string | undefined;
  readonly folder: string;
  readonly documents: readonly {
    readonly kind: PriorPlanDocumentKind;
    readonly label: string;
    readonly name: string;
    readonly documentId: string | undefined;
  }[];
  readonly openingBalances: OpeningBalancesRecord | undefined;
  readonly priorFilings: readonly PriorFiling[];
  readonly done: number;
  readonly total: number;
  readonly summary: string;
}
