import type { ContributionSource } from '@/domain/contributions/contribution-usage';
import type { WarningLimit } from '@/domain/contributions/contribution-warnings';

/** A ledger entry as GET /contributions answers it (US dollars). */
export interface ApiContribution {
  id: string;
  source: ContributionSource;
  amount: number;
  deposit_date: string;
  tax_year: number;
  reference: string | null;
}

/** A limit warning as the API answers it; a late deposit names its entry and the tax year it may count for instead. */
export interface ApiContributionWarning {
  limit: WarningLimit;
  excess: number;
  message: string;
  suggested_tax_year?: number;
  contribution_id?: string;
  /** deferrals (decision 0299), annualAdditions and compensation (decision 0300): whether the excess was corrected. */
  corrected?: boolean;
  /** The excess a correction can take out of this plan (cents). */
  correctable_cents?: number;
  /** The correction's last day (YYYY-MM-DD). */
  correction_deadline?: string;
}

/** The corrective distribution of the year's excess deferrals (cents; decision 0299). */
export interface ApiExcessDeferralCorrection {
  distribution_id: string;
  tax_year: number;
  excess_cents: number;
  earnings_cents: number;
  amount_cents: number;
  status: string;
  requested_on: string;
  deadline: string;
}

/** One limit's use (US dollars). */
export interface ApiLimitUse {
  limit: number;
  used: number;
  remaining: number;
  excess: number;
}

/** GET /contribution-summary: the tax year against the limits (US dollars). */
export interface ApiContributionSummary {
  tax_year: number;
  age: number | null;
  limits: { deferral: number; catch_up: number; annual_additions: number; compensation_cap: number } | null;
  other_employer_deferrals: number;
  compensation: number | null;
  /** Cents; absent from older answers. */
  prior_year_fica_wages_cents?: number | null;
  sources: Array<{ source: ContributionSource; total: number; room: number | null }>;
  usage: { deferrals: ApiLimitUse; catch_up: ApiLimitUse; annual_additions: ApiLimitUse } | null;
  warnings: ApiContributionWarning[];
  /** Absent from older answers. */
  excess_deferral_correction?: ApiExcessDeferralCorrection | null;
  /** The correction of the year's excess annual additions that stands (decision 0300); absent from older answers. */
  excess_annual_additions_correction?: { excess_cents: number; held_cents: number; amount_cents: number } | null;
  /** Employer contributions of the year before held in the plan's unallocated account, counted for this year (cents). */
  held_from_prior_year_cents?: number;
}

/** The summary's contributions in cents, as the domain's limit functions take them. */
export function centsBySource(summary: ApiContributionSummary): Partial<Record<ContributionSource, number>> {
  return Object.fromEntries(summary.sources.map((s) => [s.source, Math.round(s.total * 100)]));
}
