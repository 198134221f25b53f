import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

/** The signing algorithm; Descope signs its session and refresh tokens with RS256. */
export const SIGNING_ALG = 'RS256';

/** The key file's name inside the data directory. */
export const KEYS_FILE = 'identity-keys.json';

/** The private signing key and the public key set published to verifiers. */
export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  jwks: { keys: JsonWebKey[] };
}

interface StoredKeys {
  kid: string;
  alg: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/** Loads the key pair kept in `${dir}/identity-keys.json`, creating it on first use; dir undefined = ephemeral (tests). */
export async function loadOrCreateSigningKeys(dir: string | undefined): Promise<SigningKeys> {
  if (dir === undefined) return fromStored(await generateStoredKeys());
  const file = join(dir, KEYS_FILE);
  const existing = await readStored(file);
  if (existing) return fromStored(existing);
  const created = await generateStoredKeys();
  await mkdir(dir, { recursive: true });
  await writeFile(file, JSON.stringify(created, undefined, 2), { mode: 0o600, flag: 'wx' }).catch(
    async (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EEXIST') throw e;
    },
  );
  await chmod(file, 0o600);
  // Another process may have won the race: always use what is on disk.
  const onDisk = await readStored(file);
  return fromStored(onDisk ?? created);
}

async function readStored(file: string): Promise<StoredKeys | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StoredKeys;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

async function generateStoredKeys(): Promise<StoredKeys> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG };
  return { kid, alg: SIGNING_ALG, privateJwk, publicJwk };
}

async function fromStored(stored: StoredKeys): Promise<SigningKeys> {
  const privateKey = (await importJWK(stored.privateJwk, SIGNING_ALG)) as CryptoKey;
  return { kid: stored.kid, privateKey, jwks: { keys: [stored.publicJwk as JsonWebKey] } };
}
