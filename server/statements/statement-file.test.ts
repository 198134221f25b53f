import { describe, expect, test } from 'vitest';
import { ValidationError } from '../http/errors';
import { readStatementFile } from './statement-file';

const read = (text: string | Buffer) => readStatementFile(typeof text === 'string' ? Buffer.from(text, 'utf8') : text);

async function refusal(text: string | Buffer): Promise<unknown> {
  try {
    await read(text);
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
  return undefined;
}

describe('readStatementFile', () => {
  test('a CSV with an account line before its header, debit and credit columns, newest line first', async () => {
    const file = await read(
      [
        'Account Number: 000123456789',
        '',
        'Posting Date;Transaction Details;Debit;Credit;Running Balance',
        '03/05/2026;MONTHLY FEE;15.00;;1,485.00',
        '03/02/2026;"ACME; PAYROLL";;500.00;1,500.00',
      ].join('\r\n'),
    );
    expect(file).toMatchObject({
      format: 'csv',
      periodStart: '2026-03-02',
      periodEnd: '2026-03-05',
      openingCents: 100000,
      closingCents: 148500,
    });
    expect(file.transactions.map((t) => [t.line, t.postedOn, t.description, t.amountCents])).toEqual([
      [4, '2026-03-05', 'MONTHLY FEE', -1500],
      [5, '2026-03-02', 'ACME; PAYROLL', 50000],
    ]);
    expect(JSON.stringify(file)).not.toContain('123456789');
  });

  test('two identical lines of one file are two transactions with different keys; the same lines elsewhere give the same keys', async () => {
    const lines = 'Date,Description,Amount\n2026-03-02,COFFEE,-4.50\n2026-03-02,COFFEE,-4.50\n';
    const a = await read(lines);
    const b = await read(`${lines}2026-03-03,OTHER,1.00\n`);
    expect(a.transactions[0].key).not.toBe(a.transactions[1].key);
    expect(b.transactions.slice(0, 2).map((t) => t.key)).toEqual(a.transactions.map((t) => t.key));
    expect(a.contentHash).not.toBe(b.contentHash);
  });

  test('an OFX file in Windows-1252 is read, and only the last four of its account number are kept', async () => {
    const text = `OFXHEADER:100\nDATA:OFXSGML\nCHARSET:1252\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><ACCTID>9876543210</BANKACCTFROM><BANKTRANLIST>\n<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260310<TRNAMT>25.00<FITID>F1<NAME>Caf\u00e9 deposit</STMTTRN>\n</BANKTRANLIST><LEDGERBAL><BALAMT>25.00<DTASOF>20260331</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const file = await read(Buffer.from(text, 'latin1'));
    expect(file).toMatchObject({ format: 'ofx', accountLast4: '3210', closingCents: 2500 });
    expect(file.transactions[0].description).toBe('Caf\u00e9 deposit');
  });

  test('refusals name the file field and, where there is one, the line', async () => {
    expect(await refusal('')).toEqual({ file: ['The file is neither a CSV nor an OFX/QFX statement'] });
    expect(await refusal('Date,Description,Amount\n')).toEqual({ file: ['The statement has no transactions'] });
    expect(await refusal('Date,Description,Debit,Credit\n2026-03-02,X,abc,\n')).toEqual({
      file: ['Line 2: the debit "abc" is not a number'],
    });
    expect(await refusal('OFXHEADER:100\n\n<OFX><STMTTRN><TRNAMT>1.00<DTPOSTED>20260101<FITID>A</STMTTRN></OFX>')).toEqual({
      file: ['The OFX statement has no closing balance (LEDGERBAL)'],
    });
  });
});
