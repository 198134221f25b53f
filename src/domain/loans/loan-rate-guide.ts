import { annualRateBasisPoints, type LoanRateType } from './loan-interest';

/**
 * The usual guide for a plan loan's rate: prime plus 1 to 2 percentage points, in basis points over prime.
 *
 * Source: a participant loan is exempt from the prohibited-transaction rules only if it "bears a reasonable rate of
 * interest" (IRC 4975(d)(1)(D); ERISA 408(b)(1)(D)), one that gives the plan a return commensurate with what lenders
 * charge for loans made in similar circumstances (29 CFR 2550.408b-1(e)). The regulation names no figure; prime plus 1
 * or 2 points is the customary measure plan sponsors and the IRS's examiners use, so the product only warns outside it.
 */
export const LOAN_RATE_GUIDE_OVER_PRIME_BPS = { low: 100, high: 200 } as const;

/** "7.5" for 750 basis points: at most two decimals, no trailing zeros. */
function percentText(bps: number): string {
  return String(bps / 100);
}

/**
 * A non-blocking warning when the plan's loan rate is outside prime plus 1 to 2 points, else undefined. `rate` is the
 * plan's loan_interest_rate as typed (for 'primePlus', the margin over prime); a value that is not a valid rate (the
 * field's own rules answer it) and an unknown prime rate give no warning.
 */
export function loanRateWarning(
  rate: string | number,
  rateType: LoanRateType | string | undefined,
  primePercent: number | undefined,
): string | undefined {
  if (primePercent === undefined || !Number.isFinite(primePercent) || primePercent < 0) return undefined;
  const typed = typeof rate === 'string' ? rate.trim() : rate;
  if (typed === '') return undefined;
  const value = Number(typed);
  if (!Number.isFinite(value) || value < 1 || value > 100) return undefined;
  const effective = annualRateBasisPoints(value, rateType, primePercent);
  const prime = Math.round(primePercent * 100);
  const low = prime + LOAN_RATE_GUIDE_OVER_PRIME_BPS.low;
  const high = prime + LOAN_RATE_GUIDE_OVER_PRIME_BPS.high;
  if (effective >= low && effective <= high) return undefined;
  const side = effective < low ? 'below' : 'above';
  const stated =
    rateType === 'primePlus'
      ? `Prime plus ${percentText(Math.round(value * 100))}% (${percentText(effective)}% with prime at ${percentText(prime)}%)`
      : `A rate of ${percentText(effective)}%`;
  const range =
    rateType === 'primePlus' ? '' : `, ${percentText(low)}% to ${percentText(high)}% with prime at ${percentText(prime)}%`;
  return (
    `${stated} is ${side} the usual guide for plan loans: prime plus 1 to 2%${range}. ` +
    'You can keep it, but a plan loan must bear a reasonable rate, close to what a bank would charge for a similar loan.'
  );
}
