import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type CsvTransaction, checkRunningBalance, mapCsvHeader, readCsvLine } from './statement-csv';

const NAMES = {
  date: ['Date', 'Posted Date', 'Transaction Date', 'POSTING DATE'],
  description: ['Description', 'Memo', 'Payee', 'Transaction Details'],
  amount: ['Amount', 'Transaction Amount', 'Amount (USD)'],
  debit: ['Debit', 'Withdrawals', 'Money Out'],
  credit: ['Credit', 'Deposits', 'Money In'],
  balance: ['Balance', 'Running Balance'],
} as const;

describe('mapCsvHeader', () => {
  test('finds the columns by the names banks use, in any order, with other columns around them', () => {
    const header = fc.record({
      date: fc.constantFrom(...NAMES.date),
      description: fc.constantFrom(...NAMES.description),
      money: fc.oneof(
        fc.constantFrom(...NAMES.amount).map((a) => ({ amount: a })),
        fc.tuple(fc.constantFrom(...NAMES.debit), fc.constantFrom(...NAMES.credit)).map(([d, c]) => ({ debit: d, credit: c })),
      ),
      balance: fc.option(fc.constantFrom(...NAMES.balance), { nil: undefined }),
      extra: fc.array(fc.constantFrom('Check Number', 'Type', 'Category'), { maxLength: 2 }),
      order: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
    });
    fc.assert(
      fc.property(header, (h) => {
        const named: Array<[string, string]> = [
          ['date', h.date],
          ['description', h.description],
          ...Object.entries(h.money),
          ...(h.balance ? [['balance', h.balance] as [string, string]] : []),
          ...h.extra.map((e) => ['extra', e] as [string, string]),
        ];
        const shuffled = named
          .map((n, i) => ({ n, k: h.order[i] ?? 0 }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.n);
        const cells = shuffled.map(([, name]) => name);
        const want: Record<string, number> = {};
        shuffled.forEach(([key], i) => {
          if (key !== 'extra') want[key] = i;
        });
        expect(mapCsvHeader(cells)).toEqual(want);
      }),
    );
  });

  test('a header without a date, a description or an amount is not a statement header', () => {
    expect(mapCsvHeader(['Date', 'Amount'])).toBeUndefined();
    expect(mapCsvHeader(['Description', 'Amount'])).toBeUndefined();
    expect(mapCsvHeader(['Date', 'Description', 'Balance'])).toBeUndefined();
  });
});

describe('readCsvLine', () => {
  test('debit and credit columns give a signed amount; bad cells are named with the line', () => {
    const columns = { date: 0, description: 1, debit: 2, credit: 3 };
    expect(readCsvLine(columns, ['03/14/2026', 'FEE', '12.50', ''], 7)).toEqual({
      ok: true,
      transaction: { line: 7, postedOn: '2026-03-14', description: 'FEE', amountCents: -1250 },
    });
    expect(readCsvLine(columns, ['2026-03-14', 'DEP', '', '1,000.00'], 8)).toMatchObject({
      transaction: { amountCents: 100000 },
    });
    expect(readCsvLine(columns, ['2026-03-14', 'X', '1', '2'], 9)).toEqual({
      ok: false,
      message: 'Line 9: it has both a debit and a credit',
    });
    expect(readCsvLine({ date: 0, description: 1, amount: 2 }, ['2026-03-14', 'X', '12,x'], 14)).toEqual({
      ok: false,
      message: 'Line 14: the amount "12,x" is not a number',
    });
    expect(readCsvLine({ date: 0, description: 1, amount: 2 }, ['14.3.2026', 'X', '1'], 3)).toEqual({
      ok: false,
      message: 'Line 3: the date "14.3.2026" is not a date (write it as YYYY-MM-DD or MM/DD/YYYY)',
    });
    expect(readCsvLine({ date: 0, description: 1, amount: 2 }, ['2026-03-14', '  ', '1'], 4)).toEqual({
      ok: false,
      message: 'Line 4: the description is empty',
    });
  });
});

/** Rows with a running balance, built as a bank would print them. */
const statement = fc
  .record({
    opening: fc.integer({ min: -1_000_000, max: 10_000_000 }),
    amounts: fc.array(
      fc.integer({ min: -500_000, max: 500_000 }).filter((a) => a !== 0),
      { minLength: 1, maxLength: 30 },
    ),
    newestFirst: fc.boolean(),
  })
  .map(({ opening, amounts, newestFirst }) => {
    let balance = opening;
    const rows: CsvTransaction[] = amounts.map((amountCents, i) => {
      balance += amountCents;
      const day = `2026-01-${String(1 + Math.floor(i / 2)).padStart(2, '0')}`;
      return { line: 0, postedOn: day, description: `T${i}`, amountCents, balanceCents: balance };
    });
    const printed =
      newestFirst && rows.length > 1 && rows[0].postedOn < rows[rows.length - 1].postedOn ? [...rows].reverse() : rows;
    return { opening, closing: balance, rows: printed.map((r, i) => ({ ...r, line: i + 2 })) };
  });

describe('checkRunningBalance', () => {
  test('a consistent balance column gives the opening and closing balances, oldest or newest line first', () => {
    fc.assert(
      fc.property(statement, ({ opening, closing, rows }) => {
        expect(checkRunningBalance(rows)).toEqual({ ok: true, openingCents: opening, closingCents: closing });
      }),
    );
  });

  test('a balance that does not follow from the line before is named', () => {
    fc.assert(
      fc.property(statement, fc.nat(), fc.integer({ min: 1, max: 1000 }), ({ rows }, pick, off) => {
        if (rows.length < 2) return;
        // Oldest first, a wrong balance on any line but the first (which only sets the opening) is caught there.
        const oldestFirst = rows[0].postedOn <= rows[rows.length - 1].postedOn;
        const order = oldestFirst ? rows : [...rows].reverse();
        const at = 1 + (pick % (order.length - 1));
        const broken = order.map((r, i) => (i === at ? { ...r, balanceCents: (r.balanceCents as number) + off } : r));
        const printed = oldestFirst ? broken : [...broken].reverse();
        const result = checkRunningBalance(printed);
        expect(result.ok).toBe(false);
        expect(result.ok ? '' : result.message).toMatch(new RegExp(`^Line ${order[at].line}: the balance `));
      }),
    );
  });
});
