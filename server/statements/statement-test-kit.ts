import { uploadFile } from '../library/upload-test-kit';
import type { TestClient, TestResponse } from '../test-support/test-client';

/** One line of a test statement: day, description, signed amount in cents. */
export type Line = [day: string, description: string, cents: number];

const plain = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A CSV statement with a running balance column from `opening` (cents), oldest line first. */
export function csvStatement(lines: readonly Line[], opening = 0, header = 'Date,Description,Amount,Balance'): string {
  let balance = opening;
  const rows = lines.map(([day, description, cents]) => {
    balance += cents;
    return `${day},"${description.replaceAll('"', '""')}",${plain(cents)},${plain(balance)}`;
  });
  return `${header}\n${rows.join('\n')}\n`;
}

/** An OFX 1.x (SGML) statement of account `account` from `start` to `end` (YYYYMMDD) closing at `closing` cents. */
export function ofxStatement(
  lines: ReadonlyArray<Line & { 3?: string }>,
  options: { account?: string; start: string; end: string; closing: number },
): string {
  const transactions = lines
    .map(
      ([day, description, cents, fitid]) => `<STMTTRN>
<TRNTYPE>${cents < 0 ? 'DEBIT' : 'CREDIT'}
<DTPOSTED>${day.replaceAll('-', '')}120000[-5:EST]
<TRNAMT>${plain(cents)}
<FITID>${fitid ?? `${day}-${description}-${cents}`}
<NAME>${description.replaceAll('&', '&amp;')}
</STMTTRN>`,
    )
    .join('\n');
  return `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20260101<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1>
<STMTTRNRS>
<TRNUID>1
<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS>
<CURDEF>USD
<BANKACCTFROM>
<BANKID>121000248
<ACCTID>${options.account ?? '000123456789'}
<ACCTTYPE>CHECKING
</BANKACCTFROM>
<BANKTRANLIST>
<DTSTART>${options.start}
<DTEND>${options.end}
${transactions}
</BANKTRANLIST>
<LEDGERBAL>
<BALAMT>${plain(options.closing)}
<DTASOF>${options.end}
</LEDGERBAL>
</STMTRS>
</STMTTRNRS>
</BANKMSGSRSV1>
</OFX>
`;
}

/** Uploads a statement file's text (or bytes) as the multipart `file` part. */
export function uploadStatement(
  client: TestClient,
  content: string | Uint8Array,
  name = 'statement.csv',
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return uploadFile(client, '/statements', { bytes, name, type: 'text/csv' }, {}, headers);
}
