import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { loanOffset, loanOffsetCode, loanOffsetMessage, loanOffsetOnTermination } from './loan-offset';
import { refLedger } from './loan-reference-test-kit';

/**
 * Decision 0301: a loan offset on separation from service. The expectations are written here: the balance by the
 * note's words (the reference ledger), 12 months counted as the same day a year later, and the code table of the
 * 1099-R instructions (M with 1, 2 or 7 for a qualified plan loan offset; the ordinary code alone otherwise).
 */

const start = { year: 2026, month: 1, day: 15 };
const loan = (repayments: Array<{ paidOn: { year: number; month: number; day: number }; amountCents: number }> = []) => ({
  principalCents: 1_000_000,
  annualRateBps: 850,
  termMonths: 60,
  frequency: 'monthly' as const,
  startDate: start,
  repayments,
});

describe('a loan offset on separation from service (decision 0301)', () => {
  test('refused: a separation after today or before the loan, a loan with nothing outstanding', () => {
    const today = { year: 2026, month: 6, day: 1 };
    expect(loanOffset(loan(), { year: 2026, month: 6, day: 2 }, today)).toEqual({
      ok: false,
      field: 'separated_on',
      message: 'The separation date cannot be after today',
    });
    expect(loanOffset(loan(), { year: 2026, month: 1, day: 14 }, today)).toEqual({
      ok: false,
      field: 'separated_on',
      message: 'The separation date cannot be before the loan was made',
    });
    const paid = refLedger(start, 'monthly', 1_000_000, 850, [], { year: 2026, month: 3, day: 1 });
    const payoff = paid.principal + paid.accrued;
    expect(loanOffset(loan([{ paidOn: { year: 2026, month: 3, day: 1 }, amountCents: payoff }]), start, today)).toEqual({
      ok: false,
      field: 'separated_on',
      message: 'This loan has nothing outstanding to offset',
    });
  });

  test('the message of a qualified offset names the amount and the rollover deadline', () => {
    const outcome = loanOffset(loan(), { year: 2026, month: 5, day: 1 }, { year: 2026, month: 6, day: 1 });
    if (!outcome.ok) throw new Error(outcome.message);
    const ref = refLedger(start, 'monthly', 1_000_000, 850, [], { year: 2026, month: 6, day: 1 });
    expect(outcome.offset.amountCents).toBe(ref.principal + ref.accrued);
    expect(loanOffsetMessage({ ...outcome.offset, amountCents: 1_034_567 })).toBe(
      'Offset on Jun 1, 2026: $10,345.67 was taken from the account to repay the loan and is a distribution (a qualified plan loan offset, 1099-R code M) that may be rolled over until Oct 15, 2027.',
    );
    expect(loanOffsetMessage({ ...outcome.offset, amountCents: 1_034_567, qualified: false })).toBe(
      'Offset on Jun 1, 2026: $10,345.67 was taken from the account to repay the loan and is a distribution (1099-R) that may be rolled over within 60 days.',
    );
  });

  test('property: the offset is the outstanding balance and interest that day; qualified within 12 months of leaving', () => {
    const day = (from: number, span: number) => fc.integer({ min: from, max: from + span });
    fc.assert(
      fc.property(
        day(0, 700),
        day(0, 500),
        fc.array(fc.record({ after: fc.integer({ min: 1, max: 400 }), amountCents: fc.integer({ min: 1, max: 40_000 }) }), {
          maxLength: 4,
        }),
        (separatedAfter, offsetAfterSeparation, payments) => {
          // Days counted from the loan date with Date.UTC (independent of the product's calendar arithmetic).
          const dateAt = (days: number) => {
            const d = new Date(Date.UTC(start.year, start.month - 1, start.day + days));
            return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
          };
          const separatedOn = dateAt(separatedAfter);
          const today = dateAt(separatedAfter + offsetAfterSeparation);
          const repayments = payments.map((p) => ({ paidOn: dateAt(p.after), amountCents: p.amountCents }));
          const ref = refLedger(start, 'monthly', 1_000_000, 850, repayments, today);
          const outcome = loanOffset(loan(repayments), separatedOn, today);
          if (ref.principal + ref.accrued <= 0) {
            expect(outcome.ok).toBe(false);
            return;
          }
          if (!outcome.ok) throw new Error(outcome.message);
          expect(outcome.offset.amountCents).toBe(ref.principal + ref.accrued);
          expect(outcome.offset.taxYear).toBe(today.year);
          // 12 months: today is at most the same day a year after the separation (Feb 29 counts to Feb 28).
          const yearLater = new Date(Date.UTC(separatedOn.year + 1, separatedOn.month - 1, separatedOn.day));
          const lastDay =
            yearLater.getUTCMonth() !== separatedOn.month - 1
              ? Date.UTC(separatedOn.year + 1, separatedOn.month, 0)
              : yearLater.getTime();
          expect(outcome.offset.qualified).toBe(Date.UTC(today.year, today.month - 1, today.day) <= lastDay);
          expect(outcome.offset.rolloverDeadline).toEqual({ year: today.year + 1, month: 10, day: 15 });
        },
      ),
    );
  });

  test('the 1099-R code: M with 1, 2 or 7 when qualified; the ordinary code alone when not', () => {
    const table: Array<[boolean, boolean, boolean, string]> = [
      [true, false, false, 'M1'],
      [true, false, true, 'M2'],
      [true, true, false, 'M7'],
      [true, true, true, 'M7'],
      [false, false, false, '1'],
      [false, false, true, '2'],
      [false, true, false, '7'],
      [false, true, true, '7'],
    ];
    for (const [qualified, normal, at55, code] of table) expect(loanOffsetCode(qualified, normal, at55)).toBe(code);
  });

  test('12 months to the day is still qualified, the day after is not; a loan deemed distributed before says so', () => {
    const at = (year: number, month: number, day: number) =>
      loanOffset(loan(), { year: 2026, month: 5, day: 1 }, { year, month, day });
    expect(at(2027, 5, 1)).toMatchObject({ ok: true, offset: { qualified: true } });
    expect(at(2027, 5, 2)).toMatchObject({ ok: true, offset: { qualified: false } });
    // No payment was ever made: the first one (Feb 15, 2026) was deemed distributed at the end of its cure period, June 30.
    expect(at(2026, 6, 30)).toMatchObject({ ok: true, offset: { alreadyDeemed: false } });
    expect(at(2026, 7, 1)).toMatchObject({ ok: true, offset: { alreadyDeemed: true } });
  });
});

describe('a loan offset by reason of the plan termination (decision 0339)', () => {
  test('on or after the termination date it is always a qualified plan loan offset of what a full payoff would be (property)', () => {
    const termination = { year: 2026, month: 3, day: 1 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (days) => {
        const t = new Date(Date.UTC(2026, 2, 1 + days));
        const today = { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
        const outcome = loanOffsetOnTermination(loan(), termination, today);
        const same = loanOffset(loan(), start, today);
        expect(outcome.ok).toBe(true);
        if (outcome.ok && same.ok) {
          expect(outcome.offset.qualified).toBe(true);
          expect(outcome.offset.amountCents).toBe(same.offset.amountCents);
          expect(outcome.offset.date).toEqual(today);
        }
      }),
      { numRuns: 40 },
    );
  });

  test('refused before the termination date', () => {
    expect(loanOffsetOnTermination(loan(), { year: 2026, month: 6, day: 2 }, { year: 2026, month: 6, day: 1 })).toEqual({
      ok: false,
      field: 'separated_on',
      message: "The loan can be offset on or after the plan's termination date",
    });
  });
});
