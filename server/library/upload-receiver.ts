import type { FastifyRequest } from 'fastify';
import { newBlobKey, type BlobStore } from '../blob/blob-store';
import { sniffUpload } from '../blob/sniffing-stream';
import { UploadRejectedError } from '../blob/upload-rejected-error';
import { ValidationError } from '../http/errors';

/** A file stored by receiveUpload, not yet referenced by any row. */
export interface StoredUpload {
  /** Its blob key. */
  key: string;
  /** The file name the client gave, cleaned (or a default from the sniffed type). */
  fileName: string;
  /** The sniffed media type (never the client's claim). */
  contentType: string;
  size: number;
  /** Text fields of the form, in any order around the file. */
  fields: Record<string, string>;
}

/** Message of an upload without a file part. */
export const FILE_REQUIRED_MESSAGE = 'A file is required';

/** Control characters (C0, DEL, C1) and the bidirectional controls that can make "gpj.exe" read as "exe.jpg". */
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"]/g;

/** Other extensions of a sniffed type's usual one. */
const SAME_TYPE_EXTENSIONS: Record<string, readonly string[]> = { jpg: ['jpeg', 'jpe'], tif: ['tiff'] };

/**
 * The name a file is stored and saved under: the last path segment of what the client sent, without control or
 * bidirectional characters or quotes, ending in `ext`, the extension of the type sniffed from the content (decision
 * 0294): a PDF sent as `poly.html` is kept as `poly.pdf`, so a saved copy never opens as HTML. At most 255 characters.
 */
export function cleanFileName(raw: string | undefined, ext: string): string {
  const base = (raw ?? '').split(/[/\\]/).pop()!.replace(UNSAFE_NAME_CHARACTERS, '').trim();
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).trim();
  const given = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  // The type's other usual spelling (photo.jpeg, scan.tiff) is kept as the user wrote it.
  const suffix = `.${(SAME_TYPE_EXTENSIONS[ext] ?? []).includes(given) ? base.slice(dot + 1) : ext}`;
  return `${stem === '' ? 'document' : stem.slice(0, 255 - suffix.length)}${suffix}`;
}

function rejectionMessage(error: unknown, limitBytes: number): string | undefined {
  if (error instanceof UploadRejectedError) return error.message;
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return `The file is larger than ${Math.floor(limitBytes / (1024 * 1024))} MB`;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return 'The request must be multipart/form-data with a file';
  return undefined;
}

/**
 * Streams the one file of a multipart request into the blob store, checked by content signature and limited to
 * `limitBytes`. A refused upload throws ValidationError({ file }) and a client abort re-throws; in both cases
 * nothing is left in the store. The caller must remove `key` if it then fails to record the upload.
 */
export async function receiveUpload(request: FastifyRequest, blobs: BlobStore, limitBytes: number): Promise<StoredUpload> {
  const fields: Record<string, string> = {};
  let stored: StoredUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (stored || part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const key = newBlobKey();
      const upload = sniffUpload(part.file, part.filename);
      const { size } = await blobs.put(key, upload.stream, limitBytes);
      const type = upload.type()!;
      stored = { key, fileName: cleanFileName(part.filename, type.ext), contentType: type.mime, size, fields };
      if (part.file.truncated)
        throw new UploadRejectedError('too_large', rejectionMessage({ code: 'FST_REQ_FILE_TOO_LARGE' }, limitBytes)!);
    }
  } catch (error) {
    if (stored) await blobs.remove(stored.key);
    const message = rejectionMessage(error, limitBytes);
    if (message !== undefined) throw new ValidationError({ file: [message] });
    throw error;
  }
  if (!stored) throw new ValidationError({ file: [FILE_REQUIRED_MESSAGE] });
  return stored;
}
