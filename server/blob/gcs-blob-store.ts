import { mkdir } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Bucket } from '@google-cloud/storage';
import type { BlobHandle, BlobStore, ProviderDownload } from './blob-store';
import { spoolThenSend } from './spool-upload';
import type { SignedUrlCheck, UrlSigner } from './url-signer';

/** The fields of a Google service-account key file this store uses. */
export interface GcsServiceAccountKey {
  client_email: string;
  private_key: string;
  project_id?: string;
}

/**
 * The service-account key in `json` (the JSON key file Google Cloud hands out); an Error naming `source` when it is
 * not one. Its private key signs the V4 download URLs locally.
 */
export function parseServiceAccountKey(json: string, source: string): GcsServiceAccountKey {
  let key: unknown;
  try {
    key = JSON.parse(json);
  } catch {
    throw new Error(`${source} is not JSON: it must be a Google service-account key file`);
  }
  const k = key as Partial<Record<string, unknown>>;
  if (typeof k?.client_email !== 'string' || typeof k.private_key !== 'string' || !k.private_key.includes('PRIVATE KEY'))
    throw new Error(`${source} must be a Google service-account key with client_email and private_key`);
  return {
    client_email: k.client_email,
    private_key: k.private_key,
    project_id: typeof k.project_id === 'string' ? k.project_id : undefined,
  };
}

/** Where a Google Cloud Storage store keeps the blobs (decision 0213). */
export interface GcsBlobStoreOptions {
  bucket: string;
  /** Object names are `${prefix}${key}` (default `blobs/`). */
  prefix?: string;
  /** The service account that reads and writes the bucket and signs the download URLs. */
  credentials: GcsServiceAccountKey;
  /**
   * Another endpoint than Google's (an emulator, the tests' fake): the JSON API is called there without an access
   * token and the signed URLs point there. Unset = https://storage.googleapis.com.
   */
  endpoint?: string;
  /** Signs the server's own download URLs (the same secret on every process, BLOB_URL_SECRET). */
  signer: UrlSigner;
  /** Where an upload is spooled while its size is checked, before it is sent (a local temporary directory). */
  spoolDir: string;
}

/** Longest lifetime Google accepts for a V4 signed URL (7 days). */
const MAX_V4_SECONDS = 604_800;

/**
 * BlobStore on a Google Cloud Storage bucket through Google's client library (@google-cloud/storage, loaded only when
 * this store is configured). Uploads are spooled through the byte limit first (spoolThenSend), then sent in one
 * request with an MD5 check and the precondition that the object does not exist yet; reads check the MD5 too. Download
 * links are V4 signed URLs (GOOG4-RSA-SHA256) at Google, signed locally with the service account's key
 * (providerDownloadUrl), so the bytes never pass through the server.
 */
export class GcsBlobStore implements BlobStore {
  private constructor(
    private readonly bucket: Bucket,
    private readonly o: GcsBlobStoreOptions,
  ) {}

  static async open(o: GcsBlobStoreOptions): Promise<GcsBlobStore> {
    const { Storage } = await import('@google-cloud/storage');
    const storage = new Storage({
      projectId: o.credentials.project_id,
      credentials: { client_email: o.credentials.client_email, private_key: o.credentials.private_key },
      apiEndpoint: o.endpoint,
    });
    await mkdir(o.spoolDir, { recursive: true, mode: 0o700 });
    return new GcsBlobStore(storage.bucket(o.bucket), o);
  }

  async put(key: string, stream: Readable, limitBytes: number): Promise<{ size: number }> {
    return spoolThenSend({ spoolDir: this.o.spoolDir, key, stream, limitBytes }, async (spooled) => {
      await this.bucket.upload(spooled, {
        destination: this.name(key),
        resumable: false,
        validation: 'md5',
        metadata: { contentType: 'application/octet-stream' },
        // Keys are fresh UUIDs: an object that already exists is never overwritten (and a retried upload is safe).
        preconditionOpts: { ifGenerationMatch: 0 },
      });
    });
  }

  async get(key: string): Promise<BlobHandle | undefined> {
    const file = this.bucket.file(this.name(key));
    let size: number;
    try {
      const [metadata] = await file.getMetadata();
      size = Number(metadata.size ?? 0);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    return { stream: file.createReadStream({ validation: 'md5' }), size };
  }

  async remove(key: string): Promise<void> {
    await this.bucket.file(this.name(key)).delete({ ignoreNotFound: true });
  }

  signUrl(path: string, expiresAt: Date): string {
    const { expires, signature } = this.o.signer.sign(path, expiresAt);
    return `${path}?expires=${expires}&signature=${signature}`;
  }

  verifyUrl(path: string, expires: unknown, signature: unknown, now: Date): SignedUrlCheck {
    return this.o.signer.verify(path, expires, signature, now);
  }

  /** A V4 signed GET URL for the object of `key`, from `now` until `expiresAt`, answering with the given headers. */
  async providerDownloadUrl(key: string, d: ProviderDownload): Promise<string> {
    const seconds = Math.floor(d.expiresAt.getTime() / 1000) - Math.floor(d.now.getTime() / 1000);
    if (seconds < 1 || seconds > MAX_V4_SECONDS) throw new RangeError(`A V4 signed URL lives 1 to ${MAX_V4_SECONDS} seconds`);
    const [url] = await this.bucket.file(this.name(key)).getSignedUrl({
      version: 'v4',
      action: 'read',
      accessibleAt: d.now,
      expires: d.expiresAt,
      responseType: d.contentType,
      responseDisposition: d.contentDisposition,
    });
    return url;
  }

  private name(key: string): string {
    return `${this.o.prefix ?? 'blobs/'}${key}`;
  }
}

function isMissing(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 404;
}
