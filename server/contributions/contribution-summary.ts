import type { Kysely } from 'kysely';
import { ageAtEndOfTaxYear, catchUpLimitCents, limitsFor } from '@/domain/contributions/contribution-limits';
import {
  CONTRIBUTION_SOURCES,
  contributionUsage,
  type ContributionSource,
  type LimitUse,
  type YearContributions,
} from '@/domain/contributions/contribution-usage';
import { contributionWarnings, remainingRoomCents } from '@/domain/contributions/contribution-warnings';
import { parseIsoDate } from '@/domain/shared/calendar-date';
import type { DB } from '../db/schema';
import { throwIfInvalid } from '../library/service-errors';

const dollars = (cents: number | string | bigint): number => Number(cents) / 100;
const limitUse = (u: LimitUse): Record<string, number> => ({
  limit: dollars(u.limitCents),
  used: dollars(u.usedCents),
  remaining: dollars(u.remainingCents),
  excess: dollars(u.excessCents),
});

/** A participant's tax year against the limits, as the API answers it (US dollars). */
export interface ContributionSummary {
  tax_year: number;
  /** Age on December 31 of the tax year; null without a saved date of birth (then no catch-up is counted). */
  age: number | null;
  limits: { deferral: number; catch_up: number; annual_additions: number; compensation_cap: number } | null;
  other_employer_deferrals: number;
  compensation: number | null;
  sources: Array<{ source: ContributionSource; total: number; room: number | null }>;
  usage: { deferrals: Record<string, number>; catch_up: Record<string, number>; annual_additions: Record<string, number> } | null;
  warnings: Array<{ limit: string; excess: number; message: string }>;
}

/** Totals by source against the IRS limits, room left and warnings, for a user and tax year. */
export class ContributionSummaries {
  constructor(private readonly db: Kysely<DB>) {}

  /** The summary of the user's tax year. */
  async summary(userId: string, taxYear: number): Promise<ContributionSummary> {
    const [rows, year, dateOfBirth] = await Promise.all([
      this.db
        .selectFrom('contributions')
        .select(['source', 'amount_cents'])
        .where('user_id', '=', userId)
        .where('tax_year', '=', taxYear)
        .execute(),
      this.db
        .selectFrom('contribution_years')
        .selectAll()
        .where('user_id', '=', userId)
        .where('tax_year', '=', taxYear)
        .executeTakeFirst(),
      this.dateOfBirth(userId),
    ]);
    const bySource: Partial<Record<ContributionSource, number>> = {};
    for (const row of rows) {
      const source = row.source as ContributionSource;
      bySource[source] = (bySource[source] ?? 0) + Number(row.amount_cents);
    }
    const contributions: YearContributions = {
      bySource,
      otherEmployerDeferralCents: year ? Number(year.other_employer_deferral_cents) : 0,
    };
    const compensationCents = year?.compensation_cents == null ? undefined : Number(year.compensation_cents);
    const age = dateOfBirth === undefined ? null : ageAtEndOfTaxYear(dateOfBirth, taxYear);
    const limits = limitsFor(taxYear);
    const participant = { age: age ?? 0, compensationCents };
    const usage = limits ? contributionUsage(limits, participant, contributions) : undefined;
    return {
      tax_year: taxYear,
      age,
      limits: limits
        ? {
            deferral: dollars(limits.deferralCents),
            catch_up: dollars(catchUpLimitCents(limits, participant.age)),
            annual_additions: dollars(limits.annualAdditionsCents),
            compensation_cap: dollars(limits.compensationCapCents),
          }
        : null,
      other_employer_deferrals: dollars(contributions.otherEmployerDeferralCents),
      compensation: compensationCents === undefined ? null : dollars(compensationCents),
      sources: CONTRIBUTION_SOURCES.map((source) => {
        const room = limits ? remainingRoomCents(limits, participant, contributions, source) : undefined;
        return { source, total: dollars(bySource[source] ?? 0), room: room === undefined ? null : dollars(room) };
      }),
      usage: usage
        ? {
            deferrals: limitUse(usage.deferrals),
            catch_up: limitUse(usage.catchUp),
            annual_additions: limitUse(usage.annualAdditions),
          }
        : null,
      warnings: limits
        ? contributionWarnings(limits, participant, contributions).map((w) => ({
            limit: w.limit,
            excess: dollars(w.excessCents),
            message: w.message,
          }))
        : [],
    };
  }

  /** Saves what the participant enters for a tax year: other employers' deferrals and compensation (null: unknown). */
  async saveYear(userId: string, taxYear: number, body: Record<string, unknown>, now: Date): Promise<void> {
    const other = body.other_employer_deferrals ?? 0;
    const compensation = body.compensation ?? null;
    throwIfInvalid({
      other_employer_deferrals: amountErrors(other, 'Deferrals to other employers'),
      compensation: compensation === null ? [] : amountErrors(compensation, 'Compensation'),
    });
    const values = {
      other_employer_deferral_cents: Math.round((other as number) * 100),
      compensation_cents: compensation === null ? null : Math.round((compensation as number) * 100),
      updated_at: now,
    };
    await this.db
      .insertInto('contribution_years')
      .values({ user_id: userId, tax_year: taxYear, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'tax_year']).doUpdateSet(values))
      .execute();
  }

  private async dateOfBirth(userId: string): Promise<ReturnType<typeof parseIsoDate>> {
    const row = await this.db
      .selectFrom('step_data')
      .select('values')
      .where('user_id', '=', userId)
      .where('flow', '=', 'checkout')
      .where('step_key', '=', 'personalDetails')
      .executeTakeFirst();
    return parseIsoDate((row?.values as Record<string, unknown> | undefined)?.DOB);
  }
}

/** Messages for an amount that may be zero (dollars, at most 2 decimals, at most $1,000,000,000). */
function amountErrors(value: unknown, label: string): string[] {
  if (typeof value !== 'number' || !Number.isFinite(value)) return [`${label} must be a number`];
  if (value < 0) return [`${label} cannot be negative`];
  if (value > 1_000_000_000) return [`${label} must be at most $1,000,000,000.00`];
  if (Math.round(value * 100) / 100 !== value) return [`${label} must have at most 2 decimal places`];
  return [];
}
