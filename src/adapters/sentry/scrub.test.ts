import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { scrubText, scrubValue } from './scrub';

describe('scrub', () => {
  test('removes JWTs, bearer tokens, SSNs and URL signatures', () => {
    expect(scrubText('token eyJhbGciOiJFUzM4NCJ9.eyJzdWIiOiJVMSJ9.c2ln here')).toBe('token [Filtered] here');
    expect(scrubText('Authorization: Bearer abc.def')).toBe('Authorization: Bearer [Filtered]');
    expect(scrubText('ssn 123-45-6789 and 987654321')).toBe('ssn [Filtered] and [Filtered]');
    expect(scrubText('https://blob.example/doc.pdf?expires=1700000000&signature=deadbeef&x=1')).toBe(
      'https://blob.example/doc.pdf?expires=1700000000&signature=[Filtered]&x=1',
    );
    expect(scrubText('https://storage.googleapis.com/b/o?X-Goog-Signature=abc123')).toBe(
      'https://storage.googleapis.com/b/o?X-Goog-Signature=[Filtered]',
    );
    expect(scrubText('/login?t=magic-token-value')).toBe('/login?t=[Filtered]');
  });

  test('redacts sensitive keys deeply and leaves other data alone', () => {
    expect(
      scrubValue({ headers: { Authorization: 'x', accept: 'json' }, user: { ssn: '1', name: 'Pat' }, list: ['123-45-6789'] }),
    ).toEqual({
      headers: { Authorization: '[Filtered]', accept: 'json' },
      user: { ssn: '[Filtered]', name: 'Pat' },
      list: ['[Filtered]'],
    });
  });

  test('no SSN-shaped number survives', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.constantFrom('', '-', ' '), (n, sep) => {
        const d = String(n).padStart(9, '0');
        const ssn = `${d.slice(0, 3)}${sep}${d.slice(3, 5)}${sep}${d.slice(5)}`;
        return !scrubText(`ssn is ${ssn}.`).includes(ssn);
      }),
    );
  });
});
