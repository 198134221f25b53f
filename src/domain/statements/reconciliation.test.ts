import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type LedgerSidedTransaction,
  monthList,
  reconcileYear,
  type StatementPeriod,
  unreconciledMessage,
} from './reconciliation';

const DAY = 86_400_000;
const isoOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const Y = 2025;
const START = Date.UTC(Y, 0, 1);

/**
 * A year of statements back to back (each starting the day after the one before ends), each opening at the balance
 * the statements before come to plus a `gap` (usually 0), with transactions whose ledger side may differ.
 */
const world = fc
  .record({
    opening: fc.integer({ min: 0, max: 10_000_000 }),
    cuts: fc.uniqueArray(fc.integer({ min: 1, max: 364 }), { maxLength: 5 }),
    gaps: fc.array(fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: -5000, max: 5000 })), {
      minLength: 6,
      maxLength: 6,
    }),
    txs: fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 364 }),
        cents: fc.integer({ min: -200_000, max: 200_000 }).filter((c) => c !== 0),
        ledger: fc.oneof(fc.constant('same'), fc.constant('same'), fc.constant('none'), fc.integer({ min: -1000, max: 1000 })),
      }),
      { maxLength: 60 },
    ),
  })
  .map(({ opening, cuts, gaps, txs }) => {
    const starts = [0, ...[...cuts].sort((a, b) => a - b)];
    const transactions: LedgerSidedTransaction[] = txs.map((t, i) => ({
      id: `t${i}`,
      postedOn: isoOf(START + t.day * DAY),
      description: `T${i}`,
      amountCents: t.cents,
      ledgerCents: t.ledger === 'same' ? t.cents : t.ledger === 'none' ? 0 : t.cents + (t.ledger === 0 ? 1 : t.ledger),
    }));
    let balance = opening;
    const periods: StatementPeriod[] = starts.map((s, i) => {
      const end = i + 1 < starts.length ? starts[i + 1] - 1 : 364;
      const declared = balance + (i === 0 ? 0 : gaps[i]);
      const sum = transactions
        .filter((t) => t.postedOn >= isoOf(START + s * DAY) && t.postedOn <= isoOf(START + end * DAY))
        .reduce((a, t) => a + t.amountCents, 0);
      balance = declared + sum;
      return { start: isoOf(START + s * DAY), end: isoOf(START + end * DAY), openingCents: declared, closingCents: balance };
    });
    return { periods, transactions };
  });

/** The independent formulation: walk the year day by day, resetting to each statement's declared opening. */
function walk(periods: readonly StatementPeriod[], txs: readonly LedgerSidedTransaction[]) {
  const months = Array.from({ length: 12 }, () => ({
    opening: 0,
    closing: 0,
    in: 0,
    out: 0,
    lin: 0,
    lout: 0,
    jumps: 0,
    diffs: 0,
  }));
  let balance = 0;
  let started = false;
  for (let d = 0; d < 365; d++) {
    const day = isoOf(START + d * DAY);
    const m = Number(day.slice(5, 7)) - 1;
    if (day.endsWith('-01')) months[m].opening = balance;
    const p = periods.find((x) => x.start === day);
    if (p) {
      if (started && p.openingCents !== balance) {
        months[m].jumps += p.openingCents - balance;
        months[m].diffs++;
      }
      balance = p.openingCents;
      if (!started && day.endsWith('-01')) months[m].opening = balance;
      started = true;
    }
    for (const t of txs.filter((x) => x.postedOn === day)) {
      balance += t.amountCents;
      if (t.amountCents > 0) months[m].in += t.amountCents;
      else months[m].out -= t.amountCents;
      if (t.ledgerCents > 0) months[m].lin += t.ledgerCents;
      else months[m].lout -= t.ledgerCents;
      if (t.ledgerCents !== t.amountCents) months[m].diffs++;
    }
    months[m].closing = balance;
  }
  return months;
}

describe('reconcileYear', () => {
  test('each month: the statement balances, money in and out, the ledger side and the difference', () => {
    fc.assert(
      fc.property(world, ({ periods, transactions }) => {
        const got = reconcileYear(Y, periods, transactions, '2026-06-01');
        const want = walk(periods, transactions);
        expect(got.months).toHaveLength(12);
        got.months.forEach((m, i) => {
          const w = want[i];
          expect([m.openingCents, m.closingCents, m.moneyInCents, m.moneyOutCents, m.ledgerInCents, m.ledgerOutCents]).toEqual([
            w.opening,
            w.closing,
            w.in,
            w.out,
            w.lin,
            w.lout,
          ]);
          expect(m.differenceCents).toBe(w.closing - w.opening - (w.lin - w.lout));
          expect(m.differences).toHaveLength(w.diffs);
          expect(m.reconciled).toBe(w.diffs === 0 && m.differenceCents === 0);
        });
        expect(got.unreconciledMonths).toEqual(got.months.filter((m) => !m.reconciled).map((m) => m.month));
        expect(got.reconciled).toBe(got.unreconciledMonths.length === 0);
        expect(got.yearTotal.differenceCents).toBe(want.reduce((s, w) => s + w.closing - w.opening - (w.lin - w.lout), 0));
        expect(got.yearTotal.closingCents).toBe(want[11].closing);
      }),
      { numRuns: 500 },
    );
  });

  test('months without a statement do not reconcile; months after today are left out', () => {
    const periods = [{ start: '2026-02-01', end: '2026-03-31', openingCents: 100, closingCents: 100 }];
    const r = reconcileYear(2026, periods, [], '2026-04-15');
    expect(r.months.map((m) => m.month)).toEqual([1, 2, 3, 4]);
    expect(r.unreconciledMonths).toEqual([1, 4]);
    expect(r.months[0].differences[0].reason).toBe('No imported statement covers every day of January 2026');
    expect(r.imported).toBe(true);
    expect(reconcileYear(2024, periods, [], '2026-04-15')).toMatchObject({ imported: false, reconciled: false });
  });

  test('the 5500-EZ message names the months', () => {
    expect(monthList([3])).toBe('March');
    expect(monthList([3, 4])).toBe('March and April');
    expect(monthList([1, 2, 12])).toBe('January, February and December');
    expect(unreconciledMessage(2025, [])).toBeUndefined();
    expect(unreconciledMessage(2025, [3, 4])).toBe(
      'The trust account does not reconcile for March and April 2025: review the statements before preparing the 5500-EZ',
    );
  });
});
