import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { stripeSignatureHeader, verifyStripeSignature } from './stripe-signature';

const SECRET = 'whsec_test_secret';
const body = Buffer.from('{"id":"evt_1","type":"checkout.session.completed"}');
const now = new Date('2026-11-22T12:00:00Z');
const t = Math.floor(now.getTime() / 1000);

describe('Stripe-Signature verification', () => {
  test('a v1 HMAC-SHA256 of `${t}.${body}` with the endpoint secret is valid (computed independently here)', () => {
    const v1 = createHmac('sha256', SECRET).update(`${t}.${body.toString()}`).digest('hex');
    expect(verifyStripeSignature(`t=${t},v1=${v1}`, body, SECRET, now)).toBe('valid');
    expect(stripeSignatureHeader(SECRET, t, body)).toBe(`t=${t},v1=${v1}`);
  });

  test('any one matching v1 among several (secret rotation) is enough; v0 and unknown keys are ignored', () => {
    const good = stripeSignatureHeader(SECRET, t, body).split(',v1=')[1];
    expect(verifyStripeSignature(`t=${t},v1=${'0'.repeat(64)},v1=${good},v0=abc`, body, SECRET, now)).toBe('valid');
  });

  test('another secret, another body or a changed timestamp does not match', () => {
    expect(verifyStripeSignature(stripeSignatureHeader('whsec_other', t, body), body, SECRET, now)).toBe('mismatch');
    expect(verifyStripeSignature(stripeSignatureHeader(SECRET, t, body), Buffer.from(`${body.toString()} `), SECRET, now)).toBe(
      'mismatch',
    );
    const v1 = stripeSignatureHeader(SECRET, t, body).split(',v1=')[1];
    expect(verifyStripeSignature(`t=${t + 1},v1=${v1}`, body, SECRET, now)).toBe('mismatch');
  });

  test('the timestamp must be within 300 s either way', () => {
    expect(verifyStripeSignature(stripeSignatureHeader(SECRET, t - 300, body), body, SECRET, now)).toBe('valid');
    expect(verifyStripeSignature(stripeSignatureHeader(SECRET, t - 301, body), body, SECRET, now)).toBe('stale');
    expect(verifyStripeSignature(stripeSignatureHeader(SECRET, t + 301, body), body, SECRET, now)).toBe('stale');
  });

  test('a missing or malformed header is refused', () => {
    for (const header of [undefined, '', 'v1=abc', `t=${t}`, `t=abc,v1=${'a'.repeat(64)}`, `t=${t},v1=xyz`]) {
      expect(verifyStripeSignature(header, body, SECRET, now)).toBe('malformed');
    }
  });
});
