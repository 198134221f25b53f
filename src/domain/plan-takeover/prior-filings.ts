import type { FieldErrors } from '@/domain/shared/field-errors';
import { compareDates, parseIsoDate, utcToday } from '@/domain/shared/calendar-date';
import { MAX_CENTS } from '@/domain/money';

/**
 * A prior plan year's Form 5500-EZ filing of a plan taken over from elsewhere (decision 0344): the plan year, the day
 * it was filed and the total plan assets at the year's end it reported (line 6a(2)), which are the next year's
 * beginning-of-year assets (line 6a(1)).
 */
export const PRIOR_FILING_MESSAGES = {
  yearRequired: 'Plan year is required',
  yearRange: (first: number, last: number): string =>
    first > last ? 'No plan year before the takeover to record' : `Plan year must be from ${first} to ${last}`,
  filedRequired: 'Filed date is required',
  filedFuture: 'Filed date can not be in the future',
  filedBeforeYearEnd: 'Filed date must be after the plan year',
  assets: 'Year-end assets must be a whole number of cents, $0.00 or more',
} as const;

/**
 * The messages of a prior filing: the plan year from the original effective date's year to the year before the
 * takeover year (the product's own returns start with the takeover year); filed on a real day after the plan year's
 * first day and not in the future (a return is filed after the plan year ends: Form 5500-EZ instructions, "When To
 * File"; the calendar-year check is on the year itself, the product does not know the earlier provider's fiscal year);
 * year-end assets whole cents, 0 or more.
 */
export function priorFilingErrors(
  body: Record<string, unknown>,
  ctx: { now: Date; effectiveYear: number; takeoverYear: number },
): FieldErrors {
  const errors: FieldErrors = {};
  const year = body.plan_year;
  const last = ctx.takeoverYear - 1;
  if (year === undefined || year === null || year === '') errors.plan_year = [PRIOR_FILING_MESSAGES.yearRequired];
  else if (!Number.isInteger(year) || (year as number) < ctx.effectiveYear || (year as number) > last)
    errors.plan_year = [PRIOR_FILING_MESSAGES.yearRange(ctx.effectiveYear, last)];
  const filed = parseIsoDate(body.filed_on);
  const today = utcToday(ctx.now);
  if (filed === undefined) errors.filed_on = [PRIOR_FILING_MESSAGES.filedRequired];
  else if (today !== undefined && compareDates(filed, today) > 0) errors.filed_on = [PRIOR_FILING_MESSAGES.filedFuture];
  else if (Number.isInteger(year) && filed.year <= (year as number)) errors.filed_on = [PRIOR_FILING_MESSAGES.filedBeforeYearEnd];
  const assets = body.year_end_assets_cents;
  if (!(typeof assets === 'number' && Number.isSafeInteger(assets) && assets >= 0 && assets <= MAX_CENTS))
    errors.year_end_assets_cents = [PRIOR_FILING_MESSAGES.assets];
  return errors;
}
