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

/** The rollover account (a distribution's account key) and the weight key of the Roth money rolled into it. */
export const ROLLOVER_SOURCE = 'rollover';
export const ROLLOVER_ROTH_WEIGHT = 'rollover_roth';

/**
 * The designated Roth part of a distribution's gross amount (cents). A designated Roth account is a separate contract
 * for section 72 (IRC 402A(d)(4)) and the Instructions for Forms 1099-R and 5498 ask for a separate 1099-R for it, so its
 * part goes on its own Form 1099-R. Roth money is the Roth account's and, when the rollover account is chosen, the
 * Roth part of the rollovers received into it (`rollover_roth` in `contributionsBySource`: Roth money rolled in from
 * another plan's designated Roth account stays designated Roth, IRC 402A(c)(3)). The Roth account alone: all of it;
 * no Roth money among the chosen accounts: none; otherwise the Roth money's share of the chosen accounts' recorded
 * contributions (`contributionsBySource`, cents, by account key), rounded half up to the cent, or, with the Roth account
 * chosen and none of them recorded, an equal share of the chosen accounts.
 */
export function rothPartCents(
  grossCents: number,
  sources: readonly string[],
  contributionsBySource: Readonly<Record<string, number>>,
): number {
  const chosen = [...new Set(sources)];
  const weight = (s: string): bigint => BigInt(Math.max(0, Math.trunc(contributionsBySource[s] ?? 0)));
  const rothAccount = chosen.includes(ROTH_SOURCE);
  const rolledRoth = chosen.includes(ROLLOVER_SOURCE)
    ? [weight(ROLLOVER_ROTH_WEIGHT), weight(ROLLOVER_SOURCE)].reduce((a, b) => (a < b ? a : b))
    : 0n;
  if (!rothAccount && rolledRoth === 0n) return 0;
  if (rothAccount && chosen.length === 1) return grossCents;
  let total = chosen.reduce((sum, s) => sum + weight(s), 0n);
  let roth = (rothAccount ? weight(ROTH_SOURCE) : 0n) + rolledRoth;
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
