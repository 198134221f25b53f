import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The prefix of every token this cipher writes: `enc:v1:<keyId>:<iv>:<tag>:<ciphertext>` (parts base64url). */
export const TOKEN_PREFIX = 'enc:v1:';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const PART = /^[A-Za-z0-9_-]*$/;

/** Thrown when a token is malformed, was tampered with, or was written with a key the cipher does not hold. */
export class FieldCipherError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FieldCipherError';
  }
}

/** The key id written into each token: the first 8 bytes of SHA-256 of the key (base64url), so a rotated key is found. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest().subarray(0, 8).toString('base64url');
}

/** True when the value is a token written by a FieldCipher (not a proof that it decrypts). */
export function isEncrypted(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(TOKEN_PREFIX);
}

/**
 * Authenticated field encryption (AES-256-GCM, random 96-bit IV per value) for personal numbers at rest.
 * Encrypts with the first key; decrypts with any key it holds (older keys stay readable after a rotation).
 */
export class FieldCipher {
  private readonly current: Buffer;
  private readonly byId: Map<string, Buffer>;

  /** keys[0] encrypts; every key decrypts. Each key is 32 bytes. */
  constructor(keys: Buffer[]) {
    if (keys.length === 0) throw new FieldCipherError('a field cipher needs at least one key');
    for (const key of keys) {
      if (key.length !== KEY_BYTES) throw new FieldCipherError(`a field encryption key must be ${KEY_BYTES} bytes`);
    }
    this.current = keys[0] as Buffer;
    this.byId = new Map(keys.map((k) => [keyIdOf(k), k]));
  }

  /** The id of the key new tokens are written with. */
  get keyId(): string {
    return keyIdOf(this.current);
  }

  /** Encrypts a string into a self-describing token. */
  encrypt(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.current, iv, { authTagLength: TAG_BYTES });
    const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return `${TOKEN_PREFIX}${this.keyId}:${iv.toString('base64url')}:${tag.toString('base64url')}:${ct.toString('base64url')}`;
  }

  /** Decrypts a token written by encrypt; throws FieldCipherError when it is malformed, tampered with or of an unknown key. */
  decrypt(token: string): string {
    if (!isEncrypted(token)) throw new FieldCipherError('not an encrypted field');
    const parts = token.slice(TOKEN_PREFIX.length).split(':');
    if (parts.length !== 4 || !parts.every((p) => PART.test(p))) throw new FieldCipherError('malformed encrypted field');
    const [kid, ivText, tagText, ctText] = parts as [string, string, string, string];
    const key = this.byId.get(kid);
    if (key === undefined) throw new FieldCipherError('encrypted with an unknown key');
    const iv = Buffer.from(ivText, 'base64url');
    const tag = Buffer.from(tagText, 'base64url');
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new FieldCipherError('malformed encrypted field');
    try {
      const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(Buffer.from(ctText, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new FieldCipherError('encrypted field failed authentication');
    }
  }

  /** True when the token was written with an older key (re-encrypt it to finish a rotation). */
  needsRotation(token: string): boolean {
    return isEncrypted(token) && !token.startsWith(`${TOKEN_PREFIX}${this.keyId}:`);
  }

  /** A fresh random 32-byte key. */
  static generateKey(): Buffer {
    return randomBytes(KEY_BYTES);
  }
}
