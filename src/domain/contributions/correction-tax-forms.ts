import { withheldCents } from '@/domain/distributions/withholding';
import { type CalendarDate, compareDates, parseIsoDate } from '@/domain/shared/calendar-date';
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
  /**
   * The designated Roth part of the excess when the correction takes both pre-tax and Roth deferrals (decision 0299);
   * undefined: the whole excess is of the form's kind (Roth or not).
   */
  readonly rothExcessCents?: number;
}

/** The last day to distribute the excess of `deferralYear` and keep it out of a second year's income: April 15 next year. */
export function excessDeferralCorrectionDeadline(deferralYear: number): CalendarDate {
  return { year: deferralYear + 1, month: 4, day: 15 };
}

/** The box 7 codes of a corrective distribution's two parts: the excess itself and its earnings. */
export interface ExcessDeferralCodes {
  readonly excess: string;
  readonly earnings: string;
  /** Whether it was paid after April 15 of the next year: no longer a corrective distribution (both parts taxable). */
  readonly late: boolean;
}

/**
 * The box 7 codes of a corrective distribution of excess deferrals of `deferralYear` paid on `paidOn` (Instructions for
 * Forms 1099-R and 5498, "Corrective Distributions" and the Guide to Distribution Codes; REFERENCE.md "More plan facts";
 * Treas. Reg. 1.402(g)-1(e)(8)):
 * - pre-tax, paid in the deferral year: 8 for both (taxable in the year of distribution);
 * - pre-tax, paid in a later year by April 15: P for the excess (taxable in the prior year, the deferral year), 8 for
 *   the earnings (taxable in the year of distribution);
 * - designated Roth, by April 15: B with 8 (the excess was already in income, only the earnings are taxable, in the year
 *   paid; Treas. Reg. 1.402(g)-1(e)(8)(iv));
 * - paid after April 15 of the next year: not a corrective distribution (Treas. Reg. 1.402(g)-1(e)(8)(iii): the excess is
 *   taxed again when distributed), so the ordinary code `lateCode` (1, 2 or 7 by age; B with it for Roth).
 */
export function excessDeferralCorrectionCodes(
  deferralYear: number,
  paidOn: CalendarDate,
  roth: boolean,
  lateCode: string,
): ExcessDeferralCodes {
  if (compareDates(paidOn, excessDeferralCorrectionDeadline(deferralYear)) > 0) {
    const code = roth ? `B${lateCode}` : lateCode;
    return { excess: code, earnings: code, late: true };
  }
  if (roth) return { excess: 'B8', earnings: 'B8', late: false };
  return { excess: paidOn.year <= deferralYear ? '8' : 'P', earnings: '8', late: false };
}

/**
 * The 1099-R forms of a corrective distribution of excess deferrals, with the codes of `excessDeferralCorrectionCodes`:
 * - pre-tax with one code for both parts: one form, all of it taxable;
 * - pre-tax paid in a later year: code P for the excess and code 8 for the earnings, each on its own form;
 * - designated Roth: one form, B8, box 2a only the earnings (the excess was already in income);
 * - paid after the deadline: one form with the ordinary code, all of it taxable.
 * No 1 or 2 while timely: the 10% additional tax does not apply to it (Treas. Reg. 1.402(g)-1(e)(8)(i)).
 */
export function excessDeferralCorrectionForms(
  d: PaidDistribution,
  correction: ExcessDeferralCorrection,
  roth: boolean,
  firstRothYear: number | null,
  lateCode = '1',
): Form1099R[] {
  const excess = Math.min(Math.max(0, correction.excessCents), d.grossCents);
  const earnings = d.grossCents - excess;
  const total = withheldCents(d.grossCents, d.withholdingPercent);
  const paidOn = parseIsoDate(d.paidOn) as CalendarDate;
  const codes = excessDeferralCorrectionCodes(correction.deferralYear, paidOn, roth, lateCode);
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
  if (codes.late) return [form(d.grossCents, d.grossCents, total, codes.excess)];
  if (roth) return [form(d.grossCents, earnings, total, codes.excess)];
  if (codes.excess === codes.earnings) return [form(d.grossCents, d.grossCents, total, codes.excess)];
  const excessWithheld = Math.min(total, withheldCents(excess, d.withholdingPercent));
  return [
    form(excess, excess, excessWithheld, codes.excess),
    form(earnings, earnings, total - excessWithheld, codes.earnings),
  ].filter((f) => f.grossCents > 0);
}

/**
 * A correction that takes both pre-tax and designated Roth deferrals (decision 0299): its Roth part (`rothCents` of the
 * gross, `correction.rothExcessCents` of the excess) on its own B form, the rest on the pre-tax forms; the withholding
 * split so that the forms add up to the whole.
 */
export function mixedExcessDeferralCorrectionForms(
  d: PaidDistribution,
  correction: ExcessDeferralCorrection,
  rothCents: number,
  firstRothYear: number | null,
  lateCode = '1',
): Form1099R[] {
  const rothGross = Math.min(Math.max(0, rothCents), d.grossCents);
  const excess = Math.min(Math.max(0, correction.excessCents), d.grossCents);
  const rothExcess = Math.min(Math.max(0, correction.rothExcessCents ?? 0), excess, rothGross);
  const total = withheldCents(d.grossCents, d.withholdingPercent);
  const rothWithheld = Math.min(total, withheldCents(rothGross, d.withholdingPercent));
  const part = (gross: number, partExcess: number, roth: boolean, withheld: number): Form1099R[] => {
    if (gross <= 0) return [];
    const forms = excessDeferralCorrectionForms(
      { ...d, grossCents: gross, withholdingPercent: 0 },
      { deferralYear: correction.deferralYear, excessCents: partExcess },
      roth,
      firstRothYear,
      lateCode,
    );
    // Spread this part's withholding over its forms by gross, the last form taking the rounding.
    let left = withheld;
    return forms.map((f, i) => {
      const share = i === forms.length - 1 ? left : Math.min(left, Math.round((withheld * f.grossCents) / gross));
      left -= share;
      return { ...f, federalWithheldCents: share };
    });
  };
  return [
    ...part(d.grossCents - rothGross, excess - rothExcess, false, total - rothWithheld),
    ...part(rothGross, rothExcess, true, rothWithheld),
  ];
}

/** A participant loan treated as distributed (IRC 72(p)), as the loans area reports it: no cash is paid (cents). */
export interface DeemedLoanDistribution {
  readonly loanId: string;
  readonly year: number;
  readonly amountCents: number;
  /** The day it was deemed distributed (YYYY-MM-DD, the end of the cure period); undefined: December 31 of `year`. */
  readonly date?: string;
}

/**
 * The box 7 code of a deemed loan distribution (Instructions for Forms 1099-R and 5498, Guide to Distribution Codes: L,
 * "loans treated as deemed distributions under section 72(p)", with 1 for an early distribution with no known exception
 * or 7 for a normal one; IRC 72(p), Treas. Reg. 1.72(p)-1 Q&A-10 for when it is deemed). `normal`: the participant is
 * 59½ or older on the day it is deemed distributed. The age-55 separation exception does not reach a deemed loan (no
 * separation), so it is L1 or L7 only.
 */
export function deemedLoanDistributionCode(normal: boolean): 'L1' | 'L7' {
  return normal ? 'L7' : 'L1';
}

/**
 * The 1099-R of a deemed loan distribution (Guide to Distribution Codes: L, "loans treated as deemed distributions
 * under section 72(p)", used with 1 when early or 7; box 2a the whole amount, box 4 nothing since no cash is paid),
 * dated the day it was deemed distributed (December 31 of its year when not known). `normal` is whether the participant is
 * 59½ or older then.
 */
export function deemedLoanForm(loan: DeemedLoanDistribution, normal: boolean): Form1099R {
  return {
    distributionId: loan.loanId,
    paidOn: deemedLoanDate(loan),
    kind: 'deemed_loan',
    designatedRoth: false,
    grossCents: loan.amountCents,
    taxableCents: loan.amountCents,
    federalWithheldCents: 0,
    code: deemedLoanDistributionCode(normal),
    firstRothYear: null,
  };
}

/** The day a deemed loan distribution is dated: its own date, or December 31 of its year. */
export function deemedLoanDate(loan: DeemedLoanDistribution): string {
  return loan.date ?? `${String(loan.year).padStart(4, '0')}-12-31`;
}
