import { isAtLeast59AndAHalf } from '@/domain/distributions/distribution-kinds';
import { withheldCents } from '@/domain/distributions/withholding';
import { dueDateMoveText, nextBusinessDay } from '@/domain/shared/business-days';
import { type CalendarDate, parseIsoDate } from '@/domain/shared/calendar-date';

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
}

/** The Form 1099-R figures of one distribution (cents). */
export interface Form1099R {
  distributionId: string;
  paidOn: string;
  kind: string;
  /** Box 1. */
  grossCents: number;
  /** Box 2a; null when not determined (box 2b): after-tax or Roth money, whose taxable part needs the basis. */
  taxableCents: number | null;
  /** Box 4. */
  federalWithheldCents: number;
  /** Box 7. */
  code: string;
}

/**
 * The box 7 distribution code (REFERENCE: 1 early, no known exception; 2 early with an exception; 7 normal; B designated
 * Roth), from the kind and the age on the day paid: 7 from 59½ and for required minimum distributions; under 59½ a
 * separation from service in or after the year the participant turns 55 is 2 (the age-55 exception), anything else 1.
 * A distribution only from Roth money is B (with 1 or 2 when early; B alone replaces 7).
 */
export function distributionCode(kind: string, dob: Date | undefined, paidOn: Date, sources: readonly string[]): string {
  const normal = kind === 'rmd' || (dob !== undefined && isAtLeast59AndAHalf(dob, paidOn));
  let code = '1';
  if (normal) code = '7';
  else if (kind === 'separation' && dob !== undefined && paidOn.getUTCFullYear() - dob.getUTCFullYear() >= 55) code = '2';
  const rothOnly = sources.length > 0 && sources.every((s) => s === 'roth');
  if (!rothOnly) return code;
  return code === '7' ? 'B' : `B${code}`;
}

/** The 1099-R figures of a paid distribution. */
export function form1099R(d: PaidDistribution, dob: Date | undefined): Form1099R {
  const basisUnknown = d.sources.some((s) => s === 'roth' || s === 'after_tax');
  return {
    distributionId: d.id,
    paidOn: d.paidOn,
    kind: d.kind,
    grossCents: d.grossCents,
    taxableCents: basisUnknown ? null : d.grossCents,
    federalWithheldCents: withheldCents(d.grossCents, d.withholdingPercent),
    code: distributionCode(d.kind, dob, new Date(`${d.paidOn}T12:00:00Z`), d.sources),
  };
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
 * moves to the next business day (IRC 7503; decision 0274).
 */
export function taxFormObligations(year: number, paid: readonly PaidDistribution[], dob: Date | undefined): TaxFormObligations {
  const forms = paid
    .filter((d) => d.paidOn.startsWith(`${year}-`) && d.grossCents >= FORM_1099R_MINIMUM_CENTS)
    .sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.id.localeCompare(b.id))
    .map((d) => form1099R(d, dob));
  const totalWithheldCents = forms.reduce((sum, f) => sum + f.federalWithheldCents, 0);
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
};

/** The code with its meaning, e.g. "7 (normal distribution)". */
export function distributionCodeLabel(code: string): string {
  return Object.hasOwn(DISTRIBUTION_CODE_LABELS, code) ? `${code} (${DISTRIBUTION_CODE_LABELS[code]})` : code;
}

/** The calendar year whose forms the page shows on `today`: last year's until their last due date (March 31), then this year's. */
export function taxFormsYear(today: CalendarDate): number {
  return today.month <= 3 ? today.year - 1 : today.year;
}
