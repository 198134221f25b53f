import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../http/errors';
import { FILE_REQUIRED_MESSAGE } from '../library/upload-receiver';

/** Largest statement file accepted: 10 MB (a year of daily lines is about 100 KB). */
export const STATEMENT_FILE_LIMIT = 10 * 1024 * 1024;

/** A statement file as received: its cleaned name and its bytes (never stored: only what is read from them is). */
export interface StatementUpload {
  fileName: string;
  bytes: Buffer;
}

const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"]/g;

/** The last path segment of the client's file name, without control or bidirectional characters, at most 200 long. */
export function cleanStatementName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop()!.replace(UNSAFE, '').trim();
  return [...(base === '' ? 'statement' : base)].slice(0, 200).join('');
}

/**
 * Reads the one `file` part of a multipart request into memory, at most STATEMENT_FILE_LIMIT bytes; a refused upload
 * (none, too large, not multipart, broken) is 400 `fields.file`.
 */
export async function readStatementUpload(request: FastifyRequest): Promise<StatementUpload> {
  let found: StatementUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (found || part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw new ValidationError({ file: ['The file is larger than 10 MB'] });
      found = { fileName: cleanStatementName(part.filename), bytes: Buffer.concat(chunks) };
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    const code = (error as { code?: string } | undefined)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ValidationError({ file: ['The file is larger than 10 MB'] });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new ValidationError({ file: ['The request must be multipart/form-data with a file'] });
    if (typeof code === 'string' && code.startsWith('FST_'))
      throw new ValidationError({ file: ['The upload could not be read'] });
    throw error;
  }
  if (!found) throw new ValidationError({ file: [FILE_REQUIRED_MESSAGE] });
  return found;
}
