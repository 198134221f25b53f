import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import {
  CSV_HEADER_MESSAGE,
  type CsvColumns,
  type CsvTransaction,
  checkRunningBalance,
  looksLikeOfx,
  mapCsvHeader,
  normalizeText,
  readCsvLine,
  readOfx,
} from '@/domain/statements';
import { ValidationError } from '../http/errors';

/** Message of a file that is neither format (checked by content: the name and the declared type are ignored). */
export const NOT_A_STATEMENT_MESSAGE = 'The file is neither a CSV nor an OFX/QFX statement';
/** Message of a statement without transactions. */
export const NO_TRANSACTIONS_MESSAGE = 'The statement has no transactions';
/** Message of an OFX statement without a closing balance. */
export const NO_LEDGER_BALANCE_MESSAGE = 'The OFX statement has no closing balance (LEDGERBAL)';
/** Longest CSV line read, in characters. */
export const MAX_LINE_CHARACTERS = 10_000;

/** One transaction of a statement file, with the key that makes its import idempotent. */
export interface FileTransaction {
  line: number;
  postedOn: string;
  description: string;
  amountCents: number;
  /** SHA-256 (hex) of the FITID, or of the CSV line's day, amount, description and occurrence. */
  key: string;
}

/** What a statement file says, read and checked. */
export interface StatementFile {
  format: 'csv' | 'ofx';
  contentHash: string;
  accountLast4?: string;
  periodStart: string;
  periodEnd: string;
  /** The opening balance when the file gives it (a CSV balance column), else undefined (see settleOfxBalances). */
  openingCents?: number;
  /** The closing balance the file states (OFX LEDGERBAL, a CSV balance column's last), or undefined. */
  closingCents?: number;
  /** The line the closing balance is on (OFX LEDGERBAL), for the message when it does not add up. */
  closingLine?: number;
  transactions: FileTransaction[];
}

const refuse = (message: string): ValidationError => new ValidationError({ file: [message] });
const sha256 = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex');

/** The file's text: UTF-8, or Windows-1252 when it is not valid UTF-8 (older OFX files say CHARSET:1252). */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The delimiter of a CSV's first lines: the one of comma, semicolon and tab that occurs most. */
function delimiterOf(head: string): string {
  const counts = [',', ';', '\t'].map((d) => [d, head.split(d).length - 1] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/** Plain words for csv-parse's errors. */
function csvErrorMessage(error: unknown): string {
  const e = error as { code?: string; lines?: number };
  const line = e.lines ?? 1;
  switch (e.code) {
    case 'CSV_MAX_RECORD_SIZE':
      return `Line ${line}: the line is longer than ${MAX_LINE_CHARACTERS} characters`;
    case 'CSV_QUOTE_NOT_CLOSED':
      return `Line ${line}: a quoted value is not closed`;
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return `Line ${line}: a quote is out of place`;
    default:
      return `Line ${line}: the line cannot be read as CSV`;
  }
}

/**
 * Reads a CSV statement with csv-parse, streaming its records: the header row is the first of the first ten lines that
 * names the columns (lines before it, such as an account line, are skipped), each line after it is one transaction.
 */
async function readCsv(text: string, contentHash: string): Promise<StatementFile> {
  const head = text.slice(0, 4096);
  const parser = Readable.from([text]).pipe(
    parse({
      delimiter: delimiterOf(head.split(/\r?\n/).slice(0, 10).join('\n')),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: MAX_LINE_CHARACTERS,
      info: true,
    }),
  );
  let columns: CsvColumns | undefined;
  let records = 0;
  const rows: CsvTransaction[] = [];
  const occurrences = new Map<string, number>();
  const keys: string[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      records++;
      if (!columns) {
        columns = mapCsvHeader(record);
        if (!columns && records >= 10) break;
        continue;
      }
      const reading = readCsvLine(columns, record, info.lines);
      if (!reading.ok) throw refuse(reading.message);
      const t = reading.transaction;
      if (t.amountCents === 0) continue;
      const identity = `${t.postedOn}|${t.amountCents}|${normalizeText(t.description)}`;
      const occurrence = (occurrences.get(identity) ?? 0) + 1;
      occurrences.set(identity, occurrence);
      rows.push(t);
      keys.push(sha256(`csv|${identity}|${occurrence}`));
    }
  } catch (error) {
    parser.destroy();
    if (error instanceof ValidationError) throw error;
    throw refuse(csvErrorMessage(error));
  }
  if (!columns) throw refuse(/[,;\t]/.test(head.split(/\r?\n/)[0] ?? '') ? CSV_HEADER_MESSAGE : NOT_A_STATEMENT_MESSAGE);
  if (rows.length === 0) throw refuse(NO_TRANSACTIONS_MESSAGE);
  const days = rows.map((r) => r.postedOn).sort();
  const file: StatementFile = {
    format: 'csv',
    contentHash,
    periodStart: days[0],
    periodEnd: days[days.length - 1],
    transactions: rows.map((r, i) => ({ ...r, key: keys[i] })),
  };
  if (columns.balance !== undefined) {
    const balances = checkRunningBalance(rows);
    if (!balances.ok) throw refuse(balances.message);
    file.openingCents = balances.openingCents;
    file.closingCents = balances.closingCents;
  }
  return file;
}

/** Reads an OFX/QFX statement with the domain's tolerant reader. */
function readOfxFile(text: string, contentHash: string): StatementFile {
  const reading = readOfx(text);
  if (!reading.ok) throw refuse(reading.message);
  const s = reading.statement;
  if (s.transactions.length === 0) throw refuse(NO_TRANSACTIONS_MESSAGE);
  if (s.ledgerBalanceCents === undefined) throw refuse(NO_LEDGER_BALANCE_MESSAGE);
  const days = s.transactions.map((t) => t.postedOn).sort();
  const account = s.accountLast4 ?? '';
  return {
    format: 'ofx',
    contentHash,
    accountLast4: s.accountLast4,
    periodStart: s.periodStart !== undefined && s.periodStart < days[0] ? s.periodStart : days[0],
    periodEnd: s.periodEnd !== undefined && s.periodEnd > days[days.length - 1] ? s.periodEnd : days[days.length - 1],
    closingCents: s.ledgerBalanceCents,
    closingLine: s.ledgerBalanceLine,
    transactions: s.transactions.map((t) => ({
      line: t.line,
      postedOn: t.postedOn,
      description: t.description,
      amountCents: t.amountCents,
      key: sha256(`ofx|${account}|${t.fitid}`),
    })),
  };
}

/**
 * Reads a statement file by its content: OFX/QFX when it starts like one, else CSV with a header row naming the
 * columns; anything else, a file with NUL bytes included, is refused (400 `fields.file`), as is a malformed line, with
 * the line named. Nothing is written here.
 */
export async function readStatementFile(bytes: Buffer): Promise<StatementFile> {
  if (bytes.length === 0 || bytes.includes(0)) throw refuse(NOT_A_STATEMENT_MESSAGE);
  const contentHash = sha256(bytes);
  const text = decodeText(bytes);
  if (looksLikeOfx(text.slice(0, 2048))) return readOfxFile(text, contentHash);
  return readCsv(text, contentHash);
}
