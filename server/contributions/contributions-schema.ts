import type { ColumnType, Generated } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A bigint column: the drivers read it as string, number or bigint; written as number. */
type BigIntColumn = ColumnType<string | number | bigint, number, number>;

/** One deposit of the contribution ledger. */
export interface ContributionsTable {
  id: string;
  user_id: string;
  /** One of the six contribution types (spec section 3). */
  source: string;
  amount_cents: BigIntColumn;
  /** YYYY-MM-DD. */
  deposit_date: string;
  tax_year: number;
  /** Receipt or bank reference. */
  reference: string | null;
  /** Designated Roth (Profit Sharing or Employer Match only; decision 0332). */
  roth: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The audit trail of the ledger: every create, edit and remove with who did it and the values before and after. */
export interface ContributionEventsTable {
  id: string;
  user_id: string;
  contribution_id: string;
  action: 'create' | 'edit' | 'remove';
  /** The signed-in user (support in admin mode, or the participant). */
  agent_id: string;
  /** JSON of the entry before (null on create) and after (null on remove). */
  before: string | null;
  after: string | null;
  at: Timestamp;
  seq: Generated<number>;
}

/** What the participant enters per tax year: deferrals to other employers' 401(k)s, and compensation when known. */
export interface ContributionYearsTable {
  user_id: string;
  tax_year: number;
  other_employer_deferral_cents: BigIntColumn;
  compensation_cents: BigIntColumn | null;
  /** FICA wages from the plan's sponsor in the year before (414(v)(7)); null: not given. */
  prior_year_fica_wages_cents: ColumnType<string | number | bigint | null, number | null | undefined, number | null>;
  updated_at: Timestamp;
}

/** What the owner declares for a plan year's Form 5500-EZ: other one-participant plans' assets, and a final year. */
export interface Form5500EzYearsTable {
  user_id: string;
  plan_year: number;
  other_plans_assets_cents: BigIntColumn;
  final_plan_year: boolean;
  /** The filing the owner recorded (decision 0231): the day (YYYY-MM-DD), how ('efast2' | 'paper'), the number; null: not filed. */
  filed_on: ColumnType<string | null, string | null | undefined, string | null>;
  filing_method: ColumnType<string | null, string | null | undefined, string | null>;
  confirmation: ColumnType<string | null, string | null | undefined, string | null>;
  /** The Form 5558 the owner recorded (decision 0275): the day it was filed (YYYY-MM-DD); null: none. */
  extension_filed_on: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: Timestamp;
}

/** One Form 5500-EZ reminder sent (decision 0232): once per user, plan year and reminder day. */
export interface Form5500EzRemindersTable {
  user_id: string;
  plan_year: number;
  days_before: number;
  sent_at: Timestamp;
}

/** The contribution ledger's tables. */
export interface ContributionTables {
  contributions: ContributionsTable;
  contribution_events: ContributionEventsTable;
  contribution_years: ContributionYearsTable;
  form_5500_ez_years: Form5500EzYearsTable;
  form_5500_ez_reminders: Form5500EzRemindersTable;
}
