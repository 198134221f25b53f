import { type CalendarDate, compareDates, daysInMonth } from '@/domain/shared/calendar-date';

/**
 * Last day a missed loan payment may be cured: the end of the calendar quarter after the quarter in which it was due
 * (Treas. Reg. 1.72(p)-1 Q&A-10; /work/shared/REFERENCE.md; decision 0190).
 */
export function cureDeadline(dueDate: CalendarDate): CalendarDate {
  const quarter = Math.ceil(dueDate.month / 3);
  const endMonthIndex = 3 * (quarter + 1) - 1; // 0-based month index, may pass December
  const year = dueDate.year + Math.floor(endMonthIndex / 12);
  const month = (endMonthIndex % 12) + 1;
  return { year, month, day: daysInMonth(year, month) };
}

/** State of a missed payment on `today`: curable until the deadline, then the balance is a deemed distribution. */
export function missedPaymentState(dueDate: CalendarDate, today: CalendarDate): 'curable' | 'deemed_distribution' {
  return compareDates(today, cureDeadline(dueDate)) > 0 ? 'deemed_distribution' : 'curable';
}
