import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { loadOrCreateUrlSecret, UrlSigner } from './url-signer';

const secret = Buffer.alloc(32, 7);
const now = new Date('2026-01-01T00:00:00Z');
const later = new Date(now.getTime() + 60_000);

describe('UrlSigner', () => {
  test('accepts its own signature until the expiry, and calls it expired from then on', () => {
    const signer = new UrlSigner(secret);
    const { expires, signature } = signer.sign('/p/files/1', later);
    expect(signer.verify('/p/files/1', expires, signature, now)).toBe('valid');
    expect(signer.verify('/p/files/1', expires, signature, later)).toBe('expired');
  });

  test('refuses any change to path, expiry or signature', () => {
    const signer = new UrlSigner(secret);
    const { expires, signature } = signer.sign('/p/files/1', later);
    expect(signer.verify('/p/files/2', expires, signature, now)).toBe('invalid');
    expect(signer.verify('/p/files/1', String(Number(expires) + 3600), signature, now)).toBe('invalid');
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(signer.verify('/p/files/1', expires, flipped, now)).toBe('invalid');
    expect(signer.verify('/p/files/1', undefined, signature, now)).toBe('invalid');
    expect(signer.verify('/p/files/1', expires, [signature], now)).toBe('invalid');
    expect(signer.verify('/p/files/1', '1e12', signature, now)).toBe('invalid');
  });

  test('a signature made with another secret never verifies', () => {
    const mine = new UrlSigner(secret);
    const theirs = new UrlSigner(Buffer.alloc(32, 8));
    const { expires, signature } = theirs.sign('/p/files/1', later);
    expect(mine.verify('/p/files/1', expires, signature, now)).toBe('invalid');
  });

  test('property: a signature verifies for its own path only', () => {
    const signer = new UrlSigner(secret);
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        fc.pre(a !== b);
        const { expires, signature } = signer.sign(a, later);
        return signer.verify(a, expires, signature, now) === 'valid' && signer.verify(b, expires, signature, now) === 'invalid';
      }),
      { numRuns: Math.min(1000, Number(process.env.FC_NUM_RUNS ?? 1000)) },
    );
  });

  test('refuses a short secret', () => {
    expect(() => new UrlSigner(Buffer.alloc(16))).toThrow();
  });
});

describe('loadOrCreateUrlSecret', () => {
  test('creates a private 32-byte secret once and reads the same one back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'url-secret-'));
    const first = await loadOrCreateUrlSecret(dir);
    const second = await loadOrCreateUrlSecret(dir);
    expect(first.length).toBe(32);
    expect(second.equals(first)).toBe(true);
    expect((await stat(join(dir, 'url-signing.key'))).mode & 0o777).toBe(0o600);
    expect((await readFile(join(dir, 'url-signing.key'), 'utf8')).length).toBeGreaterThan(40);
  });
});
