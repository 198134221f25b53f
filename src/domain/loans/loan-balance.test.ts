import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addDays, compareDates } from '@/domain/shared/calendar-date';
import { addMonths, amortisationSchedule } from './amortisation-schedule';
import { cureDeadline } from './cure-period';
import {
  balanceOn,
  highestBalanceLast12MonthsCents,
  type LoanLedger,
  loanState,
  maxRepaymentCents,
  missedPayment,
  originalSchedule,
  schedulePaymentCents,
} from './loan-balance';
import { refDue, refInterest, refLedger } from './loan-reference-test-kit';
import { reamortisedSchedule } from './reamortisation';

const start = { year: 2026, month: 1, day: 15 };

const loanArb = fc.record({
  principalCents: fc.integer({ min: 1_000_00, max: 50_000_00 }),
  annualRateBps: fc.integer({ min: 0, max: 2_000 }),
  frequency: fc.constantFrom('monthly' as const, 'quarterly' as const),
  periods: fc.integer({ min: 1, max: 60 }),
});

const ledgerOf = (l: { principalCents: number; annualRateBps: number; frequency: 'monthly' | 'quarterly'; periods: number }) => ({
  principalCents: l.principalCents,
  annualRateBps: l.annualRateBps,
  frequency: l.frequency,
  termMonths: l.periods * (l.frequency === 'monthly' ? 1 : 3),
  startDate: start,
  repayments: [],
});

describe('loanState', () => {
  test('property: principal, accrued interest and payoff match the note read day by day, for any repayments', () => {
    fc.assert(
      fc.property(
        loanArb,
        fc.array(fc.record({ day: fc.integer({ min: 0, max: 900 }), amountCents: fc.integer({ min: 1, max: 20_000_00 }) }), {
          maxLength: 6,
        }),
        fc.integer({ min: 0, max: 950 }),
        (l, made, onDay) => {
          const repayments = made.map((r) => ({ paidOn: addDays(start, r.day), amountCents: r.amountCents }));
          const ledger: LoanLedger = { ...ledgerOf(l), repayments };
          const on = addDays(start, onDay);
          const state = loanState(ledger, on);
          const ref = refLedger(start, l.frequency, l.principalCents, l.annualRateBps, repayments, on);
          expect(state.principalCents).toBe(ref.principal);
          expect(state.accruedInterestCents).toBe(ref.accrued);
          expect(state.payoffCents).toBe(ref.principal + ref.accrued);
          expect(state.interestPaidCents).toBe(ref.interestPaid);
          expect(state.overpaidCents).toBe(ref.overpaid);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('property: the scheduled payments made on their due dates leave the scheduled balances and pay the loan off', () => {
    fc.assert(
      fc.property(loanArb, (l) => {
        const base = ledgerOf(l);
        const schedule = originalSchedule(base);
        const repayments = schedule.map((r) => ({ paidOn: r.dueDate, amountCents: r.paymentCents }));
        const ledger: LoanLedger = { ...base, repayments };
        for (const row of schedule) {
          const state = loanState(ledger, row.dueDate);
          expect(state.principalCents).toBe(row.balanceCents);
          expect(state.accruedInterestCents).toBe(0);
          expect(state.reamortisedOn).toBeUndefined();
        }
        expect(loanState(ledger, schedule[schedule.length - 1].dueDate).paidOff).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  test('property: paying the payoff on any day pays the loan off, charged only the interest accrued to that day', () => {
    fc.assert(
      fc.property(loanArb, fc.integer({ min: 0, max: 2_000 }), (l, day) => {
        const base = ledgerOf(l);
        const paidOn = addDays(start, day);
        const payoff = loanState(base, paidOn).payoffCents;
        // Independent: the principal and the simple interest from the loan date to the day.
        expect(payoff).toBe(l.principalCents + refInterest(start, l.frequency, l.principalCents, l.annualRateBps, start, paidOn));
        expect(maxRepaymentCents(base, paidOn)).toBe(payoff);
        const paid = loanState({ ...base, repayments: [{ paidOn, amountCents: payoff }] }, addDays(paidOn, 30));
        expect(paid).toMatchObject({ paidOff: true, principalCents: 0, payoffCents: 0, overpaidCents: 0 });
        expect(missedPayment({ ...base, repayments: [{ paidOn, amountCents: payoff }] }, addDays(paidOn, 5_000))).toBeUndefined();
        const short = loanState({ ...base, repayments: [{ paidOn, amountCents: payoff - 1 }] }, paidOn);
        expect(short.paidOff).toBe(false);
      }),
    );
  });

  test('property: the largest repayment on a day, back-dated too, leaves no repayment paying more than was owed', () => {
    fc.assert(
      fc.property(
        loanArb,
        fc.array(fc.record({ day: fc.integer({ min: 0, max: 600 }), amountCents: fc.integer({ min: 1, max: 5_000_00 }) }), {
          maxLength: 4,
        }),
        fc.integer({ min: 0, max: 600 }),
        (l, made, day) => {
          const recorded = made.map((r) => ({ paidOn: addDays(start, r.day), amountCents: r.amountCents }));
          const end = addDays(start, 700);
          // Only histories the server could have recorded: nothing repaid beyond what was owed.
          fc.pre(refLedger(start, l.frequency, l.principalCents, l.annualRateBps, recorded, end).overpaid === 0);
          const ledger: LoanLedger = { ...ledgerOf(l), repayments: recorded };
          const paidOn = addDays(start, day);
          const max = maxRepaymentCents(ledger, paidOn);
          const overpaid = (cents: number): number =>
            refLedger(start, l.frequency, l.principalCents, l.annualRateBps, [...recorded, { paidOn, amountCents: cents }], end)
              .overpaid;
          expect(overpaid(max)).toBe(0);
          expect(overpaid(max + 1)).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  test('property: paying the loan off leaves nothing to re-amortise: the schedule stays the original one', () => {
    fc.assert(
      fc.property(loanArb, fc.integer({ min: 0, max: 2_000 }), (l, day) => {
        const base = ledgerOf(l);
        const paidOn = addDays(start, day);
        // Independent: the payoff is the principal and the simple interest from the loan date to the day.
        const payoff = l.principalCents + refInterest(start, l.frequency, l.principalCents, l.annualRateBps, start, paidOn);
        const paid = loanState({ ...base, repayments: [{ paidOn, amountCents: payoff }] }, addDays(paidOn, 30));
        expect(paid.paidOff).toBe(true);
        expect(paid.reamortisedOn).toBeUndefined();
        expect(paid.schedule).toEqual(originalSchedule(base));
      }),
      { numRuns: 200 },
    );
  });

  test('without repayments the schedule is the original one, and no repayment may be recorded before the loan date', () => {
    const loan: LoanLedger = { ...ledgerOf({ principalCents: 6_000_00, annualRateBps: 800, frequency: 'monthly', periods: 12 }) };
    expect(loanState(loan, addDays(start, 40)).schedule).toEqual(originalSchedule(loan));
    expect(maxRepaymentCents(loan, addDays(start, -1))).toBe(0);
    expect(maxRepaymentCents(loan, addDays(start, -400))).toBe(0);
    expect(maxRepaymentCents(loan, start)).toBe(6_000_00);
  });

  test('a repayment on a due date belongs to that period: more than the payment due then is a prepayment', () => {
    const base = ledgerOf({ principalCents: 12_000_00, annualRateBps: 850, frequency: 'monthly', periods: 24 });
    const [first] = originalSchedule(base);
    const dueDate = { year: 2026, month: 2, day: 15 };
    expect(first.dueDate).toEqual(dueDate);
    const state = loanState({ ...base, repayments: [{ paidOn: dueDate, amountCents: first.paymentCents + 100_00 }] }, dueDate);
    expect(state.reamortisedOn).toEqual(dueDate);
    expect(state.current.map((r) => r.number)).toEqual(Array.from({ length: 23 }, (_, i) => i + 2));
    expect(state.creditCents).toBe(0);
    // Exactly the payment due is no prepayment.
    const exact = loanState({ ...base, repayments: [{ paidOn: dueDate, amountCents: first.paymentCents }] }, dueDate);
    expect(exact.reamortisedOn).toBeUndefined();
    expect(exact.creditCents).toBe(first.paymentCents);
  });

  test('a second prepayment re-amortises the re-amortised schedule again, counted from its own first payment', () => {
    const base = ledgerOf({ principalCents: 12_000_00, annualRateBps: 850, frequency: 'monthly', periods: 24 });
    const [first, second] = originalSchedule(base);
    const onTime = { paidOn: first.dueDate, amountCents: first.paymentCents };
    const firstExtra = { paidOn: { year: 2026, month: 3, day: 1 }, amountCents: second.paymentCents + 500_00 };
    const once = loanState({ ...base, repayments: [onTime, firstExtra] }, firstExtra.paidOn);
    expect(once.reamortisedOn).toEqual(firstExtra.paidOn);
    expect(once.current[0].number).toBe(3);
    // In period 3: the re-amortised payment 3 and $500 more (less than payments 4 and 5 together).
    const secondExtra = { paidOn: { year: 2026, month: 4, day: 1 }, amountCents: once.current[0].paymentCents + 500_00 };
    expect(500_00).toBeLessThan(once.current[1].paymentCents + once.current[2].paymentCents);
    const twice = loanState({ ...base, repayments: [onTime, firstExtra, secondExtra] }, secondExtra.paidOn);
    expect(twice.reamortisedOn).toEqual(secondExtra.paidOn);
    expect(twice.current[0].number).toBe(4);
    expect(twice.schedule.map((r) => r.number)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(twice.schedule.slice(0, 2)).toEqual([first, second]);
    expect(twice.schedule[2]).toEqual(once.current[0]);
    expect(twice.schedule.slice(3)).toEqual(twice.current);
  });

  test('example: $10,000 at 8.75% paid off after 10 days costs $24.31 of interest, not the schedule’s $480.34', () => {
    const loan: LoanLedger = {
      principalCents: 10_000_00,
      annualRateBps: 875,
      termMonths: 12,
      frequency: 'monthly',
      startDate: { year: 2026, month: 11, day: 23 },
      repayments: [],
    };
    const total = originalSchedule(loan).reduce((s, r) => s + r.paymentCents, 0);
    expect(total - 10_000_00).toBe(480_34);
    // 10 of the 30 days of the first period: 10,000 * 8.75% / 12 * 10 / 30 = 24.305... rounded up.
    const paidOn = { year: 2026, month: 12, day: 3 };
    expect(loanState(loan, paidOn).payoffCents).toBe(10_024_31);
    expect(loanState({ ...loan, repayments: [{ paidOn, amountCents: 10_024_31 }] }, paidOn).paidOff).toBe(true);
  });

  test('property: a prepayment re-amortises the rest over the remaining term: the same due dates, a lower level payment', () => {
    fc.assert(
      fc.property(
        loanArb.filter((l) => l.periods >= 3),
        fc.nat(),
        fc.integer({ min: 0, max: 95 }),
        fc.integer({ min: 10_00, max: 50_000_00 }),
        (l, k0, offsetPercent, extra) => {
          const base = ledgerOf(l);
          const schedule = originalSchedule(base);
          const k = k0 % (schedule.length - 2);
          // The first k payments on time, then payment k+1 and `extra` more part-way through its period.
          const from = k === 0 ? start : schedule[k - 1].dueDate;
          const paidOn = addDays(from, 1 + Math.floor((offsetPercent * 26) / 100));
          const onTime = schedule.slice(0, k).map((r) => ({ paidOn: r.dueDate, amountCents: r.paymentCents }));
          const before = loanState({ ...base, repayments: onTime }, paidOn);
          const amount = Math.min(schedule[k].paymentCents + extra, before.payoffCents - 1);
          fc.pre(amount > schedule[k].paymentCents);
          const repayments = [...onTime, { paidOn, amountCents: amount }];
          const state = loanState({ ...base, repayments }, paidOn);
          expect(state.reamortisedOn).toEqual(paidOn);
          const rest = state.current;
          // The schedule as it stands: the payments covered so far as first scheduled, then the re-amortised ones.
          expect(state.schedule).toEqual([...schedule.slice(0, k + 1), ...rest]);
          const monthsPer = l.frequency === 'monthly' ? 1 : 3;
          expect(rest.map((r) => r.number)).toEqual(schedule.slice(k + 1).map((r) => r.number));
          expect(rest.map((r) => r.dueDate)).toEqual(rest.map((r) => refDue(start, monthsPer, r.number)));
          expect(rest.reduce((s, r) => s + r.principalCents, 0)).toBe(state.principalCents);
          expect(rest[rest.length - 1].balanceCents).toBe(0);
          // Level: the payments between the first and the last are equal; the first carries the part-period's
          // interest and equals them unless that interest alone is more.
          const level = schedulePaymentCents(rest);
          expect(rest.slice(1, -1).every((r) => r.paymentCents === level)).toBe(true);
          if (rest.length > 1) expect(rest[0].paymentCents === level || rest[0].principalCents === 0).toBe(true);
          expect(level).toBeLessThanOrEqual(schedule[0].paymentCents);
          // Level, not a balloon: each payment pays its interest rounded up and the level is rounded down, so the last
          // payment carries at most about 2 cents a period of shortfall, grown by interest; never less than the level.
          const r = l.annualRateBps / 10_000 / (12 / monthsPer);
          const last = rest[rest.length - 1].paymentCents;
          if (rest.length > 1) {
            expect(last).toBeGreaterThanOrEqual(level - 2);
            expect(last).toBeLessThanOrEqual(level + 2 + 2 * rest.length * (1 + r) ** rest.length);
          }
          // Independent: the first new payment's interest runs from the prepayment, the others over whole periods.
          expect(rest[0].interestCents).toBe(
            refInterest(start, l.frequency, state.principalCents, l.annualRateBps, paidOn, rest[0].dueDate),
          );
          // Paying the new schedule on its due dates pays the loan off exactly, with no missed payment on the way.
          const after = [...repayments, ...rest.map((r) => ({ paidOn: r.dueDate, amountCents: r.paymentCents }))];
          for (const r of rest) {
            expect(loanState({ ...base, repayments: after }, r.dueDate).principalCents).toBe(r.balanceCents);
            expect(missedPayment({ ...base, repayments: after }, addDays(r.dueDate, 1))).toBeUndefined();
          }
          expect(loanState({ ...base, repayments: after }, rest[rest.length - 1].dueDate).paidOff).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('missedPayment', () => {
  const loan = (repayments: LoanLedger['repayments']): LoanLedger => ({
    principalCents: 12_000_00,
    annualRateBps: 850,
    termMonths: 24,
    frequency: 'monthly',
    startDate: start,
    repayments,
  });
  const schedule = amortisationSchedule({
    principalCents: 12_000_00,
    annualRateBps: 850,
    termMonths: 24,
    frequency: 'monthly',
    startDate: start,
  });

  test('payments made on their due dates never leave a missed payment', () => {
    const paidOnTime = loan(schedule.map((r) => ({ paidOn: r.dueDate, amountCents: r.paymentCents })));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 900 }), (days) => {
        expect(missedPayment(paidOnTime, addDays(start, days))).toBeUndefined();
      }),
    );
  });

  test('an unpaid payment is missed the day after it was due, curable until the end of the next quarter, then deemed', () => {
    const l = loan([]);
    const first = schedule[0];
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
    const [first, second] = schedule;
    const caughtUp = loan([{ paidOn: addDays(second.dueDate, -1), amountCents: first.paymentCents + second.paymentCents }]);
    expect(missedPayment(caughtUp, addDays(second.dueDate, 1))).toBeUndefined();
  });

  test('the last payment is missed while anything is owed after its due date', () => {
    // Every payment a week late: the extra interest leaves a balance after the last scheduled amount.
    const late = loan(schedule.map((r) => ({ paidOn: addDays(r.dueDate, 7), amountCents: r.paymentCents })));
    const end = addDays(schedule[23].dueDate, 8);
    expect(loanState(late, end).principalCents).toBeGreaterThan(0);
    expect(missedPayment(late, end)).toMatchObject({ number: 24, dueDate: schedule[23].dueDate });
  });
});

describe('highestBalanceLast12MonthsCents', () => {
  test('is the highest total over the last 12 months, and never below the balance today', () => {
    fc.assert(
      fc.property(loanArb, fc.integer({ min: 0, max: 800 }), (l, days) => {
        const today = addDays(start, days);
        const base = ledgerOf(l);
        const paid = originalSchedule(base)
          .filter((r) => compareDates(r.dueDate, today) <= 0)
          .map((r) => ({ paidOn: r.dueDate, amountCents: r.paymentCents }));
        const ledger: LoanLedger = { ...base, repayments: paid };
        const highest = highestBalanceLast12MonthsCents([ledger], today);
        expect(highest).toBeGreaterThanOrEqual(balanceOn(ledger, today));
        // Independent: a day-by-day walk over the window (from the same day a year before).
        let walk = 0;
        for (let on = addMonths(today, -12); compareDates(on, today) <= 0; on = addDays(on, 1))
          walk = Math.max(walk, balanceOn(ledger, on));
        expect(highest).toBe(walk);
        if (days <= 365) expect(highest).toBe(l.principalCents);
      }),
      { numRuns: 40 },
    );
  });

  test('a loan made after today does not count until its day', () => {
    const today = { year: 2026, month: 9, day: 30 };
    const earlier: LoanLedger = {
      ...ledgerOf({ principalCents: 8_000_00, annualRateBps: 800, frequency: 'monthly', periods: 24 }),
    };
    const later: LoanLedger = { ...earlier, principalCents: 5_000_00, startDate: addDays(today, 1) };
    expect(highestBalanceLast12MonthsCents([earlier, later], today)).toBe(8_000_00);
    expect(highestBalanceLast12MonthsCents([earlier, later], addDays(today, 1))).toBe(13_000_00);
  });
});

describe('schedulePaymentCents', () => {
  test('the second payment of three or more, the first of one or two, and zero for no payment', () => {
    const row = (number: number, paymentCents: number) => ({
      number,
      dueDate: start,
      paymentCents,
      interestCents: 0,
      principalCents: paymentCents,
      balanceCents: 0,
    });
    expect(schedulePaymentCents([])).toBe(0);
    expect(schedulePaymentCents([row(1, 700)])).toBe(700);
    expect(schedulePaymentCents([row(1, 700), row(2, 650)])).toBe(700);
    expect(schedulePaymentCents([row(1, 700), row(2, 650), row(3, 651)])).toBe(650);
  });
});

describe('reamortisedSchedule', () => {
  test('refuses to re-amortise over no payment at all', () => {
    const input = {
      grid: { startDate: start, frequency: 'monthly' as const },
      annualRateBps: 850,
      balanceCents: 1_000_00,
      carriedInterestCents: 0,
      fromDate: start,
      firstNumber: 5,
      lastNumber: 4,
    };
    expect(() => reamortisedSchedule(input)).toThrow(new RangeError('no payment left to re-amortise over'));
    expect(() => reamortisedSchedule({ ...input, lastNumber: Number.POSITIVE_INFINITY })).toThrow(
      new RangeError('no payment left to re-amortise over'),
    );
    expect(reamortisedSchedule({ ...input, lastNumber: 5 }).map((r) => r.number)).toEqual([5]);
  });
});
