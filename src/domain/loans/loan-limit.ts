/**
 * The IRC 72(p) loan limit in integer cents (decision 0190; /work/shared/REFERENCE.md "Plan administration facts").
 * All loans outstanding after the new one may not exceed the lesser of
 *  (a) $50,000 less the highest outstanding loan balance of the last 12 months, and
 *  (b) 50% of the vested balance, or up to $10,000 where 50% is less if the plan allows (never above the vested balance).
 */

/** $50,000 in cents. */
export const LOAN_DOLLAR_CAP_CENTS = 5_000_000;
/** $10,000 in cents: the floor a plan may allow when half the vested balance is less. */
export const LOAN_SMALL_BALANCE_FLOOR_CENTS = 1_000_000;
/** Smallest loan the app offers ($1,000), decision 0190. */
export const MIN_LOAN_CENTS = 100_000;

/** What the limit depends on, all in cents. */
export interface LoanLimitInput {
  /** The participant's vested account balance. */
  readonly vestedCents: number;
  /** The highest outstanding loan balance during the 12 months before the new loan (includes today's balance). */
  readonly highestBalanceLast12MonthsCents: number;
  /** Loan balance outstanding today. */
  readonly outstandingBalanceCents: number;
  /** Whether the plan allows up to $10,000 when half the vested balance is less. */
  readonly allowSmallBalanceFloor: boolean;
}

/** The largest new loan in cents (zero when none is possible). */
export function maxLoanCents(input: LoanLimitInput): number {
  const vested = Math.max(0, input.vestedCents);
  const outstanding = Math.max(0, input.outstandingBalanceCents);
  const highest = Math.max(outstanding, input.highestBalanceLast12MonthsCents);
  // (a) applies to the total outstanding: new + outstanding <= 50,000 - (highest - outstanding).
  const dollarCap = LOAN_DOLLAR_CAP_CENTS - highest;
  const half = Math.floor(vested / 2);
  const vestedCap = input.allowSmallBalanceFloor ? Math.max(half, Math.min(LOAN_SMALL_BALANCE_FLOOR_CENTS, vested)) : half;
  return Math.max(0, Math.min(dollarCap, vestedCap - outstanding));
}
