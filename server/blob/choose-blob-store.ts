import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlobStore } from './blob-store';
import { GcsBlobStore, type GcsServiceAccountKey, parseServiceAccountKey } from './gcs-blob-store';
import { LocalBlobStore } from './local-blob-store';
import { S3BlobStore } from './s3-blob-store';
import { loadOrCreateUrlSecret, UrlSigner } from './url-signer';

type Env = Record<string, string | undefined>;

/** The blob store a server opened, and the local one when it is local (its orphan sweeper needs the directory). */
export interface OpenedBlobStore {
  store: BlobStore;
  local?: LocalBlobStore;
  /** What the start line prints. */
  description: string;
}

/** BLOB_URL_SECRET (base64, at least 32 bytes) for processes on several machines, else the key file in DATA_DIR. */
async function urlSecret(env: Env, dataDir: string): Promise<Buffer> {
  const given = env.BLOB_URL_SECRET?.trim();
  if (given) {
    const secret = Buffer.from(given, 'base64');
    if (secret.length < 32) throw new Error('BLOB_URL_SECRET must be at least 32 bytes, base64');
    return secret;
  }
  return loadOrCreateUrlSecret(dataDir);
}

/** The service-account key of a GCS store: GCS_CREDENTIALS_JSON (the key itself), else the GOOGLE_APPLICATION_CREDENTIALS file. */
async function gcsKey(env: Env): Promise<GcsServiceAccountKey> {
  const inline = env.GCS_CREDENTIALS_JSON?.trim();
  if (inline) return parseServiceAccountKey(inline, 'GCS_CREDENTIALS_JSON');
  const file = env.GOOGLE_APPLICATION_CREDENTIALS?.trim();
  if (!file)
    throw new Error(
      'BLOB_STORE=gcs needs a service-account key, which signs the download URLs: GCS_CREDENTIALS_JSON or GOOGLE_APPLICATION_CREDENTIALS',
    );
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`GOOGLE_APPLICATION_CREDENTIALS names ${file}, which cannot be read`);
  }
  return parseServiceAccountKey(text, file);
}

/**
 * The blob store of this configuration (decisions 0211, 0213): `BLOB_STORE=gcs` keeps the files in a Google Cloud
 * Storage bucket (GCS_BUCKET, optional GCS_PREFIX, the service-account key in GCS_CREDENTIALS_JSON or the
 * GOOGLE_APPLICATION_CREDENTIALS file, GCS_ENDPOINT for an emulator) and hands out V4 signed download URLs;
 * `BLOB_STORE=s3` keeps the files in an S3-compatible bucket
 * (S3_BUCKET, optional S3_ENDPOINT for Google Cloud Storage's XML API or MinIO, S3_REGION, S3_PREFIX,
 * S3_FORCE_PATH_STYLE=1, S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY or the AWS SDK's default credentials); anything else, the
 * local directory under DATA_DIR.
 */
export async function openBlobStore(env: Env, dataDir: string): Promise<OpenedBlobStore> {
  const kind = (env.BLOB_STORE ?? 'local').trim().toLowerCase() || 'local';
  if (kind === 'local') {
    const local = await LocalBlobStore.open({ dataDir, secret: env.BLOB_URL_SECRET ? await urlSecret(env, dataDir) : undefined });
    return { store: local, local, description: `local files under ${dataDir}/blobs` };
  }
  if (kind === 'gcs') {
    const bucket = env.GCS_BUCKET?.trim();
    if (!bucket) throw new Error('BLOB_STORE=gcs needs GCS_BUCKET');
    const credentials = await gcsKey(env);
    const endpoint = env.GCS_ENDPOINT?.trim() || undefined;
    const store = await GcsBlobStore.open({
      bucket,
      prefix: env.GCS_PREFIX ?? undefined,
      credentials,
      endpoint,
      signer: new UrlSigner(await urlSecret(env, dataDir)),
      spoolDir: join(dataDir, 'blob-spool'),
    });
    return { store, description: `Google Cloud Storage bucket ${bucket}${endpoint ? ` at ${endpoint}` : ''}` };
  }
  if (kind !== 's3') throw new Error(`BLOB_STORE must be local, s3 or gcs, not ${kind}`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('BLOB_STORE=s3 needs S3_BUCKET');
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const store = await S3BlobStore.open({
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || undefined,
    prefix: env.S3_PREFIX ?? undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === undefined ? undefined : env.S3_FORCE_PATH_STYLE === '1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    signer: new UrlSigner(await urlSecret(env, dataDir)),
    spoolDir: join(dataDir, 'blob-spool'),
  });
  return { store, description: `bucket ${bucket}${endpoint ? ` at ${endpoint}` : ' (AWS S3)'}` };
}
