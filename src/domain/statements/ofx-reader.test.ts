import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { looksLikeOfx, readOfx } from './ofx-reader';

interface Tx {
  fitid: string;
  day: string;
  cents: number;
  name: string;
}

const money = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const entities = (s: string): string => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Writes a statement as OFX 1.x SGML (leaves without end tags) or OFX 2.x XML. */
function write(txs: readonly Tx[], account: string, ledger: number, xml: boolean): string {
  const leaf = (tag: string, value: string): string => (xml ? `<${tag}>${value}</${tag}>` : `<${tag}>${value}`);
  const head = xml
    ? '<?xml version="1.0" encoding="UTF-8"?>\n<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE"?>\n'
    : 'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n';
  const body = txs
    .map((t) =>
      [
        '<STMTTRN>',
        leaf('TRNTYPE', 'OTHER'),
        leaf('DTPOSTED', `${t.day.replaceAll('-', '')}120000`),
        leaf('TRNAMT', money(t.cents)),
        leaf('FITID', t.fitid),
        leaf('NAME', entities(t.name)),
        '</STMTTRN>',
      ].join('\n'),
    )
    .join('\n');
  return `${head}<OFX>\n<BANKMSGSRSV1><STMTTRNRS><STMTRS>\n${leaf('CURDEF', 'USD')}\n<BANKACCTFROM>\n${leaf('ACCTID', account)}\n</BANKACCTFROM>\n<BANKTRANLIST>\n${leaf('DTSTART', '20250101')}\n${leaf('DTEND', '20251231')}\n${body}\n</BANKTRANLIST>\n<LEDGERBAL>\n${leaf('BALAMT', money(ledger))}\n${leaf('DTASOF', '20251231')}\n</LEDGERBAL>\n</STMTRS></STMTTRNRS></BANKMSGSRSV1>\n</OFX>\n`;
}

const tx = fc.record({
  fitid: fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/),
  day: fc
    .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2025-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  cents: fc.integer({ min: -10_000_000, max: 10_000_000 }).filter((c) => c !== 0),
  name: fc.stringMatching(/^[A-Za-z0-9 &<>.,'-]{1,30}$/).filter((s) => s.trim() !== ''),
});

describe('readOfx', () => {
  test('reads the transactions, the period, LEDGERBAL and the last four of the account, in SGML and in XML', () => {
    fc.assert(
      fc.property(
        fc.array(tx, { maxLength: 12 }),
        fc.stringMatching(/^[0-9]{4,17}$/),
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.boolean(),
        (txs, account, ledger, xml) => {
          const reading = readOfx(write(txs, account, ledger, xml));
          expect(reading.ok).toBe(true);
          if (!reading.ok) return;
          const s = reading.statement;
          expect(s.accountLast4).toBe(account.slice(-4));
          expect(s.currency).toBe('USD');
          expect([s.periodStart, s.periodEnd]).toEqual(['2025-01-01', '2025-12-31']);
          expect(s.ledgerBalanceCents).toBe(ledger);
          expect(s.transactions.map((t) => [t.fitid, t.postedOn, t.amountCents, t.description])).toEqual(
            txs.map((t) => [t.fitid, t.day, t.cents, t.name.trim()]),
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });

  test('a transaction that cannot be read is refused with the line of the bad element', () => {
    const text = write([{ fitid: 'A1', day: '2025-03-01', cents: 100, name: 'X' }], '123456789', 100, false);
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.startsWith('<TRNAMT>'));
    lines[at] = '<TRNAMT>12,x';
    expect(readOfx(lines.join('\n'))).toEqual({ ok: false, message: `Line ${at + 1}: the amount "12,x" is not a number` });
    const noId = text.replace('<FITID>A1', '<FITID>');
    expect(readOfx(noId)).toMatchObject({ ok: false, message: expect.stringMatching(/^Line \d+: the transaction has no FITID/) });
    const badDay = text.replace('<DTPOSTED>20250301120000', '<DTPOSTED>20250231');
    expect(readOfx(badDay)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Line \d+: the date "20250231" is not a date$/),
    });
  });

  test('recognises OFX by its start', () => {
    expect(looksLikeOfx('OFXHEADER:100\nDATA:OFXSGML')).toBe(true);
    expect(looksLikeOfx('\uFEFF<?xml version="1.0"?>\n<?OFX OFXHEADER="200"?>')).toBe(true);
    expect(looksLikeOfx('<OFX><SIGNONMSGSRSV1>')).toBe(true);
    expect(looksLikeOfx('Date,Description,Amount')).toBe(false);
    expect(looksLikeOfx('<?xml version="1.0"?><html>')).toBe(false);
  });
});
