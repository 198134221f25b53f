import {
  CSV_HEADER_MESSAGE,
  type CsvTransaction,
  checkRunningBalance,
  looksLikeOfx,
  mapCsvHeader,
  readCsvLine,
  readOfx,
} from '@/domain/statements';
import { throwIfInvalid } from './fake-port-kit';

/** As the server says them (server/statements/statement-file.ts, statement-import.ts). */
const NOT_A_STATEMENT = 'The file is neither a CSV nor an OFX/QFX statement';
const NO_TRANSACTIONS = 'The statement has no transactions';
const NO_LEDGER_BALANCE = 'The OFX statement has no closing balance (LEDGERBAL)';

/** One transaction of a file: its day, description and signed amount in cents. */
export type FileTransaction = Omit<CsvTransaction, 'line' | 'balanceCents'>;

/** What a statement file says, as the fake keeps it. */
export interface StatementFileReading {
  format: 'csv' | 'ofx';
  transactions: FileTransaction[];
  openingCents?: number;
  last4?: string;
  /** An OFX statement's own period (BANKTRANLIST DTSTART and DTEND), when it gives one. */
  start?: string;
  end?: string;
}

/** The cells of a CSV line: commas, and double quotes around a cell that holds one. */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  return [...cells, cell];
}

/** A file's text (jsdom's Blob has no text(): its FileReader reads it there). */
export function textOf(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const refuse = (message: string): never => throwIfInvalid({ file: [message] }) as never;

/** Reads a statement file as the server does (CSV with a header row, or OFX/QFX), or refuses it naming the line. */
export function readStatementFile(text: string): StatementFileReading {
  if (looksLikeOfx(text.slice(0, 4096))) {
    const reading = readOfx(text);
    if (!reading.ok) return refuse(reading.message);
    const s = reading.statement;
    if (s.transactions.length === 0) return refuse(NO_TRANSACTIONS);
    if (s.ledgerBalanceCents === undefined) return refuse(NO_LEDGER_BALANCE);
    const sum = s.transactions.reduce((total, t) => total + t.amountCents, 0);
    return {
      format: 'ofx',
      transactions: s.transactions,
      openingCents: s.ledgerBalanceCents - sum,
      ...(s.accountLast4 === undefined ? {} : { last4: s.accountLast4 }),
      ...(s.periodStart === undefined ? {} : { start: s.periodStart }),
      ...(s.periodEnd === undefined ? {} : { end: s.periodEnd }),
    };
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = lines.findIndex((l, i) => i < 10 && mapCsvHeader(cellsOf(l)) !== undefined);
  if (header < 0) return refuse(/[,;\t]/.test(lines[0] ?? '') ? CSV_HEADER_MESSAGE : NOT_A_STATEMENT);
  const columns = mapCsvHeader(cellsOf(lines[header])) as NonNullable<ReturnType<typeof mapCsvHeader>>;
  const rows: CsvTransaction[] = [];
  lines.forEach((line, i) => {
    if (i <= header || line.trim() === '') return;
    const reading = readCsvLine(columns, cellsOf(line), i + 1);
    if (!reading.ok) refuse(reading.message);
    else if (reading.transaction.amountCents !== 0) rows.push(reading.transaction);
  });
  if (rows.length === 0) return refuse(NO_TRANSACTIONS);
  if (columns.balance === undefined) return { format: 'csv', transactions: rows };
  const balances = checkRunningBalance(rows);
  return balances.ok ? { format: 'csv', transactions: rows, openingCents: balances.openingCents } : refuse(balances.message);
}
