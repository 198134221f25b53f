import { lastFour, parseStatementAmount, parseStatementDate, quoted } from './statement-values';

/** One transaction of an OFX statement (STMTTRN). */
export interface OfxTransaction {
  line: number;
  fitid: string;
  postedOn: string;
  amountCents: number;
  description: string;
}

/** What an OFX/QFX statement says. */
export interface OfxStatement {
  accountLast4?: string;
  currency?: string;
  /** BANKTRANLIST DTSTART and DTEND, when given. */
  periodStart?: string;
  periodEnd?: string;
  /** LEDGERBAL: the balance and the line it is on. */
  ledgerBalanceCents?: number;
  ledgerBalanceLine?: number;
  transactions: OfxTransaction[];
}

/** The reading of an OFX file: the statement, or the first line that cannot be read. */
export type OfxReading = { ok: true; statement: OfxStatement } | { ok: false; message: string };

/** Whether a text's start looks like OFX: the SGML header (OFXHEADER:) or XML with an OFX processing instruction. */
export function looksLikeOfx(head: string): boolean {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  return /^OFXHEADER\s*:/i.test(text) || (/^<\?xml/i.test(text) && /<\?OFX\s/i.test(text)) || /^<OFX>/i.test(text);
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (value: string): string =>
  value.replace(/&(amp|lt|gt|quot|apos|nbsp);/gi, (_, name: string) => ENTITIES[name.toLowerCase()] ?? '');

interface Draft {
  line: number;
  fields: Record<string, string>;
  /** The line of each field, for messages. */
  lines: Record<string, number>;
}

/**
 * A small tolerant reader of OFX 1.x (SGML: leaf elements without end tags) and 2.x (XML), decision 0333: it reads the
 * elements a bank statement needs (STMTTRN's TRNAMT, DTPOSTED, FITID, NAME and MEMO; BANKTRANLIST's DTSTART and
 * DTEND; LEDGERBAL's BALAMT; ACCTID, of which it keeps only the last four; CURDEF) and ignores the rest. A transaction
 * without an amount, a date or an id, or with one that is not readable, is refused with its line.
 */
export function readOfx(text: string): OfxReading {
  const statement: OfxStatement = { transactions: [] };
  const stack: string[] = [];
  let draft: Draft | undefined;
  let line = 1;
  let scanned = 0;
  const tag = /<(\/?)([A-Za-z0-9._]+)\s*>([^<]*)/g;
  const finish = (): string | undefined => {
    if (!draft) return undefined;
    const d = draft;
    draft = undefined;
    const amountText = d.fields.TRNAMT ?? '';
    const amountCents = parseStatementAmount(amountText);
    if (amountCents === undefined) return `Line ${d.lines.TRNAMT ?? d.line}: the amount ${quoted(amountText)} is not a number`;
    const dateText = d.fields.DTPOSTED ?? '';
    const postedOn = parseStatementDate(dateText, true);
    if (postedOn === undefined) return `Line ${d.lines.DTPOSTED ?? d.line}: the date ${quoted(dateText)} is not a date`;
    const fitid = (d.fields.FITID ?? '').trim();
    if (fitid === '' || fitid.length > 255) return `Line ${d.line}: the transaction has no FITID (its id at the bank)`;
    const name = (d.fields.NAME ?? d.fields.PAYEE ?? '').trim();
    const memo = (d.fields.MEMO ?? '').trim();
    const description = [name, memo && memo !== name ? memo : '']
      .filter((s) => s !== '')
      .join(' ')
      .slice(0, 500);
    statement.transactions.push({
      line: d.line,
      fitid,
      postedOn,
      amountCents,
      description: description === '' ? (d.fields.TRNTYPE ?? 'Transaction').trim() : description,
    });
    return undefined;
  };
  for (let match = tag.exec(text); match !== null; match = tag.exec(text)) {
    for (; scanned < match.index; scanned++) if (text.charCodeAt(scanned) === 10) line++;
    const [, closing, rawName, rawValue] = match;
    const name = rawName.toUpperCase();
    const value = decode(rawValue.trim());
    if (closing) {
      if (name === 'STMTTRN' || (name === 'BANKTRANLIST' && draft)) {
        const error = finish();
        if (error) return { ok: false, message: error };
      }
      const at = stack.lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    if (value === '') {
      if (name === 'STMTTRN') {
        const error = finish();
        if (error) return { ok: false, message: error };
        draft = { line, fields: {}, lines: {} };
      }
      stack.push(name);
      continue;
    }
    const parent = stack[stack.length - 1];
    if (draft && parent === 'STMTTRN') {
      draft.fields[name] = value;
      draft.lines[name] = line;
    } else if (name === 'ACCTID') statement.accountLast4 = lastFour(value);
    else if (name === 'CURDEF') statement.currency = value.toUpperCase();
    else if (parent === 'BANKTRANLIST' && (name === 'DTSTART' || name === 'DTEND')) {
      const date = parseStatementDate(value, true);
      if (date === undefined) return { ok: false, message: `Line ${line}: the date ${quoted(value)} is not a date` };
      if (name === 'DTSTART') statement.periodStart = date;
      else statement.periodEnd = date;
    } else if (parent === 'LEDGERBAL' && name === 'BALAMT') {
      const cents = parseStatementAmount(value);
      if (cents === undefined) return { ok: false, message: `Line ${line}: the balance ${quoted(value)} is not a number` };
      statement.ledgerBalanceCents = cents;
      statement.ledgerBalanceLine = line;
    }
  }
  const error = finish();
  if (error) return { ok: false, message: error };
  return { ok: true, statement };
}
