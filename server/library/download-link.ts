import { ALLOWED_TYPES } from '../blob/content-sniffer';
import { cleanFileName } from './upload-receiver';
import type { BlobStore } from '../blob/blob-store';
import { HttpError, ValidationError } from '../http/errors';

/** Lifetime of a download link when the request names none, in seconds (decision 0037). */
export const DEFAULT_DOWNLOAD_EXPIRATION_SEC = 300;
/** Longest lifetime a download link may be given, in seconds. */
export const MAX_DOWNLOAD_EXPIRATION_SEC = 3600;
/** Message for an expiration outside 1..MAX_DOWNLOAD_EXPIRATION_SEC. */
export const EXPIRATION_MESSAGE = `Expiration must be a whole number of seconds from 1 to ${MAX_DOWNLOAD_EXPIRATION_SEC}`;

/** The link lifetime asked for by the `expiration` query (seconds), or the default; ValidationError when out of range. */
export function expirationSeconds(raw: unknown): number {
  if (raw === undefined || raw === '') return DEFAULT_DOWNLOAD_EXPIRATION_SEC;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^[0-9]+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_DOWNLOAD_EXPIRATION_SEC)
    throw new ValidationError({ expiration: [EXPIRATION_MESSAGE] });
  return n;
}

/**
 * The lifetime asked for by a spec-style call that put the expiration in the path segment (its second argument):
 * an all-digit segment, clamped to 1..MAX_DOWNLOAD_EXPIRATION_SEC; undefined when the segment is no number.
 */
export function expirationFromPathSegment(segment: string): number | undefined {
  if (!/^[0-9]{1,12}$/.test(segment)) return undefined;
  return Math.min(MAX_DOWNLOAD_EXPIRATION_SEC, Math.max(1, Number(segment)));
}

/** The API path (under the product prefix) at which version `versionId` is served to holders of a signed link. */
export function downloadPath(productKey: string, versionId: string): string {
  return `/${productKey}/downloads/${encodeURIComponent(versionId)}`;
}

/** A signed, absolute download URL for version `versionId`, valid for `seconds` from `now`. */
export function signDownloadLink(
  blobs: BlobStore,
  opts: { origin: string; productKey: string; versionId: string; now: Date; seconds: number },
): { url: string; expiresAt: string } {
  const expiresAt = new Date(Math.floor(opts.now.getTime() / 1000) * 1000 + opts.seconds * 1000);
  const url = `${opts.origin}${blobs.signUrl(downloadPath(opts.productKey, opts.versionId), expiresAt)}`;
  return { url, expiresAt: expiresAt.toISOString() };
}

/**
 * The download link the API hands out for version `versionId` (decision 0213): when the blob store can sign a URL at
 * the storage provider itself (Google Cloud Storage V4 signed URLs), that URL, answering with the version's type and
 * an attachment named after it; otherwise the server's own signed link (signDownloadLink). Both live `seconds` from
 * `now` (rounded down to the second). `blobKey` is asked only for a provider URL.
 */
export async function mintDownloadLink(
  blobs: BlobStore,
  opts: {
    origin: string;
    productKey: string;
    versionId: string;
    now: Date;
    seconds: number;
    fileName: string;
    contentType: string;
    blobKey: () => Promise<string | undefined>;
  },
): Promise<{ url: string; expiresAt: string }> {
  if (!blobs.providerDownloadUrl) return signDownloadLink(blobs, opts);
  const key = await opts.blobKey();
  if (key === undefined) throw new HttpError(404, 'not_found', 'This file no longer exists');
  const now = new Date(Math.floor(opts.now.getTime() / 1000) * 1000);
  const expiresAt = new Date(now.getTime() + opts.seconds * 1000);
  const url = await blobs.providerDownloadUrl(key, {
    now,
    expiresAt,
    contentType: opts.contentType,
    contentDisposition: attachmentDisposition(opts.fileName, opts.contentType),
  });
  return { url, expiresAt: expiresAt.toISOString() };
}

/**
 * A Content-Disposition header that saves the file as `name`, safe for any characters in it. With the stored (sniffed)
 * `contentType`, the name is cleaned again and takes that type's extension (decision 0294), so a file stored before the
 * upload rule existed cannot be saved as HTML or SVG either.
 */
export function attachmentDisposition(name: string, contentType?: string): string {
  const type = ALLOWED_TYPES.find((t) => t.mime === contentType);
  if (type !== undefined) name = cleanFileName(name, type.ext);
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
