/** The loan's annual interest rate from the plan details (decision 0190). */

/** How the plan states its rate (spec field loan_interest_rate_type). */
export type LoanRateType = 'fixed' | 'primePlus';

/** Annual rate in basis points (hundredths of a percent): the plan's rate, or prime plus it for 'primePlus'. */
export function annualRateBasisPoints(
  planRatePercent: number | string,
  rateType: string | undefined,
  primePercent: number,
): number {
  const plan = Number(planRatePercent);
  if (!Number.isFinite(plan) || plan < 0) throw new RangeError('loan_interest_rate must be a non-negative number');
  const planBps = Math.round(plan * 100);
  if (rateType !== 'primePlus') return planBps;
  if (!Number.isFinite(primePercent) || primePercent < 0) throw new RangeError('prime rate must be a non-negative number');
  return planBps + Math.round(primePercent * 100);
}
