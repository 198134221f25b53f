import type { ColumnType } from 'kysely';

/** A bigint column: the drivers read it as string, number or bigint; written as number. */
type BigIntColumn = ColumnType<string | number | bigint, number, number>;
/** A timestamp column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

// Columns added to the library's distributions table by this area's migrations (decision 0299).
declare module '../library/schema' {
  interface DistributionsTable {
    /** A corrective distribution of excess deferrals: the calendar year whose deferrals were over the 402(g) limit. */
    deferral_year: number | null;
    /** The excess itself (cents); the rest of the amount is its earnings. */
    excess_cents: BigIntColumn | null;
    /** The designated Roth part of the excess (cents). */
    roth_excess_cents: BigIntColumn | null;
    /** The earnings allocable to the excess (cents). */
    earnings_cents: BigIntColumn | null;
    /** The designated Roth part of the amount: the Roth excess and its share of the earnings (cents). */
    roth_cents: BigIntColumn | null;
    /** A correction of excess annual additions (decision 0300): the after-tax contributions returned (cents). */
    after_tax_excess_cents: BigIntColumn | null;
    /** The after-tax part of the amount: the after-tax contributions returned and their share of the income (cents). */
    after_tax_cents: BigIntColumn | null;
    /** The after-tax basis the distribution recovered (decision 0335); null when requested before it was kept. */
    after_tax_basis_cents: BigIntColumn | null;
    /** The designated Roth basis it recovered (decision 0335); null when requested before it was kept. */
    roth_basis_cents: BigIntColumn | null;
    /** A SECURE 2.0 withdrawal (decision 0336): the participant certified its conditions. */
    self_certified: boolean | null;
    /** The day of the abuse, or of the birth or adoption (YYYY-MM-DD). */
    event_date: string | null;
    /** The child of a birth or adoption distribution, as entered. */
    child_name: string | null;
    /** The child's name normalised with the day (childKeyOf): one birth or adoption, for the $5,000 per child. */
    child_key: string | null;
  }
}

/**
 * A correction of a year's excess annual additions under EPCRS (decision 0300): the part returned through its
 * distribution (null when only employer money was over) and the employer money held in the plan's unallocated account.
 */
export interface AnnualAdditionsCorrectionsTable {
  id: string;
  user_id: string;
  tax_year: number;
  excess_cents: BigIntColumn;
  returned_cents: BigIntColumn;
  /** Income allocable to the returned part, negative for a loss. */
  earnings_cents: BigIntColumn;
  /** What the distribution pays: returned_cents + earnings_cents (0 without a distribution). */
  amount_cents: BigIntColumn;
  held_profit_sharing_cents: BigIntColumn;
  held_match_cents: BigIntColumn;
  /** Deleted with its distribution (a withdrawn request), so the offer comes back. */
  distribution_id: string | null;
  agent_id: string;
  created_at: Timestamp;
}

/** An in-plan Roth conversion (decision 0335): money of one account moved to the designated Roth account. */
export interface RothConversionsTable {
  id: string;
  user_id: string;
  /** The account converted (after_tax, pre_tax, profit_sharing, employer_match). */
  account: string;
  amount_cents: BigIntColumn;
  /** The after-tax basis it carried (Form 1099-R box 5). */
  basis_cents: BigIntColumn;
  /** amount_cents - basis_cents (box 2a). */
  taxable_cents: BigIntColumn;
  /** What the account held just before: the share converted moves the same share of its money (participantBalance). */
  account_balance_cents: BigIntColumn;
  /** The day converted (YYYY-MM-DD). */
  converted_on: string;
  agent_id: string;
  created_at: Timestamp;
}

/** A repayment of a SECURE 2.0 withdrawal into the plan (decision 0336): money in, as a rollover contribution. */
export interface DistributionRepaymentsTable {
  id: string;
  user_id: string;
  distribution_id: string;
  amount_cents: BigIntColumn;
  /** The day repaid (YYYY-MM-DD): the server's today. */
  repaid_on: string;
  agent_id: string;
  created_at: Timestamp;
}

/** The distributions area's own tables. */
export interface DistributionAreaTables {
  distribution_repayments: DistributionRepaymentsTable;
  annual_additions_corrections: AnnualAdditionsCorrectionsTable;
  roth_conversions: RothConversionsTable;
}
