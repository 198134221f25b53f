import { addDays, addYears, format, getDaysInMonth, isValid, parseISO } from 'date-fns';
import { FISCAL_BASED } from '@/domain/checkout/employer-details';

/** The first plan year: its first and last day (ISO dates). */
export interface PlanYear {
  start: string;
  end: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

function day(value: string): Date | undefined {
  if (!ISO_DATE.test(value)) return undefined;
  const d = parseISO(value.slice(0, 10));
  return isValid(d) ? d : undefined;
}

/**
 * The first plan year (decision 0072): it begins on the effective date and ends on the last day of the employer's tax
 * year that holds it: December 31, or for a `fiscalBased` employer the first fiscal-year-end month and day on or after
 * the effective date. Undefined without a valid effective date.
 */
export function planYearOf(effectiveDate: string, fiscalYearEnd: string, fiscalYearEndDate: string): PlanYear | undefined {
  const start = day(effectiveDate);
  if (start === undefined) return undefined;
  const fiscal = fiscalYearEnd === FISCAL_BASED ? day(fiscalYearEndDate) : undefined;
  const endIn = (year: number): Date => {
    if (fiscal === undefined) return new Date(year, 11, 31);
    const month = fiscal.getMonth();
    return new Date(year, month, Math.min(fiscal.getDate(), getDaysInMonth(new Date(year, month, 1))));
  };
  const end = endIn(start.getFullYear()) < start ? endIn(start.getFullYear() + 1) : endIn(start.getFullYear());
  return { start: format(start, 'yyyy-MM-dd'), end: format(end, 'yyyy-MM-dd') };
}

/**
 * The plan year of a continuing plan that holds `day` (decision 0343: a plan taken over from elsewhere): it ends as
 * `planYearOf` ends the year holding that day and begins the day after the previous year's end, or on the original
 * effective date when that is later. Undefined without a valid day.
 */
export function planYearHolding(
  day: string,
  effectiveDate: string,
  fiscalYearEnd: string,
  fiscalYearEndDate: string,
): PlanYear | undefined {
  const holding = planYearOf(day, fiscalYearEnd, fiscalYearEndDate);
  if (holding === undefined) return undefined;
  const end = parseISO(holding.end);
  const start = format(addDays(addYears(end, -1), 1), 'yyyy-MM-dd');
  const effective = day === '' ? undefined : effectiveDate.slice(0, 10);
  return { start: effective !== undefined && effective > start ? effective : start, end: holding.end };
}
