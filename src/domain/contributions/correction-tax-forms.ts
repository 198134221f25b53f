import { withheldCents } from '@/domain/distributions/withholding';
import type { CalendarDate } from '@/domain/shared/calendar-date';
import type { Form1099R, PaidDistribution } from './distribution-tax-forms';

/**
 * The distribution kind of a corrective distribution of excess deferrals (IRC 402(g)(2)): the excess over the
 * 402(g)(1) limit plus its earnings, paid by April 15 of the year after the deferral year (decision 0287). It is not an
 * eligible rollover distribution (Treas. Reg. 1.402(c)-2 Q&A-4(a)), so it has the 10% default withholding.
 */
export const EXCESS_DEFERRAL_CORRECTION_KIND = 'excess_deferral_correction';

/** What a corrective distribution of excess deferrals needs beyond the paid distribution (cents). */
export interface ExcessDeferralCorrection {
  /** The calendar year whose deferrals were over the limit. */
  readonly deferralYear: number;
  /** The excess itself; the rest of the gross is its earnings. */
  readonly excessCents: number;
}

/** The last day to distribute the excess of `deferralYear` and keep it out of a second year's income: April 15 next year. */
export function excessDeferralCorrectionDeadline(deferralYear: number): CalendarDate {
  return { year: deferralYear + 1, month: 4, day: 15 };
}

/**
 * The 1099-R forms of a corrective distribution of excess deferrals (Instructions for Forms 1099-R and 5498,
 * "Corrective Distributions" and the Guide to Distribution Codes; Treas. Reg. 1.402(g)-1(e)(8)):
 * - pre-tax, paid in the deferral year: one form, code 8, all of it taxable in the year paid;
 * - pre-tax, paid in a later year: code P for the excess (taxable in the deferral year) and code 8 for the earnings
 *   (taxable in the year paid), each on its own form;
 * - designated Roth: one form, code B8, box 2a only the earnings (the excess was already in income,
 *   Treas. Reg. 1.402(g)-1(e)(8)(iv)).
 * No 1 or 2: the 10% additional tax does not apply to it (Treas. Reg. 1.402(g)-1(e)(8)(i)).
 */
export function excessDeferralCorrectionForms(
  d: PaidDistribution,
  correction: ExcessDeferralCorrection,
  roth: boolean,
  firstRothYear: number | null,
): Form1099R[] {
  const excess = Math.min(Math.max(0, correction.excessCents), d.grossCents);
  const earnings = d.grossCents - excess;
  const total = withheldCents(d.grossCents, d.withholdingPercent);
  const base = {
    distributionId: d.id,
    paidOn: d.paidOn,
    kind: d.kind,
    designatedRoth: roth,
    firstRothYear: roth ? firstRothYear : null,
  };
  const form = (gross: number, taxable: number, withheld: number, code: string): Form1099R => ({
    ...base,
    grossCents: gross,
    taxableCents: taxable,
    federalWithheldCents: withheld,
    code,
  });
  if (roth) return [form(d.grossCents, earnings, total, 'B8')];
  if (Number(d.paidOn.slice(0, 4)) <= correction.deferralYear) return [form(d.grossCents, d.grossCents, total, '8')];
  const excessWithheld = Math.min(total, withheldCents(excess, d.withholdingPercent));
  return [form(excess, excess, excessWithheld, 'P'), form(earnings, earnings, total - excessWithheld, '8')].filter(
    (f) => f.grossCents > 0,
  );
}

/** A participant loan treated as distributed (IRC 72(p)), as the loans area reports it: no cash is paid (cents). */
export interface DeemedLoanDistribution {
  readonly loanId: string;
  readonly year: number;
  readonly amountCents: number;
}

/**
 * The 1099-R of a deemed loan distribution (Guide to Distribution Codes: L, "loans treated as deemed distributions
 * under section 72(p)", used with 1 when early or 7; box 2a the whole amount, box 4 nothing since no cash is paid),
 * dated December 31 of its year. `normal` is whether the participant is 59½ or older then.
 */
export function deemedLoanForm(loan: DeemedLoanDistribution, normal: boolean): Form1099R {
  return {
    distributionId: loan.loanId,
    paidOn: `${String(loan.year).padStart(4, '0')}-12-31`,
    kind: 'deemed_loan',
    designatedRoth: false,
    grossCents: loan.amountCents,
    taxableCents: loan.amountCents,
    federalWithheldCents: 0,
    code: normal ? 'L7' : 'L1',
    firstRothYear: null,
  };
}
