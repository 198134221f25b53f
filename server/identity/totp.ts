import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/** RFC 6238 parameters the service uses: 30-second steps, 6 digits, HMAC-SHA1 (what authenticator apps expect). */
export const TOTP_PERIOD_SEC = 30;
export const TOTP_DIGITS = 6;
/** Codes of the previous and the next step are accepted too (clock drift of up to one step). */
const TOLERANCE_SEC = TOTP_PERIOD_SEC;

/** A fresh random Base32 secret (160 bits, as RFC 4226 recommends). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// provisioning URI an authenticator app reads from a QR code. */
export function totpProvisioningUri(issuer: string, account: string, secret: string): string {
  return generateURI({ issuer, label: account, secret, period: TOTP_PERIOD_SEC, digits: TOTP_DIGITS });
}

/** The code of `secret` (Base32, or raw bytes) at `epochSec`; `digits` 6 (the service) or 8 (RFC 6238's test vectors). */
export function totpCode(secret: string | Uint8Array, epochSec: number, digits: 6 | 8 = TOTP_DIGITS): string {
  return generateSync({ secret, epoch: epochSec, digits, period: TOTP_PERIOD_SEC, algorithm: 'sha1' });
}

/**
 * Checks `code` against `secret` at `epochSec` (± one step); answers the matched time step, or undefined.
 * Steps at or before `afterStep` are refused, so a code works once (replay protection).
 */
export function matchTotp(secret: string, code: string, epochSec: number, afterStep?: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const res = verifySync({
    secret,
    token: code,
    epoch: epochSec,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SEC,
    algorithm: 'sha1',
    epochTolerance: TOLERANCE_SEC,
    ...(afterStep !== undefined ? { afterTimeStep: afterStep } : {}),
  });
  if (!res.valid) return undefined;
  return Math.floor(epochSec / TOTP_PERIOD_SEC) + res.delta;
}
