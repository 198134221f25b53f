/**
 * The loan limit in integer cents (decisions 0190 and 0278; /work/shared/REFERENCE.md "Plan administration facts").
 * All loans outstanding after the new one may not exceed the lesser of
 *  (a) $50,000 less the highest outstanding loan balance of the last 12 months (IRC 72(p)(2)(A)(i)), and
 *  (b) 50% of the vested balance: the loan is secured by the account alone, and the DOL's adequate-security rule
 *      (29 CFR 2550.408b-1(f)(2)) lets at most 50% of the vested balance secure it. The $10,000 alternative of
 *      IRC 72(p)(2)(A)(ii) needs other security, which the product does not take, so it is not offered.
 */

/** $50,000 in cents. */
export const LOAN_DOLLAR_CAP_CENTS = 5_000_000;

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
}

/** The largest new loan in cents (zero when none is possible). */
export function maxLoanCents(input: LoanLimitInput): number {
  const vested = Math.max(0, input.vestedCents);
  const outstanding = Math.max(0, input.outstandingBalanceCents);
  const highest = Math.max(outstanding, input.highestBalanceLast12MonthsCents);
  // (a) applies to the total outstanding: new + outstanding <= 50,000 - (highest - outstanding).
  const dollarCap = LOAN_DOLLAR_CAP_CENTS - highest;
  // (b) new + outstanding <= 50% of vested, rounded down to the cent (29 CFR 2550.408b-1(f)(2)).
  const vestedCap = Math.floor(vested / 2);
  return Math.max(0, Math.min(dollarCap, vestedCap - outstanding));
}
