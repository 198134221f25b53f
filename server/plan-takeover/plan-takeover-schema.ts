import type { ColumnType } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A bigint column: the drivers read it as string, number or bigint; written as number. */
type BigIntColumn = ColumnType<string | number | bigint, number, number>;

/** A participant's opening balances in a plan taken over from elsewhere (decision 0344): one row per participant. */
export interface OpeningBalancesTable {
  id: string;
  /** The participant (unique: recorded once). */
  user_id: string;
  /** The takeover date the amounts are as of (YYYY-MM-DD). */
  as_of: string;
  pre_tax_cents: BigIntColumn;
  roth_cents: BigIntColumn;
  profit_sharing_cents: BigIntColumn;
  rollover_cents: BigIntColumn;
  after_tax_cents: BigIntColumn;
  employer_match_cents: BigIntColumn;
  roth_basis_cents: BigIntColumn;
  /** The first taxable year of a designated Roth contribution (IRC 402A(d)(2)(B)); null without Roth money. */
  roth_first_year: number | null;
  after_tax_basis_cents: BigIntColumn;
  agent_id: string;
  created_at: Timestamp;
}

/** A prior plan year's Form 5500-EZ filing of a plan taken over (decision 0344), with the year-end assets it reported. */
export interface Prior5500EzFilingsTable {
  user_id: string;
  plan_year: number;
  filed_on: string;
  year_end_assets_cents: BigIntColumn;
  updated_at: Timestamp;
}

/** The plan takeover area's tables. */
export interface PlanTakeoverTables {
  opening_balances: OpeningBalancesTable;
  prior_5500_ez_filings: Prior5500EzFilingsTable;
}
