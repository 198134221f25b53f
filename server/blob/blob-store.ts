import type { Readable } from 'node:stream';
import type { SignedUrlCheck } from './url-signer';

/** A stored blob opened for reading. */
export interface BlobHandle {
  /** The bytes. */
  stream: Readable;
  /** Their count. */
  size: number;
}

/** What a download URL signed by the storage provider itself carries (decision 0213). */
export interface ProviderDownload {
  /** The signing time: the link works from then... */
  now: Date;
  /** ...until then. */
  expiresAt: Date;
  /** The Content-Type the provider answers with. */
  contentType: string;
  /** The Content-Disposition the provider answers with (attachment, the file's name). */
  contentDisposition: string;
}

/** Stores uploaded file contents under server-generated keys; downloads go only through signed, expiring URLs. */
export interface BlobStore {
  /**
   * Streams `stream` into the blob `key` (from newBlobKey); the blob appears only once the stream has ended
   * within `limitBytes`. On any failure (UploadRejectedError('too_large'), a source error, a client abort) nothing
   * is left behind and the error is re-thrown.
   */
  put(key: string, stream: Readable, limitBytes: number): Promise<{ size: number }>;
  /** Opens the blob `key`, or undefined when there is none. */
  get(key: string): Promise<BlobHandle | undefined>;
  /** Removes the blob `key`; removing a missing blob is not an error. */
  remove(key: string): Promise<void>;
  /** `path` with the `expires` and `signature` query that lets anyone holding it GET it until `expiresAt`. */
  signUrl(path: string, expiresAt: Date): string;
  /** Checks the `expires` and `signature` query of a request for `path` at `now`. */
  verifyUrl(path: string, expires: unknown, signature: unknown, now: Date): SignedUrlCheck;
  /**
   * A URL at the storage provider that lets anyone holding it GET the blob `key` until `expiresAt`, with the given
   * response headers (Google Cloud Storage V4 signed URL, decision 0213). Stores without one leave it out: the API then
   * hands out the server's own signed link (signUrl).
   */
  providerDownloadUrl?(key: string, download: ProviderDownload): Promise<string>;
}

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A fresh blob key: a random UUID, never derived from user input. */
export function newBlobKey(): string {
  return crypto.randomUUID();
}

/** Whether `key` has the shape newBlobKey makes (so it can never name a path outside the store). */
export function isBlobKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}
