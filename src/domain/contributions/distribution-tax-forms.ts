import { BIRTH_ADOPTION, isSecureWithdrawalKind } from '@/domain/distributions/secure-withdrawals';
import { isAtLeast59AndAHalf } from '@/domain/distributions/distribution-kinds';
import { isDirectRolloverMethod, withheldCents } from '@/domain/distributions/withholding';
import { dueDateMoveText, nextBusinessDay } from '@/domain/shared/business-days';
import { type CalendarDate, parseIsoDate } from '@/domain/shared/calendar-date';
import {
  isQualifiedRothDistribution,
  ROTH_SOURCE,
  type RothAccountFacts,
  rothPartCents,
  rothTaxableCents,
} from './designated-roth';
import {
  type DeemedLoanDistribution,
  deemedLoanDate,
  deemedLoanForm,
  EXCESS_DEFERRAL_CORRECTION_KIND,
  type ExcessDeferralCorrection,
  excessDeferralCorrectionForms,
  mixedExcessDeferralCorrectionForms,
} from './correction-tax-forms';
import { loanOffsetCode } from '@/domain/loans/loan-offset';
import {
  type AnnualAdditionsCorrectionParts,
  EXCESS_ANNUAL_ADDITIONS_CORRECTION_KIND,
  excessAnnualAdditionsForms,
} from './excess-annual-additions-correction';

import { ROTH_EMPLOYER_FORM_KIND, rothEmployerForm } from './roth-employer';
import { conversionForm, type RecordedConversion, ROTH_CONVERSION_FORM_KIND } from '@/domain/distributions/roth-conversion';
import { compareCodeUnits } from '@/domain/shared/compare-code-units';

/** A 1099-R is filed for a distribution of $10 or more. */
export const FORM_1099R_MINIMUM_CENTS = 1_000;

/** A distribution paid during the year, as the tax forms need it. */
export interface PaidDistribution {
  id: string;
  kind: string;
  /** The day it was paid (YYYY-MM-DD). */
  paidOn: string;
  grossCents: number;
  withholdingPercent: number;
  /** Source account keys (pre_tax, roth, after_tax, ...). */
  sources: readonly string[];
  /** The designated Roth part of the gross (cents); undefined: all of it with Roth sources only, none without Roth. */
  rothCents?: number;
  /** How it was paid: a direct rollover method gives code G or H (decision 0287). */
  paymentMethod?: string;
  /** For a corrective distribution of excess deferrals: the deferral year and the excess (decision 0287). */
  correction?: ExcessDeferralCorrection;
  /** For a correction of excess annual additions under EPCRS: its Roth and after-tax parts (decision 0300). */
  correction415?: AnnualAdditionsCorrectionParts;
  /** For a loan offset on separation from service (decision 0301): whether qualified, and the year of the separation. */
  /** The separation year is undefined for an offset by reason of the plan's termination (decision 0339). */
  loanOffset?: { readonly qualified: boolean; readonly separatedYear: number | undefined };
  /**
   * The basis the distribution recovered, recorded when it was requested (decision 0335): its after-tax part's share of
   * the after-tax contributions and its designated Roth part's share of the Roth basis (IRC 72(e)(8)); undefined for a
   * distribution requested before the basis was kept.
   */
  basisRecovered?: { readonly afterTaxCents: number; readonly rothCents: number };
}

/** The kind of a loan offset on separation from service on the 1099-R (decision 0301). */
export const LOAN_OFFSET_KIND = 'loan_offset';

/** The Form 1099-R figures of one distribution, or of its designated Roth part (cents). */
export interface Form1099R {
  distributionId: string;
  paidOn: string;
  kind: string;
  /** Whether this form reports the designated Roth part (a separate contract, IRC 402A(d)(4)). */
  designatedRoth: boolean;
  /** Box 1. */
  grossCents: number;
  /** Box 2a; null when not determined (box 2b). */
  taxableCents: number | null;
  /** Box 4. */
  federalWithheldCents: number;
  /** Box 7. */
  code: string;
  /** Box 11: the first year of designated Roth contributions (Roth forms only; null when not known or not Roth). */
  firstRothYear: number | null;
  /** Box 5: employee contributions or designated Roth contributions (basis) recovered; absent when none is reported. */
  basisCents?: number;
}

/**
 * The box 7 code before the Roth letter (Instructions for Forms 1099-R and 5498, Guide to Distribution Codes): 7 from
 * 59½ and for required minimum distributions; under 59½ a separation from service in or after the year the participant
 * turns 55 is 2 (the age-55 exception, IRC 72(t)(2)(A)(v)), anything else 1.
 */
function ageCode(kind: string, dob: Date | undefined, paidOn: Date): string {
  if (kind === 'rmd' || (dob !== undefined && isAtLeast59AndAHalf(dob, paidOn))) return '7';
  if (kind === 'separation' && dob !== undefined && paidOn.getUTCFullYear() - dob.getUTCFullYear() >= 55) return '2';
  // A qualified birth or adoption distribution (IRC 72(t)(2)(H)) is one the Guide to Distribution Codes names under
  // code 1 ("... or a qualified birth or adoption distribution under section 72(t)(2)(B), (D), (E), (F), (G), or (H)"):
  // the participant claims the exception on Form 5329. The other SECURE 2.0 withdrawals are exceptions the plan knows
  // of (72(t)(2)(I), (K); the plan relies on the participant's certification), which the Guide puts under code 2 as
  // "any other distribution subject to an exception under section 72(t)" (decision 0336).
  if (kind === BIRTH_ADOPTION) return '1';
  if (isSecureWithdrawalKind(kind)) return '2';
  return '1';
}

/**
 * The box 7 code (Instructions for Forms 1099-R and 5498 (2025), Guide to Distribution Codes): 1, 2 or 7 by the kind
 * and the age on the day paid; for a designated Roth account's part B with it (B1, B2, B7; the table lets B go with 1,
 * 2, 4, 7, 8, G, L, M, P or U). Q is not used: the table reserves it for qualified distributions from a Roth IRA; a
 * qualified designated Roth distribution is B7 with box 2a 0 (decision 0284). `sources` only say whether the form is
 * Roth when `designatedRoth` is not given (Roth money only).
 */
export function distributionCode(
  kind: string,
  dob: Date | undefined,
  paidOn: Date,
  sources: readonly string[],
  designatedRoth: boolean = sources.length > 0 && sources.every((s) => s === ROTH_SOURCE),
): string {
  const code = ageCode(kind, dob, paidOn);
  return designatedRoth ? `B${code}` : code;
}

/** Splits the withheld cents of the whole distribution between its Roth part and the rest, the total unchanged. */
function withheldSplit(d: PaidDistribution, rothCents: number): { roth: number; other: number } {
  const total = withheldCents(d.grossCents, d.withholdingPercent);
  const roth = Math.min(total, withheldCents(rothCents, d.withholdingPercent));
  return { roth, other: total - roth };
}

/** The designated Roth part of a paid distribution (cents), from its own figure or its sources. */
export function rothCentsOf(d: PaidDistribution): number {
  if (d.rothCents !== undefined) return Math.min(Math.max(0, d.rothCents), d.grossCents);
  return rothPartCents(d.grossCents, d.sources, {});
}

/**
 * The 1099-R forms of a paid distribution: one for the money outside the designated Roth account (box 2a the gross,
 * or not determined with after-tax money whose basis the app does not keep) and one for the designated Roth part
 * (decision 0284), each left out when its part is 0.
 */
export function forms1099ROf(
  d: PaidDistribution,
  dob: Date | undefined,
  roth: RothAccountFacts = { firstYear: undefined },
): Form1099R[] {
  const paidOn = new Date(`${d.paidOn}T12:00:00Z`);
  const rothCents = rothCentsOf(d);
  if (d.kind === LOAN_OFFSET_KIND && d.loanOffset !== undefined) {
    // Boxes 1 and 2a the offset, box 4 nothing: no cash is paid (Treas. Reg. 31.3405(c)-1 Q&A-11); code M1/M2/M7 or 1/2/7.
    const normal = dob !== undefined && isAtLeast59AndAHalf(dob, paidOn);
    const year = d.loanOffset.separatedYear;
    const at55 = dob !== undefined && year !== undefined && year - dob.getUTCFullYear() >= 55;
    return [
      {
        distributionId: d.id,
        paidOn: d.paidOn,
        kind: d.kind,
        designatedRoth: false,
        grossCents: d.grossCents,
        taxableCents: d.grossCents,
        federalWithheldCents: 0,
        code: loanOffsetCode(d.loanOffset.qualified, normal, at55),
        firstRothYear: null,
      },
    ];
  }
  if (d.kind === EXCESS_ANNUAL_ADDITIONS_CORRECTION_KIND && d.correction415 !== undefined)
    return excessAnnualAdditionsForms(d, d.correction415, roth.firstYear ?? null);
  if (d.kind === EXCESS_DEFERRAL_CORRECTION_KIND && d.correction !== undefined) {
    // Paid after April 15 of the next year it is an ordinary distribution: 1, 2 or 7 by age (decision 0299).
    const lateCode = ageCode(d.kind, dob, paidOn);
    if (rothCents > 0 && rothCents < d.grossCents)
      return mixedExcessDeferralCorrectionForms(d, d.correction, rothCents, roth.firstYear ?? null, lateCode);
    // All Roth (a gross of 0 from Roth sources only included): the B form.
    const allRoth = rothCents > 0 || (d.sources.length > 0 && d.sources.every((s) => s === ROTH_SOURCE));
    return excessDeferralCorrectionForms(d, d.correction, allRoth, roth.firstYear ?? null, lateCode);
  }
  const otherCents = d.grossCents - rothCents;
  const withheld = withheldSplit(d, rothCents);
  const base = { distributionId: d.id, paidOn: d.paidOn, kind: d.kind };
  const forms: Form1099R[] = [];
  const recovered = d.basisRecovered;
  // After-tax money: its basis share is not taxed again (box 5); without the recorded share, not determined (box 2b).
  const afterTaxBasis =
    !d.sources.includes('after_tax') || recovered === undefined ? undefined : Math.min(recovered.afterTaxCents, otherCents);
  if (otherCents > 0 || rothCents === 0)
    forms.push({
      ...base,
      designatedRoth: false,
      grossCents: otherCents,
      taxableCents: !d.sources.includes('after_tax')
        ? otherCents
        : afterTaxBasis === undefined
          ? null
          : otherCents - afterTaxBasis,
      federalWithheldCents: withheld.other,
      code: distributionCode(d.kind, dob, paidOn, d.sources, false),
      firstRothYear: null,
      ...(afterTaxBasis === undefined || afterTaxBasis === 0 ? {} : { basisCents: afterTaxBasis }),
    });
  if (rothCents > 0) {
    const qualified = isQualifiedRothDistribution(roth.firstYear, dob, paidOn);
    // The designated Roth account's own basis share (decision 0335); Roth money rolled in from another plan keeps its
    // basis there, so a distribution that takes it stays as the Roth facts give it.
    const rothBasis =
      recovered === undefined || d.sources.includes('rollover') ? undefined : Math.min(recovered.rothCents, rothCents);
    forms.push({
      ...base,
      designatedRoth: true,
      grossCents: rothCents,
      taxableCents:
        rothBasis === undefined ? rothTaxableCents(rothCents, qualified, roth) : qualified ? 0 : rothCents - rothBasis,
      federalWithheldCents: withheld.roth,
      code: distributionCode(d.kind, dob, paidOn, d.sources, true),
      firstRothYear: roth.firstYear ?? null,
      ...(rothBasis === undefined || rothBasis === 0 ? {} : { basisCents: rothBasis }),
    });
  }
  return isDirectRolloverMethod(d.paymentMethod) ? forms.map((f) => directRolloverForm(f, d.paymentMethod)) : forms;
}

/**
 * A direct rollover's form (Guide to Distribution Codes): G for money other than designated Roth to a plan or IRA, H
 * for designated Roth money to a Roth IRA, B with G for designated Roth money to another plan's designated Roth
 * account; box 2a 0 (Instructions for Forms 1099-R and 5498, box 2a: direct rollovers).
 */
function directRolloverForm(f: Form1099R, method: string | undefined): Form1099R {
  const code = !f.designatedRoth ? 'G' : method === 'direct_rollover_ira' ? 'H' : 'BG';
  return { ...f, taxableCents: 0, code };
}

/** The 1099-R figures of a paid distribution as one form (a distribution with no Roth and Roth parts both). */
export function form1099R(d: PaidDistribution, dob: Date | undefined, roth?: RothAccountFacts): Form1099R {
  return forms1099ROf(d, dob, roth)[0] as Form1099R;
}

/** What the plan must file for the distributions paid in a calendar year, and by when. */
export interface TaxFormObligations {
  year: number;
  forms1099R: Form1099R[];
  /** Copies to the participant by January 31; to the IRS by February 28 on paper or March 31 electronically. */
  form1099RRequired: boolean;
  recipientDueDate: CalendarDate;
  irsPaperDueDate: CalendarDate;
  irsElectronicDueDate: CalendarDate;
  /** Form 945 reports the year's withheld federal income tax: due January 31, or February 10 with every deposit on time. */
  form945Required: boolean;
  /** Every federal income tax withheld on the year's distributions, those under the 1099-R's $10 included (decision 0284). */
  totalWithheldCents: number;
  form945DueDate: CalendarDate;
  form945DepositsOnTimeDueDate: CalendarDate;
  /** Why a due date moved (IRC 7503), one line per moved date, in date order; empty when none moved. */
  dueDateNotes: string[];
}

/**
 * The due dates as the rules name them, for the distributions paid in `year`: Form 1099-R to the recipient by January
 * 31 and to the IRS by February 28 on paper or March 31 electronically (IRC 6071, Treas. Reg. 1.6071-1; IRC 6041/6047,
 * Form 1099-R instructions); Form 945 by January 31, or February 10 when every deposit was made on time (Treas. Reg.
 * 31.6071(a)-1(a)(1); Form 945 instructions). IRC 7503 then moves each to the next business day (`taxFormObligations`).
 */
export function taxFormStatutoryDueDates(
  year: number,
): Record<'recipient' | 'irsPaper' | 'irsElectronic' | 'form945' | 'form945DepositsOnTime', string> {
  const next = String(year + 1).padStart(4, '0');
  return {
    recipient: `${next}-01-31`,
    irsPaper: `${next}-02-28`,
    irsElectronic: `${next}-03-31`,
    form945: `${next}-01-31`,
    form945DepositsOnTime: `${next}-02-10`,
  };
}

/** Why the tax forms' due dates of `year` moved (IRC 7503), once per date, in date order, in the locale given. */
export function taxFormDueDateNotes(year: number, options: { locale?: string } = {}): string[] {
  const dates = [...new Set(Object.values(taxFormStatutoryDueDates(year)))].sort();
  return dates.flatMap((date) => dueDateMoveText(date, options) ?? []);
}

/**
 * The 1099-R and 945 obligations of the distributions paid in `year`; a due date on a Saturday, Sunday or legal holiday
 * moves to the next business day (IRC 7503; decision 0274). A 1099-R is filed for each part of $10 or more (Instructions for Forms 1099-R and 5498, "Who Must File"); Form 945 reports
 * all federal income tax withheld from the year's distributions, whether or not a 1099-R is due (Instructions for
 * Form 945, line 1: "federal income tax withheld from pensions (including distributions from tax-favored retirement
 * plans)"), so its total is the sum over every paid distribution, not over the forms.
 */
export function taxFormObligations(
  year: number,
  paid: readonly PaidDistribution[],
  dob: Date | undefined,
  roth?: RothAccountFacts,
  deemedLoans: readonly DeemedLoanDistribution[] = [],
  /** Roth employer contributions allocated in `year` (decision 0332): one 1099-R, code G, boxes 1 and 2a. */
  rothEmployerCents = 0,
  /** In-plan Roth conversions (decision 0335): one 1099-R each in the year converted, code G, box 5 the basis. */
  conversions: readonly RecordedConversion[] = [],
): TaxFormObligations {
  const inYear = paid
    .filter((d) => d.paidOn.startsWith(`${year}-`))
    .sort((a, b) => compareCodeUnits(a.paidOn, b.paidOn) || compareCodeUnits(a.id, b.id));
  // L1 or L7 by the age on the day the loan was deemed distributed (decision 0299).
  const loans = deemedLoans
    .filter((l) => l.year === year)
    .map((l) => deemedLoanForm(l, dob !== undefined && isAtLeast59AndAHalf(dob, new Date(`${deemedLoanDate(l)}T12:00:00Z`))));
  const rothEmployer = rothEmployerForm(year, rothEmployerCents, roth?.firstYear);
  const converted = conversions
    .filter((c) => c.convertedOn.startsWith(`${year}-`))
    .sort((a, b) => compareCodeUnits(a.convertedOn, b.convertedOn) || compareCodeUnits(a.id, b.id))
    .map(conversionForm);
  const forms = [
    ...inYear.flatMap((d) => forms1099ROf(d, dob, roth)),
    ...loans,
    ...(rothEmployer ? [rothEmployer] : []),
    ...converted,
  ].filter((f) => f.grossCents >= FORM_1099R_MINIMUM_CENTS);
  const totalWithheldCents = inYear.reduce((sum, d) => sum + withheldCents(d.grossCents, d.withholdingPercent), 0);
  const statutory = taxFormStatutoryDueDates(year);
  const due = (date: string): CalendarDate => parseIsoDate(nextBusinessDay(date).date) as CalendarDate;
  return {
    year,
    forms1099R: forms,
    form1099RRequired: forms.length > 0,
    recipientDueDate: due(statutory.recipient),
    irsPaperDueDate: due(statutory.irsPaper),
    irsElectronicDueDate: due(statutory.irsElectronic),
    form945Required: totalWithheldCents > 0,
    totalWithheldCents,
    form945DueDate: due(statutory.form945),
    form945DepositsOnTimeDueDate: due(statutory.form945DepositsOnTime),
    dueDateNotes: taxFormDueDateNotes(year),
  };
}

/** What each box 7 code means, for people. */
export const DISTRIBUTION_CODE_LABELS: Readonly<Record<string, string>> = {
  '1': 'early distribution, no known exception',
  '2': 'early distribution, exception applies (age 55 separation)',
  '7': 'normal distribution',
  B: 'designated Roth account',
  B1: 'designated Roth account, early, no known exception',
  B2: 'designated Roth account, early, exception applies',
  B7: 'designated Roth account, normal distribution',
  B8: 'designated Roth account, excess deferral corrected, earnings taxable this year',
  BG: 'designated Roth account, direct rollover to another plan',
  G: 'direct rollover',
  H: 'designated Roth account, direct rollover to a Roth IRA',
  '8': 'excess deferral corrected, taxable in the year paid',
  P: 'excess deferral corrected, taxable in the year before',
  L1: 'loan treated as a deemed distribution, early',
  L7: 'loan treated as a deemed distribution',
};

/** The code with its meaning, e.g. "7 (normal distribution)"; G on the Roth employer form says what it reports there. */
export function distributionCodeLabel(code: string, kind?: string): string {
  if (kind === ROTH_EMPLOYER_FORM_KIND && code === 'G') return 'G (Roth employer contributions, taxable in the year deposited)';
  if (kind === ROTH_CONVERSION_FORM_KIND && code === 'G') return 'G (in-plan Roth rollover to the designated Roth account)';
  if (kind === BIRTH_ADOPTION && (code === '1' || code === 'B1'))
    return `${code} (${code === 'B1' ? 'designated Roth account, ' : ''}early distribution; the birth or adoption exception is claimed on Form 5329)`;
  if (kind !== undefined && isSecureWithdrawalKind(kind) && (code === '2' || code === 'B2'))
    return `${code} (${code === 'B2' ? 'designated Roth account, ' : ''}early distribution, exception applies (IRC 72(t)(2)))`;
  return Object.hasOwn(DISTRIBUTION_CODE_LABELS, code) ? `${code} (${DISTRIBUTION_CODE_LABELS[code]})` : code;
}

/** The calendar year whose forms the page shows on `today`: last year's until their last due date (March 31), then this year's. */
export function taxFormsYear(today: CalendarDate): number {
  return today.month <= 3 ? today.year - 1 : today.year;
}
