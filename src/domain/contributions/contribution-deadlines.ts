import type { CalendarDate } from '@/domain/shared/calendar-date';
import { CALENDAR_YEAR_END, isCalendarYear, planYearBounds, type PlanYearEnd } from './plan-year';

/** One deadline of a tax year's contributions, for people. */
export interface ContributionDeadline {
  /** What must be done by then. */
  label: string;
  date: CalendarDate;
  /** The date with the business's tax-return extension, when one applies. */
  extendedDate?: CalendarDate;
}

/**
 * The business's return by entity type: due the 15th day of the `months`-th month after its tax year ends, extended
 * by `extension` months (Form 4868, 7004).
 */
const RETURN_DUE: Readonly<Record<string, { months: number; extension: number; form: string }>> = {
  soleProprietorship: { months: 4, extension: 6, form: 'Form 1040 (Schedule C)' },
  llc: { months: 4, extension: 6, form: 'Form 1040 (Schedule C, a single-member LLC)' },
  partnership: { months: 3, extension: 6, form: 'Form 1065' },
  sCorporation: { months: 3, extension: 6, form: 'Form 1120-S' },
  cCorporation: { months: 4, extension: 6, form: 'Form 1120' },
};

/** The 15th day of the month `months` after the month of `date`. */
function fifteenthAfter(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: 15 };
}

/** The business return's due date and extended date for a tax year ending on `end` (the June 30 C-corporation rule). */
export function returnDueDates(
  entityType: string,
  end: CalendarDate,
): { date: CalendarDate; extendedDate: CalendarDate } | undefined {
  if (!Object.hasOwn(RETURN_DUE, entityType)) return undefined;
  const due = RETURN_DUE[entityType];
  // A C corporation whose tax year ends June 30 and began before 2026: due the 15th of the third month, 7 months more.
  const juneCorporation = entityType === 'cCorporation' && end.month === 6 && end.year <= 2026;
  const date = fifteenthAfter(end, juneCorporation ? 3 : due.months);
  return { date, extendedDate: fifteenthAfter(date, juneCorporation ? 7 : due.extension) };
}

/**
 * The deadlines shown with the ledger (decisions 0120, 0230) for the plan year named `planYear` (a calendar year for a
 * calendar-year plan): the deferral election by the plan year's last day; employer contributions by the business's
 * tax-return due date for the tax year ending then, with its extension. Unknown entity type: the election only.
 * Weekends and holidays do not move the dates here.
 */
export function contributionDeadlines(
  entityType: string | undefined,
  planYear: number,
  yearEnd: PlanYearEnd = CALENDAR_YEAR_END,
): ContributionDeadline[] {
  const bounds = planYearBounds(planYear, yearEnd);
  const name = isCalendarYear(yearEnd) ? String(planYear) : `${planYear}-${String(planYear + 1).slice(-2)} plan-year`;
  const deadlines: ContributionDeadline[] = [
    { label: `Elect your ${name} salary deferrals (pre-tax and Roth)`, date: bounds.end },
  ];
  const due = entityType === undefined ? undefined : returnDueDates(entityType, bounds.end);
  if (due !== undefined) {
    deadlines.push({
      label: `Deposit ${name} employer contributions by the business's tax return (${RETURN_DUE[entityType as string].form})`,
      ...due,
    });
  }
  return deadlines;
}
