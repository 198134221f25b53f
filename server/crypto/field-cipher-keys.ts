import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FieldCipher, FieldCipherError } from './field-cipher';

/** The key file inside DATA_DIR: one base64 key per line, the first encrypts, the others only decrypt (rotation). */
export const FIELD_KEY_FILE = 'field-encryption.key';

/** Where loadFieldCipher finds its keys. */
export interface FieldCipherSource {
  /** The data directory holding the key file (created 0600 when missing, local profile only). */
  dataDir?: string;
  profile: 'local' | 'production';
  /** FIELD_ENCRYPTION_KEY (base64, 32 bytes; required in production) and FIELD_ENCRYPTION_OLD_KEYS (comma separated). */
  env: Record<string, string | undefined>;
}

function parseKeys(text: string, origin: string): Buffer[] {
  return text
    .split(/[\s,]+/)
    .filter((k) => k.length > 0)
    .map((k) => {
      const key = Buffer.from(k, 'base64');
      if (key.length !== 32) throw new FieldCipherError(`${origin}: a field encryption key must be 32 bytes in base64`);
      return key;
    });
}

async function readKeyFile(file: string): Promise<Buffer[] | undefined> {
  try {
    const keys = parseKeys(await readFile(file, 'utf8'), file);
    return keys.length > 0 ? keys : undefined;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/**
 * Builds the server's field cipher: FIELD_ENCRYPTION_KEY (+ FIELD_ENCRYPTION_OLD_KEYS) when set; else (local profile)
 * the key file in DATA_DIR, created 0600 on first use; else (no data dir, tests) an ephemeral key.
 * The production profile refuses to start without FIELD_ENCRYPTION_KEY.
 */
export async function loadFieldCipher(source: FieldCipherSource): Promise<FieldCipher> {
  const fromEnv = source.env.FIELD_ENCRYPTION_KEY;
  if (fromEnv !== undefined && fromEnv !== '') {
    const old = parseKeys(source.env.FIELD_ENCRYPTION_OLD_KEYS ?? '', 'FIELD_ENCRYPTION_OLD_KEYS');
    return new FieldCipher([...parseKeys(fromEnv, 'FIELD_ENCRYPTION_KEY').slice(0, 1), ...old]);
  }
  if (source.profile === 'production') {
    throw new FieldCipherError('PROFILE=production needs FIELD_ENCRYPTION_KEY (32 random bytes in base64)');
  }
  if (source.dataDir === undefined) return new FieldCipher([FieldCipher.generateKey()]);
  await mkdir(source.dataDir, { recursive: true, mode: 0o700 });
  const file = join(source.dataDir, FIELD_KEY_FILE);
  const existing = await readKeyFile(file);
  if (existing !== undefined) {
    await chmod(file, 0o600);
    return new FieldCipher(existing);
  }
  const created = FieldCipher.generateKey().toString('base64');
  await writeFile(file, `${created}\n`, { mode: 0o600, flag: 'wx' }).catch((e: NodeJS.ErrnoException) => {
    if (e.code !== 'EEXIST') throw e;
  });
  await chmod(file, 0o600);
  // Another process may have won the race: always use what is on disk.
  return new FieldCipher((await readKeyFile(file)) ?? parseKeys(created, file));
}
