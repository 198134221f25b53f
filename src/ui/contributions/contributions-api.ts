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
}

/** The summary's contributions in cents, as the domain's limit functions take them. */
export function centsBySource(summary: ApiContributionSummary): Partial<Record<ContributionSource, number>> {
  return Object.fromEntries(summary.sources.map((s) => [s.source, Math.round(s.total * 100)]));
}
