import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addDays, compareDates } from '@/domain/shared/calendar-date';
import { cureDeadline, missedPaymentState } from './cure-period';

/** Independent: walk forward day by day; the deadline is the day before the second quarter start after the due date. */
function walkedDeadline(due: { year: number; month: number; day: number }) {
  let day = due;
  let starts = 0;
  for (;;) {
    const next = addDays(day, 1);
    if (next.day === 1 && [1, 4, 7, 10].includes(next.month)) starts += 1;
    if (starts === 2) return day;
    day = next;
  }
}

describe('cureDeadline', () => {
  test('the end of the quarter after the quarter of the missed payment', () => {
    expect(cureDeadline({ year: 2026, month: 2, day: 15 })).toEqual({ year: 2026, month: 6, day: 30 });
    expect(cureDeadline({ year: 2026, month: 3, day: 31 })).toEqual({ year: 2026, month: 6, day: 30 });
    expect(cureDeadline({ year: 2026, month: 4, day: 1 })).toEqual({ year: 2026, month: 9, day: 30 });
    expect(cureDeadline({ year: 2026, month: 11, day: 30 })).toEqual({ year: 2027, month: 3, day: 31 });
    expect(missedPaymentState({ year: 2026, month: 2, day: 15 }, { year: 2026, month: 6, day: 30 })).toBe('curable');
    expect(missedPaymentState({ year: 2026, month: 2, day: 15 }, { year: 2026, month: 7, day: 1 })).toBe('deemed_distribution');
  });

  test('property: matches a day-by-day walk, and the state flips the day after', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), (offset) => {
        const due = addDays({ year: 1990, month: 1, day: 1 }, offset);
        const deadline = cureDeadline(due);
        expect(deadline).toEqual(walkedDeadline(due));
        expect(compareDates(deadline, due)).toBeGreaterThan(0);
        expect(missedPaymentState(due, deadline)).toBe('curable');
        expect(missedPaymentState(due, addDays(deadline, 1))).toBe('deemed_distribution');
      }),
    );
  });
});
