import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { amortisationSchedule } from '@/domain/loans/amortisation-schedule';
import type { LoanLedger } from '@/domain/loans/loan-balance';
import { addDays, type CalendarDate, compareDates } from '@/domain/shared/calendar-date';
import { planAssetsOn } from './form-5500-ez-assets';
import { FILING_THRESHOLD_CENTS, filingRequirement } from './form-5500-ez-schedule';

const YEAR_END: CalendarDate = { year: 2026, month: 12, day: 31 };

/** A quarterly loan started `startOffset` days before the year end, repaid on time for `paidRows` payments. */
function loan(principalCents: number, startOffset: number, paidRows: number): LoanLedger {
  const startDate = addDays(YEAR_END, -startOffset);
  const schedule = amortisationSchedule({
    principalCents,
    annualRateBps: 850,
    termMonths: 60,
    frequency: 'quarterly',
    startDate,
  });
  const repayments = schedule.slice(0, paidRows).map((r) => ({ paidOn: r.dueDate, amountCents: r.paymentCents }));
  return { principalCents, annualRateBps: 850, termMonths: 60, frequency: 'quarterly', startDate, repayments };
}

/** The loan's schedule as signed (the test's own call, for its independent sum). */
function scheduleOf(l: LoanLedger) {
  return amortisationSchedule({ ...l });
}

describe('Form 5500-EZ: the plan’s total assets (all participants’ accounts and outstanding loans)', () => {
  test('the owner alone under $250,000 with a spouse’s account and a loan over it: filing is required', () => {
    const assets = planAssetsOn({ accountsCents: [20_000_000, 4_000_000], loans: [loan(2_000_000, 10, 0)], on: YEAR_END });
    expect(assets).toEqual({ participants: 2, accountsCents: 24_000_000, loansCents: 2_000_000, totalCents: 26_000_000 });
    expect(filingRequirement({ yearEndAssetsAllPlansCents: assets.totalCents, finalPlanYear: false }).required).toBe(true);
  });

  test('a loan not yet made counts nothing; one deemed distributed by the year end is no longer an asset', () => {
    expect(planAssetsOn({ accountsCents: [100], loans: [loan(500_000, -5, 0)], on: YEAR_END }).loansCents).toBe(0);
    // Made 300 days before: its first quarterly payment (about 210 days before) was missed and its cure period ended.
    expect(planAssetsOn({ accountsCents: [100], loans: [loan(500_000, 300, 0)], on: YEAR_END }).loansCents).toBe(0);
  });

  test('property: total = sum of every account + the scheduled balance of each loan repaid on time (independent sum)', () => {
    const loans = fc.array(
      fc.record({ principal: fc.integer({ min: 100_000, max: 5_000_000 }), start: fc.integer({ min: -60, max: 1700 }) }),
      { maxLength: 3 },
    );
    const accounts = fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(accounts, loans, (accountsCents, terms) => {
        const ledgers = terms.map((t) => {
          const startDate = addDays(YEAR_END, -t.start);
          const dueRows = amortisationSchedule({
            principalCents: t.principal,
            annualRateBps: 850,
            termMonths: 60,
            frequency: 'quarterly',
            startDate,
          }).filter((r) => compareDates(r.dueDate, YEAR_END) <= 0).length;
          return loan(t.principal, t.start, dueRows);
        });
        // Independent: an on-time loan's balance is the balance after the last payment due by the year end.
        const expectedLoans = ledgers.reduce((sum, l) => {
          if (compareDates(l.startDate, YEAR_END) > 0) return sum;
          const lastDue = scheduleOf(l)
            .filter((r) => compareDates(r.dueDate, YEAR_END) <= 0)
            .at(-1);
          return sum + (lastDue === undefined ? l.principalCents : lastDue.balanceCents);
        }, 0);
        let expectedAccounts = 0;
        for (const cents of accountsCents) expectedAccounts += cents;
        const assets = planAssetsOn({ accountsCents, loans: ledgers, on: YEAR_END });
        expect(assets).toEqual({
          participants: accountsCents.length,
          accountsCents: expectedAccounts,
          loansCents: expectedLoans,
          totalCents: expectedAccounts + expectedLoans,
        });
        expect(filingRequirement({ yearEndAssetsAllPlansCents: assets.totalCents, finalPlanYear: false }).required).toBe(
          expectedAccounts + expectedLoans > FILING_THRESHOLD_CENTS,
        );
      }),
    );
  });
});
