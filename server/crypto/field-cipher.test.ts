import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import { FieldCipher, FieldCipherError, isEncrypted } from './field-cipher';
import { FIELD_KEY_FILE, loadFieldCipher } from './field-cipher-keys';

const cipher = new FieldCipher([FieldCipher.generateKey()]);

describe('FieldCipher', () => {
  test('decrypts what it encrypted, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (plain) => {
        const token = cipher.encrypt(plain);
        expect(isEncrypted(token)).toBe(true);
        expect(cipher.decrypt(token)).toBe(plain);
      }),
    );
  });

  test('never writes the plaintext digits into the token', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (ssn) => {
        expect(cipher.encrypt(ssn)).not.toContain(ssn);
      }),
    );
  });

  test('a changed character anywhere after the prefix makes decrypt throw', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), fc.nat(), fc.nat(), (plain, at, pick) => {
        const token = cipher.encrypt(plain);
        const index = 'enc:v1:'.length + (at % (token.length - 'enc:v1:'.length));
        const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_:';
        const replacement = alphabet[pick % alphabet.length] as string;
        fc.pre(replacement !== token[index]);
        const tampered = token.slice(0, index) + replacement + token.slice(index + 1);
        // A base64url change in padding bits may decode to the same bytes; any change that alters bytes must throw.
        let decoded: string | undefined;
        try {
          decoded = cipher.decrypt(tampered);
        } catch (e) {
          expect(e).toBeInstanceOf(FieldCipherError);
          return;
        }
        expect(decoded).toBe(plain);
        const bytes = (t: string): string[] => t.split(':').map((part) => Buffer.from(part, 'base64url').toString('hex'));
        expect(bytes(tampered)).toEqual(bytes(token));
      }),
    );
  });

  test('writes a different IV (and token) every time for the same plaintext', () => {
    fc.assert(
      fc.property(fc.string(), (plain) => {
        const ivs = new Set(Array.from({ length: 20 }, () => cipher.encrypt(plain).split(':')[3]));
        expect(ivs.size).toBe(20);
      }),
      { numRuns: 500 },
    );
  });

  test('refuses values it did not write and tokens of an unknown key', () => {
    expect(() => cipher.decrypt('123456789')).toThrow(FieldCipherError);
    expect(() => cipher.decrypt('enc:v1:garbage')).toThrow(FieldCipherError);
    const other = new FieldCipher([FieldCipher.generateKey()]);
    expect(() => cipher.decrypt(other.encrypt('123456789'))).toThrow('encrypted with an unknown key');
    expect(isEncrypted('123-45-6789')).toBe(false);
    expect(isEncrypted(undefined)).toBe(false);
  });

  test('after a rotation the old tokens still decrypt and are flagged for re-encryption', () => {
    const oldKey = FieldCipher.generateKey();
    const before = new FieldCipher([oldKey]);
    const token = before.encrypt('987654321');
    const rotated = new FieldCipher([FieldCipher.generateKey(), oldKey]);
    expect(rotated.decrypt(token)).toBe('987654321');
    expect(rotated.needsRotation(token)).toBe(true);
    expect(rotated.needsRotation(rotated.encrypt('987654321'))).toBe(false);
  });

  test('refuses keys that are not 32 bytes', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 64 }).filter((a) => a.length !== 32),
        (bytes) => {
          expect(() => new FieldCipher([Buffer.from(bytes)])).toThrow(FieldCipherError);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('loadFieldCipher', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
  });
  const tempDir = async (): Promise<string> => {
    const dir = await mkdtemp(join(tmpdir(), 'field-cipher-'));
    dirs.push(dir);
    return dir;
  };

  test('creates the key file 0600 in DATA_DIR once and reuses it', async () => {
    const dataDir = await tempDir();
    const first = await loadFieldCipher({ dataDir, profile: 'local', env: {} });
    const file = join(dataDir, FIELD_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const second = await loadFieldCipher({ dataDir, profile: 'local', env: {} });
    expect(second.decrypt(first.encrypt('123456789'))).toBe('123456789');
    expect((await readFile(file, 'utf8')).trim().split('\n')).toHaveLength(1);
  });

  test('uses FIELD_ENCRYPTION_KEY from the environment and FIELD_ENCRYPTION_OLD_KEYS for rotation', async () => {
    const oldKey = FieldCipher.generateKey();
    const newKey = FieldCipher.generateKey();
    const old = await loadFieldCipher({ profile: 'production', env: { FIELD_ENCRYPTION_KEY: oldKey.toString('base64') } });
    const token = old.encrypt('111223333');
    const rotated = await loadFieldCipher({
      profile: 'production',
      env: { FIELD_ENCRYPTION_KEY: newKey.toString('base64'), FIELD_ENCRYPTION_OLD_KEYS: oldKey.toString('base64') },
    });
    expect(rotated.decrypt(token)).toBe('111223333');
    expect(rotated.needsRotation(token)).toBe(true);
  });

  test('production refuses to start without FIELD_ENCRYPTION_KEY, and a key of the wrong size is refused', async () => {
    await expect(loadFieldCipher({ dataDir: await tempDir(), profile: 'production', env: {} })).rejects.toThrow(
      'PROFILE=production needs FIELD_ENCRYPTION_KEY',
    );
    await expect(
      loadFieldCipher({ profile: 'local', env: { FIELD_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') } }),
    ).rejects.toThrow('must be 32 bytes');
  });
});
