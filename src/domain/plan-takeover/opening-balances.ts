import type { FieldErrors } from '@/domain/shared/field-errors';
import { compareDates, parseIsoDate, utcToday } from '@/domain/shared/calendar-date';
import { formatCents, MAX_CENTS } from '@/domain/money';

/**
 * Opening balances of a plan taken over from elsewhere (decision 0344): what each participant's account held in each
 * source on the takeover date, as the previous provider's statement shows it, with the basis the tax rules need.
 */

/** The sources a plan tracks (spec section 3's contribution types) and the field each one's amount comes in. */
export const OPENING_BALANCE_SOURCES = [
  { field: 'pre_tax_cents', source: 'Deferral Pre-Tax' },
  { field: 'roth_cents', source: 'Deferral Roth' },
  { field: 'profit_sharing_cents', source: 'Profit Sharing' },
  { field: 'rollover_cents', source: 'Roll Overs' },
  { field: 'after_tax_cents', source: 'After Tax' },
  { field: 'employer_match_cents', source: 'Employer Match' },
] as const;

/** The field of one source's amount. */
export type OpeningBalanceField = (typeof OPENING_BALANCE_SOURCES)[number]['field'];

/** One participant's opening balances, cents; the Roth fields matter only with Roth money, the after-tax basis with after-tax money. */
export interface OpeningBalances {
  readonly asOf: string;
  readonly amounts: Readonly<Record<OpeningBalanceField, number>>;
  /** The Roth money's basis: the designated Roth contributions not yet recovered (IRC 402A, 72). */
  readonly rothBasisCents: number;
  /** The first taxable year of a designated Roth contribution to the plan (IRC 402A(d)(2)(B)). */
  readonly rothFirstYear: number | undefined;
  /** The after-tax money's basis: the after-tax contributions not yet recovered (IRC 72(d)(2)). */
  readonly afterTaxBasisCents: number;
}

/** The first year designated Roth contributions could be made: IRC 402A applies to taxable years after 2005. */
export const FIRST_DESIGNATED_ROTH_YEAR = 2006;

/** Messages (asserted literally in the tests). */
export const OPENING_MESSAGES = {
  asOfRequired: 'Takeover date is required',
  asOfFuture: 'Takeover date can not be in the future',
  asOfBeforeEffective: 'Takeover date can not be before the original effective date',
  amount: 'Amount must be a whole number of cents, $0.00 or more',
  nothing: 'Enter at least one opening balance',
  rothBasisOver: (rothCents: number): string => `Roth basis can not be more than the Roth balance of ${formatCents(rothCents)}`,
  rothYearRequired: 'The year of the first Roth contribution is required for Roth money',
  rothYearRange: (takeoverYear: number): string =>
    `The first Roth year must be from ${FIRST_DESIGNATED_ROTH_YEAR} to ${takeoverYear}`,
  afterTaxBasisOver: (afterTaxCents: number): string =>
    `After-tax basis can not be more than the After Tax balance of ${formatCents(afterTaxCents)}`,
} as const;

const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_CENTS;

/**
 * The opening balances' messages by field, for untrusted input (the wire body: `as_of`, the six `*_cents` fields,
 * `roth_basis_cents`, `roth_first_year`, `after_tax_basis_cents`). Rules and their sources:
 * - the takeover date is a real date, not after today, not before the plan's original effective date (Form 5500-EZ
 *   line 1c: the plan existed from then);
 * - every amount is whole cents, 0 or more, and at least one is above 0;
 * - Roth money: its basis is at most the Roth balance (IRC 72(e) and 402A: the basis is the contributions, the rest
 *   earnings), and the first Roth year is required: the 5-taxable-year period of a qualified distribution starts
 *   with the first taxable year of a designated Roth contribution to the plan, or to a plan from which a direct
 *   rollover came (IRC 402A(d)(2)(B)); from 2006 (402A's first years) to the takeover year;
 * - the after-tax basis is at most the After Tax balance (IRC 72(d)(2): a separate contract, basis and earnings).
 */
export function openingBalanceErrors(body: Record<string, unknown>, ctx: { now: Date; effectiveDate: string }): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string): void => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const asOf = parseIsoDate(body.as_of);
  const today = utcToday(ctx.now);
  if (asOf === undefined) add('as_of', OPENING_MESSAGES.asOfRequired);
  else if (today !== undefined && compareDates(asOf, today) > 0) add('as_of', OPENING_MESSAGES.asOfFuture);
  else {
    const effective = parseIsoDate(ctx.effectiveDate);
    if (effective !== undefined && compareDates(asOf, effective) < 0) add('as_of', OPENING_MESSAGES.asOfBeforeEffective);
  }
  let total = 0;
  for (const { field } of OPENING_BALANCE_SOURCES) {
    const value = body[field] ?? 0;
    if (!isCents(value)) add(field, OPENING_MESSAGES.amount);
    else total += value;
  }
  for (const field of ['roth_basis_cents', 'after_tax_basis_cents'])
    if (!isCents(body[field] ?? 0)) add(field, OPENING_MESSAGES.amount);
  if (errors.pre_tax_cents === undefined && Object.keys(errors).every((f) => f === 'as_of') && total === 0)
    add('pre_tax_cents', OPENING_MESSAGES.nothing);
  const roth = isCents(body.roth_cents) ? body.roth_cents : 0;
  const rothBasis = body.roth_basis_cents ?? 0;
  if (isCents(rothBasis) && rothBasis > roth) add('roth_basis_cents', OPENING_MESSAGES.rothBasisOver(roth));
  const afterTax = isCents(body.after_tax_cents) ? body.after_tax_cents : 0;
  const afterTaxBasis = body.after_tax_basis_cents ?? 0;
  if (isCents(afterTaxBasis) && afterTaxBasis > afterTax)
    add('after_tax_basis_cents', OPENING_MESSAGES.afterTaxBasisOver(afterTax));
  const year = body.roth_first_year;
  const takeoverYear = asOf?.year ?? today?.year ?? FIRST_DESIGNATED_ROTH_YEAR;
  if (roth > 0 && (year === undefined || year === null || year === '')) add('roth_first_year', OPENING_MESSAGES.rothYearRequired);
  else if (year !== undefined && year !== null && year !== '') {
    if (!Number.isInteger(year) || (year as number) < FIRST_DESIGNATED_ROTH_YEAR || (year as number) > takeoverYear)
      add('roth_first_year', OPENING_MESSAGES.rothYearRange(takeoverYear));
  }
  return errors;
}

/** The opening balances of a body the rules accepted. */
export function openingBalancesOf(body: Record<string, unknown>): OpeningBalances {
  const cents = (v: unknown): number => (isCents(v) ? v : 0);
  const amounts = Object.fromEntries(OPENING_BALANCE_SOURCES.map(({ field }) => [field, cents(body[field])])) as Record<
    OpeningBalanceField,
    number
  >;
  return {
    asOf: String(body.as_of),
    amounts,
    rothBasisCents: cents(body.roth_basis_cents),
    rothFirstYear:
      amounts.roth_cents > 0 && Number.isInteger(body.roth_first_year) ? (body.roth_first_year as number) : undefined,
    afterTaxBasisCents: cents(body.after_tax_basis_cents),
  };
}

/** The opening balances as money in, by contribution type, dated the takeover day (the balance reads them as deposits). */
export function openingDeposits(balances: OpeningBalances): { source: string; amountCents: number; on: string }[] {
  return OPENING_BALANCE_SOURCES.filter(({ field }) => balances.amounts[field] > 0).map(({ field, source }) => ({
    source,
    amountCents: balances.amounts[field],
    on: balances.asOf,
  }));
}

/** The sum of the opening balances, cents. */
export function openingTotalCents(balances: OpeningBalances): number {
  return OPENING_BALANCE_SOURCES.reduce((sum, { field }) => sum + balances.amounts[field], 0);
}

/**
 * The first Roth year with the opening balances: the earlier of the plan's own first Roth year and the year the
 * previous provider's account started (IRC 402A(d)(2)(B): the period runs from the first Roth contribution to the plan).
 */
export function firstRothYearWithOpening(own: number | undefined, opening: number | undefined): number | undefined {
  const years = [own, opening].filter((y): y is number => y !== undefined);
  return years.length === 0 ? undefined : Math.min(...years);
}
