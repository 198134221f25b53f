import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addDays, type CalendarDate, compareDates } from '@/domain/shared/calendar-date';
import { deemedDistribution } from './deemed-distribution';
import { type LoanLedger, originalSchedule } from './loan-balance';
import { refLedger } from './loan-reference-test-kit';

const start = { year: 2026, month: 11, day: 23 };

/** Independent: the end of the quarter after the due date's quarter, the month's last day from Date.UTC. */
function refCureDeadline(due: CalendarDate): CalendarDate {
  const index = due.year * 12 + Math.floor((due.month - 1) / 3) * 3 + 5;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: new Date(Date.UTC(year, month, 0)).getUTCDate() };
}

describe('deemedDistribution (Treas. Reg. 1.72(p)-1 Q&A-10)', () => {
  const loan: LoanLedger = {
    principalCents: 30_000_00,
    annualRateBps: 875,
    termMonths: 60,
    frequency: 'monthly',
    startDate: start,
    repayments: [],
  };

  test('a first payment never made: the whole balance and its interest at the end of the cure period, code L', () => {
    // Due Dec 23, 2026; the cure period ends Mar 31, 2027.
    expect(deemedDistribution(loan, { year: 2027, month: 3, day: 31 })).toBeUndefined();
    // Nov 23 - Mar 23 is four whole periods, then 8 of the 31 days to Apr 23: 218.75 * (4 + 8/31) = $931.4516... up.
    expect(deemedDistribution(loan, { year: 2027, month: 4, day: 1 })).toEqual({
      date: { year: 2027, month: 3, day: 31 },
      taxYear: 2027,
      amountCents: 30_931_46,
      principalCents: 30_000_00,
      accruedInterestCents: 931_46,
      missedPaymentNumber: 1,
      distributionCode: 'L',
    });
  });

  test('catching up after the cure period does not undo it; catching up in time does', () => {
    const [first, second] = originalSchedule(loan);
    const late = { ...loan, repayments: [{ paidOn: { year: 2027, month: 4, day: 2 }, amountCents: first.paymentCents * 5 }] };
    expect(deemedDistribution(late, { year: 2027, month: 5, day: 1 })?.date).toEqual({ year: 2027, month: 3, day: 31 });
    const inTime = {
      ...loan,
      repayments: [{ paidOn: { year: 2027, month: 3, day: 31 }, amountCents: first.paymentCents + second.paymentCents }],
    };
    expect(deemedDistribution(inTime, { year: 2027, month: 4, day: 1 })).toBeUndefined();
  });

  test('property: deemed at the first cure deadline passed with the payments due through it not made by then', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_00, max: 50_000_00 }),
        fc.integer({ min: 100, max: 2_000 }),
        fc.array(fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }), { minLength: 24, maxLength: 24 }),
        fc.integer({ min: 0, max: 730 }),
        (principalCents, annualRateBps, lateness, todayOffset) => {
          const base: LoanLedger = {
            principalCents,
            annualRateBps,
            termMonths: 24,
            frequency: 'monthly',
            startDate: start,
            repayments: [],
          };
          const schedule = originalSchedule(base);
          // Each payment made in full some days after its due date, or never; in order, so never a prepayment.
          let paidOn = start;
          const repayments: Array<{ paidOn: CalendarDate; amountCents: number }> = [];
          schedule.forEach((row, i) => {
            const days = lateness[i];
            if (days === undefined) return;
            const day = addDays(row.dueDate, days);
            paidOn = compareDates(day, paidOn) > 0 ? day : paidOn;
            repayments.push({ paidOn, amountCents: row.paymentCents });
          });
          const ledger = { ...base, repayments };
          const today = addDays(start, todayOffset);
          // Independent: the first payment whose deadline passed before today with less paid by the deadline than due.
          let expected: { date: CalendarDate; number: number } | undefined;
          let due = 0;
          for (const row of schedule) {
            due += row.paymentCents;
            const deadline = refCureDeadline(row.dueDate);
            if (compareDates(deadline, today) >= 0) break;
            const paid = repayments.filter((r) => compareDates(r.paidOn, deadline) <= 0).reduce((s, r) => s + r.amountCents, 0);
            if (paid < due) {
              expected = { date: deadline, number: row.number };
              break;
            }
          }
          fc.pre(compareDates(today, schedule[23].dueDate) <= 0);
          const deemed = deemedDistribution(ledger, today);
          if (expected === undefined) {
            expect(deemed).toBeUndefined();
            return;
          }
          const ref = refLedger(start, 'monthly', principalCents, annualRateBps, repayments, expected.date);
          expect(deemed).toEqual({
            date: expected.date,
            taxYear: expected.date.year,
            amountCents: ref.principal + ref.accrued,
            principalCents: ref.principal,
            accruedInterestCents: ref.accrued,
            missedPaymentNumber: expected.number,
            distributionCode: 'L',
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
