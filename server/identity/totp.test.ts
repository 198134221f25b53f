import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, totpCode, totpProvisioningUri } from './totp';

/** RFC 6238 appendix B, SHA-1 column: the 20-byte ASCII seed "12345678901234567890", 8 digits, 30-second steps. */
const RFC_SEED = new TextEncoder().encode('12345678901234567890');
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('gives the RFC 6238 test vector at T=%i', (t, expected) => {
    expect(totpCode(RFC_SEED, t, 8)).toBe(expected);
  });

  it('makes 160-bit Base32 secrets and an otpauth URI with issuer and account', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(totpProvisioningUri('Solo 401k', 'jane@example.com', secret)).toBe(
      `otpauth://totp/Solo%20401k:jane%40example.com?secret=${secret}&issuer=Solo%20401k`,
    );
  });

  it('accepts the code of the current, previous and next step and answers its step; refuses others', () => {
    const secret = newTotpSecret();
    const t = 1_700_000_015; // step 56666667
    const code = totpCode(secret, t);
    expect(matchTotp(secret, code, t)).toBe(56666667);
    expect(matchTotp(secret, code, t + 30)).toBe(56666667);
    expect(matchTotp(secret, code, t - 30)).toBe(56666667);
    expect(matchTotp(secret, code, t + 90)).toBeUndefined();
    expect(matchTotp(newTotpSecret(), code, t)).toBeUndefined();
  });

  it('refuses a code of a step at or before the last used one (replay)', () => {
    const secret = newTotpSecret();
    const t = 1_700_000_015;
    const code = totpCode(secret, t);
    expect(matchTotp(secret, code, t, 56666666)).toBe(56666667);
    expect(matchTotp(secret, code, t, 56666667)).toBeUndefined();
  });

  it('the current code always matches; anything but six digits never does', () => {
    const secret = newTotpSecret();
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 4_000_000_000 }), (t) => {
        expect(matchTotp(secret, totpCode(secret, t), t)).toBe(Math.floor(t / 30));
      }),
      { numRuns: 300 },
    );
    const notSixDigits = fc.string().filter((s) => !/^\d{6}$/.test(s));
    fc.assert(
      fc.property(notSixDigits, fc.integer({ min: 60, max: 4_000_000_000 }), (code, t) => {
        expect(matchTotp(secret, code, t)).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });
});
