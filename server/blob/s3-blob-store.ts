import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { BlobHandle, BlobStore } from './blob-store';
import { spoolThenSend } from './spool-upload';
import type { SignedUrlCheck, UrlSigner } from './url-signer';

/** Where an S3-compatible store keeps the blobs (decision 0211). */
export interface S3BlobStoreOptions {
  bucket: string;
  /** Object names are `${prefix}${key}` (default `blobs/`). */
  prefix?: string;
  /** AWS region; S3-compatible services take any (default us-east-1). */
  region?: string;
  /**
   * An S3-compatible endpoint instead of AWS: Google Cloud Storage's XML API (https://storage.googleapis.com, with HMAC
   * keys), MinIO, a local fake. Unset = AWS S3.
   */
  endpoint?: string;
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible services and fakes need. */
  forcePathStyle?: boolean;
  /** Access key; unset = the SDK's default chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, instance roles...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Signs the server's own download URLs (the same secret on every process, BLOB_URL_SECRET). */
  signer: UrlSigner;
  /** Where an upload is spooled while its size is checked, before it is sent (a local temporary directory). */
  spoolDir: string;
}

/**
 * BlobStore on an S3-compatible bucket through the official AWS SDK (loaded only when this store is configured), so
 * that server processes on several machines see the same files. An upload is spooled to a local file first: the size
 * limit is enforced before anything reaches the bucket, and S3 is given the exact length it wants. Downloads keep
 * going through the server's signed, expiring URL (the capability the API hands out), which streams the object.
 */
export class S3BlobStore implements BlobStore {
  private constructor(
    private readonly client: S3Client,
    private readonly sdk: typeof import('@aws-sdk/client-s3'),
    private readonly o: S3BlobStoreOptions,
  ) {}

  static async open(o: S3BlobStoreOptions): Promise<S3BlobStore> {
    const sdk = await import('@aws-sdk/client-s3');
    const client = new sdk.S3Client({
      region: o.region ?? 'us-east-1',
      endpoint: o.endpoint,
      forcePathStyle: o.forcePathStyle ?? o.endpoint !== undefined,
      credentials: o.credentials,
      // Checksums only where S3 requires them: S3-compatible services (GCS, MinIO) do not all take the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    await mkdir(o.spoolDir, { recursive: true, mode: 0o700 });
    return new S3BlobStore(client, sdk, o);
  }

  async put(key: string, stream: Readable, limitBytes: number): Promise<{ size: number }> {
    return spoolThenSend({ spoolDir: this.o.spoolDir, key, stream, limitBytes }, async (spooled, size) => {
      await this.client.send(
        new this.sdk.PutObjectCommand({
          Bucket: this.o.bucket,
          Key: this.name(key),
          Body: createReadStream(spooled),
          ContentLength: size,
          ContentType: 'application/octet-stream',
        }),
      );
    });
  }

  async get(key: string): Promise<BlobHandle | undefined> {
    try {
      const answer = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.o.bucket, Key: this.name(key) }));
      return { stream: answer.Body as Readable, size: Number(answer.ContentLength ?? 0) };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    try {
      await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.o.bucket, Key: this.name(key) }));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  signUrl(path: string, expiresAt: Date): string {
    const { expires, signature } = this.o.signer.sign(path, expiresAt);
    return `${path}?expires=${expires}&signature=${signature}`;
  }

  verifyUrl(path: string, expires: unknown, signature: unknown, now: Date): SignedUrlCheck {
    return this.o.signer.verify(path, expires, signature, now);
  }

  /** Closes the SDK's connections. */
  close(): void {
    this.client.destroy();
  }

  private name(key: string): string {
    return `${this.o.prefix ?? 'blobs/'}${key}`;
  }
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}
