import { isAtLeast59AndAHalf } from '@/domain/distributions/distribution-kinds';

/** The source key of the designated Roth account (the spec's "Deferral Roth"). */
export const ROTH_SOURCE = 'roth';

/** Years in the 5-taxable-year period of a qualified designated Roth distribution (IRC 402A(d)(2)(B)). */
export const ROTH_FIVE_YEAR_PERIOD = 5;

/** What the tax forms know of the participant's designated Roth account (decision 0284). */
export interface RothAccountFacts {
  /**
   * The first taxable year of a designated Roth contribution to the plan (Form 1099-R box 11; it starts the
   * 5-taxable-year period of IRC 402A(d)(2)(B)); undefined when no Roth contribution is recorded.
   */
  readonly firstYear: number | undefined;
  /** Roth contributions not yet recovered (the investment in the contract, IRC 72(e)(8)), when known. */
  readonly basisCents?: number;
  /** The Roth account's balance just before the distribution, when known. */
  readonly balanceCents?: number;
}

/**
 * The designated Roth part of a distribution's gross amount (cents). A designated Roth account is a separate contract
 * for section 72 (IRC 402A(d)(4)) and the Instructions for Forms 1099-R and 5498 ask for a separate 1099-R for it, so its
 * part goes on its own Form 1099-R. Roth only: all of
 * it; no Roth source: none; Roth with other accounts: the Roth account's share of the chosen accounts' recorded
 * contributions (`contributionsBySource`, cents), rounded half up to the cent, or an equal share of the chosen accounts
 * when none of them has a recorded contribution.
 */
export function rothPartCents(
  grossCents: number,
  sources: readonly string[],
  contributionsBySource: Readonly<Record<string, number>>,
): number {
  const chosen = [...new Set(sources)];
  if (!chosen.includes(ROTH_SOURCE)) return 0;
  if (chosen.length === 1) return grossCents;
  const weight = (s: string): bigint => BigInt(Math.max(0, Math.trunc(contributionsBySource[s] ?? 0)));
  let total = chosen.reduce((sum, s) => sum + weight(s), 0n);
  let roth = weight(ROTH_SOURCE);
  if (total === 0n) {
    total = BigInt(chosen.length);
    roth = 1n;
  }
  return Number((2n * BigInt(grossCents) * roth + total) / (2n * total));
}

/**
 * Whether a designated Roth distribution paid on `paidOn` is qualified (IRC 402A(d)(2)(A) and (B); Treas. Reg. 1.402A-1 Q&A-2 and Q&A-4): the 5-taxable-year period from
 * the first Roth contribution's year has ended (paid in or after `firstYear + 5`) and the participant is 59½ or older
 * (death and disability, the other two events, are not distribution kinds here).
 */
export function isQualifiedRothDistribution(firstYear: number | undefined, dob: Date | undefined, paidOn: Date): boolean {
  if (firstYear === undefined || dob === undefined) return false;
  return paidOn.getUTCFullYear() >= firstYear + ROTH_FIVE_YEAR_PERIOD && isAtLeast59AndAHalf(dob, paidOn);
}

/**
 * Box 2a of the Roth part: 0 for a qualified distribution (IRC 402A(d)(1)); otherwise the earnings share under IRC
 * 72(e)(8) applied to the Roth account alone (IRC 402A(d)(4); Treas. Reg. 1.402A-1 Q&A-3): part x (balance - basis) / balance, rounded half up, when basis and balance are known; else null (box 2b,
 * taxable amount not determined).
 */
export function rothTaxableCents(partCents: number, qualified: boolean, facts: RothAccountFacts): number | null {
  if (qualified) return 0;
  const { basisCents, balanceCents } = facts;
  if (basisCents === undefined || balanceCents === undefined || balanceCents <= 0) return null;
  const earnings = BigInt(Math.max(0, balanceCents - Math.max(0, basisCents)));
  const taxable = Number((2n * BigInt(partCents) * earnings + BigInt(balanceCents)) / (2n * BigInt(balanceCents)));
  return Math.min(partCents, taxable);
}
