import { formatCentsPlain, parseStatementAmount, parseStatementDate, quoted } from './statement-values';

/** Which column (0-based) holds what, as read from a CSV statement's header row. */
export interface CsvColumns {
  date: number;
  description: number;
  /** One signed amount column, or debit and/or credit columns. */
  amount?: number;
  debit?: number;
  credit?: number;
  balance?: number;
}

/** The header names banks use, lower case with only letters and digits kept. */
const HEADER_NAMES: Readonly<Record<keyof CsvColumns, readonly string[]>> = {
  date: [
    'date',
    'posteddate',
    'postingdate',
    'postdate',
    'transactiondate',
    'transdate',
    'valuedate',
    'effectivedate',
    'bookingdate',
  ],
  description: [
    'description',
    'transactiondescription',
    'details',
    'transactiondetails',
    'memo',
    'payee',
    'name',
    'narrative',
    'particulars',
  ],
  amount: ['amount', 'transactionamount', 'amountusd', 'netamount'],
  debit: ['debit', 'debits', 'debitamount', 'withdrawal', 'withdrawals', 'withdrawalamount', 'moneyout', 'paidout'],
  credit: ['credit', 'credits', 'creditamount', 'deposit', 'deposits', 'depositamount', 'moneyin', 'paidin'],
  balance: ['balance', 'runningbalance', 'ledgerbalance', 'accountbalance'],
};

/** Message of a header row that does not name the columns a statement needs. */
export const CSV_HEADER_MESSAGE =
  'Line 1: the header row must name a date column, a description column and an amount column (or debit and credit columns)';

const headerKey = (cell: string): string =>
  cell
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The columns named by a header row (the first name of each kind wins), or undefined when one it needs is missing. */
export function mapCsvHeader(cells: readonly string[]): CsvColumns | undefined {
  const found: Partial<CsvColumns> = {};
  cells.forEach((cell, index) => {
    const key = headerKey(cell);
    for (const [column, names] of Object.entries(HEADER_NAMES) as Array<[keyof CsvColumns, readonly string[]]>) {
      if (found[column] === undefined && names.includes(key)) {
        found[column] = index;
        return;
      }
    }
  });
  if (found.date === undefined || found.description === undefined) return undefined;
  if (found.amount === undefined && found.debit === undefined && found.credit === undefined) return undefined;
  return found as CsvColumns;
}

/** One transaction read from a CSV line. */
export interface CsvTransaction {
  line: number;
  postedOn: string;
  description: string;
  amountCents: number;
  balanceCents?: number;
}

/** A line read, or why it cannot be. */
export type CsvLineReading = { ok: true; transaction: CsvTransaction } | { ok: false; message: string };

const fail = (line: number, message: string): CsvLineReading => ({ ok: false, message: `Line ${line}: ${message}` });

/** Longest description kept, in characters. */
export const DESCRIPTION_MAX = 500;

/** Reads one data line of a CSV statement by its header's columns (`line` is the 1-based line number in the file). */
export function readCsvLine(columns: CsvColumns, cells: readonly string[], line: number): CsvLineReading {
  const cell = (index: number | undefined): string => (index === undefined ? '' : (cells[index] ?? '').trim());
  const dateText = cell(columns.date);
  const postedOn = parseStatementDate(dateText);
  if (postedOn === undefined)
    return fail(line, `the date ${quoted(dateText)} is not a date (write it as YYYY-MM-DD or MM/DD/YYYY)`);
  const description = cell(columns.description);
  if (description === '') return fail(line, 'the description is empty');
  if ([...description].length > DESCRIPTION_MAX)
    return fail(line, `the description is longer than ${DESCRIPTION_MAX} characters`);
  let amountCents: number;
  if (columns.amount !== undefined) {
    const text = cell(columns.amount);
    const cents = parseStatementAmount(text);
    if (cents === undefined) return fail(line, `the amount ${quoted(text)} is not a number`);
    amountCents = cents;
  } else {
    const debitText = cell(columns.debit);
    const creditText = cell(columns.credit);
    const debit = debitText === '' ? 0 : parseStatementAmount(debitText);
    if (debit === undefined) return fail(line, `the debit ${quoted(debitText)} is not a number`);
    const credit = creditText === '' ? 0 : parseStatementAmount(creditText);
    if (credit === undefined) return fail(line, `the credit ${quoted(creditText)} is not a number`);
    if (debit !== 0 && credit !== 0) return fail(line, 'it has both a debit and a credit');
    amountCents = credit !== 0 ? Math.abs(credit) : -Math.abs(debit);
  }
  const transaction: CsvTransaction = { line, postedOn, description, amountCents };
  if (columns.balance !== undefined) {
    const text = cell(columns.balance);
    const balance = parseStatementAmount(text);
    if (balance === undefined) return fail(line, `the balance ${quoted(text)} is not a number`);
    transaction.balanceCents = balance;
  }
  return { ok: true, transaction };
}

/** The balances a file's running balance column gives, or the line where it does not add up. */
export type RunningBalance = { ok: true; openingCents: number; closingCents: number } | { ok: false; message: string };

/**
 * Checks a running balance column: in the file's order (oldest first, or newest first when the first line is dated after
 * the last), each line's balance must be the balance before it plus its amount. Answers the opening balance (before the
 * oldest line) and the closing one (after the newest), or the first line that does not add up.
 */
export function checkRunningBalance(rows: readonly CsvTransaction[]): RunningBalance {
  if (rows.length === 0) return { ok: true, openingCents: 0, closingCents: 0 };
  const newestFirst = rows.length > 1 && rows[0].postedOn > rows[rows.length - 1].postedOn;
  const ordered = newestFirst ? [...rows].reverse() : rows;
  const first = ordered[0];
  const opening = (first.balanceCents as number) - first.amountCents;
  let balance = opening;
  for (const row of ordered) {
    const expected = balance + row.amountCents;
    if (row.balanceCents !== expected)
      return {
        ok: false,
        message: `Line ${row.line}: the balance ${formatCentsPlain(row.balanceCents as number)} is not the balance before it plus the amount (${formatCentsPlain(expected)})`,
      };
    balance = expected;
  }
  return { ok: true, openingCents: opening, closingCents: balance };
}
