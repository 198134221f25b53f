import { customRule, type RuleDecorator } from '@/domain/shared/custom-rule';
import { addDays, addYears, compareDates, parseIsoDate, utcToday, type CalendarDate } from '@/domain/shared/calendar-date';
import { ruleContextOf } from '@/domain/shared/rule-context';
import type { ValidationOptions } from 'class-validator';

/**
 * Date-window rules. "Today" is the UTC calendar date of the context's `now`; a bound is a
 * calendar date computed from today and is inclusive. Values that are not a real `YYYY-MM-DD`
 * date pass the window rules: `IsIsoDate` reports them, so a field shows one message.
 */

/** A window bound: a calendar date computed from today. */
export type DateBound = (today: CalendarDate) => CalendarDate;

/** Today itself. */
export const today: DateBound = (date) => date;

/** The day `days` days from today (negative: before). */
export function daysFromToday(days: number): DateBound {
  return (date) => addDays(date, days);
}

/** The same month and day `years` years from today (negative: before). */
export function yearsFromToday(years: number): DateBound {
  return (date) => addYears(date, years);
}

/** A fixed date given as `YYYY-MM-DD`, independent of today. */
export function fixedDate(iso: string): DateBound {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(`fixedDate needs a YYYY-MM-DD date, got ${iso}`);
  return () => date;
}

/** The field must be a real calendar date written `YYYY-MM-DD`. */
export const IsIsoDate: RuleDecorator = customRule('isIsoDate', (value) => parseIsoDate(value) !== undefined);

/** A window rule: passes unparseable dates, fails when there is no valid `now` to compare with. */
function windowRule(name: string, bound: DateBound, accepts: (order: number) => boolean): RuleDecorator {
  return customRule(name, (value, entity) => {
    const date = parseIsoDate(value);
    if (!date) return true;
    const todayDate = utcToday(ruleContextOf(entity)?.now);
    return todayDate !== undefined && accepts(compareDates(date, bound(todayDate)));
  });
}

/** The date must be on or before the bound. */
export function NotAfter(bound: DateBound, options: ValidationOptions): PropertyDecorator {
  return windowRule('notAfter', bound, (order) => order <= 0)(options);
}

/** The date must be on or after the bound. */
export function NotBefore(bound: DateBound, options: ValidationOptions): PropertyDecorator {
  return windowRule('notBefore', bound, (order) => order >= 0)(options);
}
