import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The outcome of checking a signed URL. */
export type SignedUrlCheck = 'valid' | 'expired' | 'invalid';

/** The query parameters a signed URL carries. */
export interface UrlSignature {
  /** Expiry, whole seconds since the epoch. */
  expires: string;
  /** base64url HMAC-SHA256 over the path and the expiry. */
  signature: string;
}

const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const EXPIRES_PATTERN = /^[0-9]{1,12}$/;

/** Signs and checks expiring URLs with HMAC-SHA256 over path + expiry. */
export class UrlSigner {
  constructor(private readonly secret: Buffer) {
    if (secret.length < 32) throw new Error('URL signing secret must be at least 32 bytes');
  }

  /** The signature query for `path`, valid until `expiresAt` (rounded down to the second). */
  sign(path: string, expiresAt: Date): UrlSignature {
    const expires = String(Math.floor(expiresAt.getTime() / 1000));
    return { expires, signature: this.mac(path, expires).toString('base64url') };
  }

  /** Whether the signature matches `path` and `expires` (constant-time), and if so whether it is still in force at `now`. */
  verify(path: string, expires: unknown, signature: unknown, now: Date): SignedUrlCheck {
    if (typeof expires !== 'string' || typeof signature !== 'string') return 'invalid';
    if (!EXPIRES_PATTERN.test(expires) || !SIGNATURE_PATTERN.test(signature)) return 'invalid';
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(path, expires);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(expires) * 1000 > now.getTime() ? 'valid' : 'expired';
  }

  private mac(path: string, expires: string): Buffer {
    return createHmac('sha256', this.secret).update(`${path}\n${expires}`).digest();
  }
}

/** Reads the URL signing secret kept in `${dir}/url-signing.key`, creating it (mode 0600) on first use. */
export async function loadOrCreateUrlSecret(dir: string): Promise<Buffer> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'url-signing.key');
  try {
    await writeFile(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
}
