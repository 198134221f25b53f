import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addDays, compareDates } from '@/domain/shared/calendar-date';
import { addMonths, amortisationSchedule } from './amortisation-schedule';
import { cureDeadline } from './cure-period';
import { balanceOn, highestBalanceLast12MonthsCents, type LoanLedger, missedPayment, outstandingCents } from './loan-balance';

const start = { year: 2026, month: 1, day: 15 };

const scheduleArb = fc
  .record({
    principalCents: fc.integer({ min: 100_000, max: 5_000_000 }),
    annualRateBps: fc.integer({ min: 0, max: 2_000 }),
    periods: fc.integer({ min: 1, max: 60 }),
  })
  .map(({ principalCents, annualRateBps, periods }) => ({
    principalCents,
    schedule: amortisationSchedule({
      principalCents,
      annualRateBps,
      termMonths: periods,
      frequency: 'monthly',
      startDate: start,
    }),
  }));

describe('outstandingCents', () => {
  test('k whole payments leave the scheduled balance; everything paid leaves nothing; more paid never owes more', () => {
    fc.assert(
      fc.property(scheduleArb, fc.nat(), fc.nat(), ({ principalCents, schedule }, k, extra) => {
        const n = k % (schedule.length + 1);
        const paid = schedule.slice(0, n).reduce((s, r) => s + r.paymentCents, 0);
        expect(outstandingCents(principalCents, schedule, paid)).toBe(n === 0 ? principalCents : schedule[n - 1].balanceCents);
        const total = schedule.reduce((s, r) => s + r.paymentCents, 0);
        expect(outstandingCents(principalCents, schedule, total + extra)).toBe(0);
        const a = outstandingCents(principalCents, schedule, paid + (extra % 100_000));
        expect(a).toBeLessThanOrEqual(outstandingCents(principalCents, schedule, paid));
        expect(a).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  test('a partial payment pays the interest first', () => {
    const schedule = amortisationSchedule({
      principalCents: 1_200_00,
      annualRateBps: 1_200,
      termMonths: 12,
      frequency: 'monthly',
      startDate: start,
    });
    expect(schedule[0].interestCents).toBe(12_00);
    expect(outstandingCents(1_200_00, schedule, 12_00)).toBe(1_200_00);
    expect(outstandingCents(1_200_00, schedule, 20_00)).toBe(1_192_00);
  });
});

describe('missedPayment', () => {
  const loan = (repayments: LoanLedger['repayments']): LoanLedger => {
    const schedule = amortisationSchedule({
      principalCents: 12_000_00,
      annualRateBps: 850,
      termMonths: 24,
      frequency: 'monthly',
      startDate: start,
    });
    return { principalCents: 12_000_00, startDate: start, schedule, repayments };
  };

  test('payments made on their due dates never leave a missed payment', () => {
    const base = loan([]);
    const paidOnTime = loan(base.schedule.map((r) => ({ paidOn: r.dueDate, amountCents: r.paymentCents })));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 900 }), (days) => {
        expect(missedPayment(paidOnTime, addDays(start, days))).toBeUndefined();
      }),
    );
  });

  test('an unpaid payment is missed the day after it was due, curable until the end of the next quarter, then deemed', () => {
    const l = loan([]);
    const first = l.schedule[0];
    expect(missedPayment(l, first.dueDate)).toBeUndefined();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), (days) => {
        const today = addDays(first.dueDate, days);
        const missed = missedPayment(l, today);
        expect(missed).toMatchObject({ number: 1, dueDate: first.dueDate, cureDeadline: cureDeadline(first.dueDate) });
        expect(missed?.state).toBe(compareDates(today, cureDeadline(first.dueDate)) > 0 ? 'deemed_distribution' : 'curable');
      }),
    );
    expect(cureDeadline(first.dueDate)).toEqual({ year: 2026, month: 6, day: 30 });
  });

  test('catching up cures the missed payment', () => {
    const l = loan([]);
    const [first, second] = l.schedule;
    const caughtUp = loan([{ paidOn: addDays(second.dueDate, -1), amountCents: first.paymentCents + second.paymentCents }]);
    expect(missedPayment(caughtUp, addDays(second.dueDate, 1))).toBeUndefined();
  });
});

describe('highestBalanceLast12MonthsCents', () => {
  test('is the highest total over the last 12 months, and never below the balance today', () => {
    fc.assert(
      fc.property(scheduleArb, fc.integer({ min: 0, max: 800 }), ({ principalCents, schedule }, days) => {
        const today = addDays(start, days);
        const paid = schedule
          .filter((r) => compareDates(r.dueDate, today) <= 0)
          .map((r) => ({ paidOn: r.dueDate, amountCents: r.paymentCents }));
        const ledger: LoanLedger = { principalCents, startDate: start, schedule, repayments: paid };
        const highest = highestBalanceLast12MonthsCents([ledger], today);
        expect(highest).toBeGreaterThanOrEqual(balanceOn(ledger, today));
        // Independent: a day-by-day walk over the window (from the same day a year before).
        let walk = 0;
        for (let on = addMonths(today, -12); compareDates(on, today) <= 0; on = addDays(on, 1))
          walk = Math.max(walk, balanceOn(ledger, on));
        expect(highest).toBe(walk);
        if (days <= 365) expect(highest).toBe(principalCents);
      }),
      { numRuns: 40 },
    );
  });
});
