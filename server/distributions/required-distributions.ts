import type { Kysely } from 'kysely';
import { yearEndValue } from '@/domain/assets/plan-value';
import { requiredMinimumDistributionsOn } from '@/domain/distributions/required-minimum-distribution';
import { formatIsoDate, parseIsoDate, utcToday } from '@/domain/shared/calendar-date';
import { valuedAssets } from '../assets/valued-assets';
import { savedCheckoutStep } from '../shared/saved-step';
import type { DB } from '../db/schema';
import { membershipOwner } from '../invitations/joined-plan';

/** One open required minimum distribution as GET /distribution-settings answers it (cents, ISO date). */
export interface RequiredMinimumDistributionView {
  year: number;
  age_attained: number;
  /** The Uniform Lifetime Table's distribution period, e.g. 26.5. */
  distribution_period: number;
  prior_year_end_balance_cents: number | null;
  amount_cents: number | null;
  due_date: string;
  first_year: boolean;
}

/**
 * The user's open RMDs on the server's day (decision 0286): last year's first one until its April 1, and this year's.
 * The prior year-end balance is the plan's value at that year's end from the owner's assets and their valuations (the
 * figure Form 5500-EZ reports); it is null for a participant who joined someone else's plan (the plan's assets are not
 * their account) and for an owner with no assets recorded, and the amount with it.
 */
export async function openRequiredMinimumDistributions(
  db: Kysely<DB>,
  userId: string,
  clock: () => Date,
): Promise<RequiredMinimumDistributionView[]> {
  const [personal, owner] = await Promise.all([savedCheckoutStep(db, userId, 'personalDetails'), membershipOwner(db, userId)]);
  const dob = parseIsoDate(personal?.DOB);
  const today = utcToday(clock());
  if (dob === undefined || today === undefined) return [];
  const ownPlan = owner === undefined || owner === userId;
  const assets = ownPlan ? [...(await valuedAssets(db, userId)).values()] : [];
  const balanceAtEndOf = (year: number): number | undefined => (assets.length === 0 ? undefined : yearEndValue(assets, year));
  return requiredMinimumDistributionsOn(dob, today, balanceAtEndOf).map((r) => ({
    year: r.year,
    age_attained: r.ageAttained,
    distribution_period: r.periodTenths / 10,
    prior_year_end_balance_cents: r.priorYearEndBalanceCents ?? null,
    amount_cents: r.amountCents ?? null,
    due_date: formatIsoDate(r.dueDate),
    first_year: r.firstYear,
  }));
}
