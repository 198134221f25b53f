import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far (seconds) a signed timestamp may be from the server's clock, either way. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/** Why a Stripe-Signature header was refused, or 'valid'. */
export type SignatureCheck = 'valid' | 'malformed' | 'mismatch' | 'stale';

/** The v1 signature Stripe sends: hex HMAC-SHA256 of `${t}.${rawBody}` with the endpoint secret. */
export function stripeSignature(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** A Stripe-Signature header for a body, e.g. for tests: `t=<timestamp>,v1=<signature>`. */
export function stripeSignatureHeader(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return `t=${timestamp},v1=${stripeSignature(secret, timestamp, rawBody)}`;
}

function parseHeader(header: string): { timestamp: number; v1: string[] } | undefined {
  let timestamp: number | undefined;
  const v1: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) v1.push(value.toLowerCase());
  }
  return timestamp === undefined || v1.length === 0 ? undefined : { timestamp, v1 };
}

/**
 * Verifies a Stripe-Signature header against the raw body (decision 0082): one of its v1 entries must equal the HMAC
 * (compared in constant time), and its timestamp must lie within the tolerance of `now` (300 s).
 */
export function verifyStripeSignature(
  header: string | undefined,
  rawBody: Buffer,
  secret: string,
  now: Date,
  toleranceSeconds = STRIPE_SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  const parsed = header === undefined ? undefined : parseHeader(header);
  if (parsed === undefined) return 'malformed';
  const expected = Buffer.from(stripeSignature(secret, parsed.timestamp, rawBody), 'hex');
  const matches = parsed.v1.some((candidate) => timingSafeEqual(Buffer.from(candidate, 'hex'), expected));
  if (!matches) return 'mismatch';
  return Math.abs(now.getTime() / 1000 - parsed.timestamp) <= toleranceSeconds ? 'valid' : 'stale';
}
