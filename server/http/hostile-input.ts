import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, type FieldMessages, ValidationError } from './errors';

/** A NUL, or a UTF-16 surrogate without its partner: text no database column can store. */
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The message of a 400 for such text in the path or query. */
export const UNSAFE_TEXT_MESSAGE = 'The request contains a NUL character or malformed Unicode text';
/** The field message for such text in a JSON body field. */
export const UNSAFE_FIELD_MESSAGE = 'must not contain NUL characters or malformed Unicode text';

/** The dotted paths (as validation errors name fields) of every string or key in `value` with unsafe text. */
export function unsafeTextPaths(value: unknown, path = '', depth = 0): string[] {
  if (typeof value === 'string') return UNSAFE_TEXT.test(value) ? [path] : [];
  if (value === null || typeof value !== 'object' || depth > 64 || Buffer.isBuffer(value)) return [];
  const found: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    const at = path === '' ? k : `${path}.${k}`;
    if (UNSAFE_TEXT.test(k)) found.push(path === '' ? 'body' : path);
    else found.push(...unsafeTextPaths(v, at, depth + 1));
  }
  return found;
}

/**
 * Refuses, before validation and before any handler, a request whose path parameters, query or JSON body carry a NUL
 * or a lone surrogate (text no database column can store): 400 `{ error: 'bad_request', message }` for the path and
 * query, 400 `{ error: 'validation', fields }` naming the body fields.
 */
export function installUnsafeTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    if (unsafeTextPaths(request.params).length > 0 || unsafeTextPaths(request.query).length > 0) {
      done(badRequest(UNSAFE_TEXT_MESSAGE));
      return;
    }
    const body = request.body;
    if (body !== undefined && body !== null) {
      const paths = unsafeTextPaths(body);
      if (paths.length > 0) {
        const fields: FieldMessages = {};
        for (const p of paths) fields[p === '' ? 'body' : p] = [UNSAFE_FIELD_MESSAGE];
        done(new ValidationError(fields));
        return;
      }
    }
    done();
  });
}

/** Messages of the multipart parser (busboy) for a body that is not well-formed multipart. */
const MULTIPART_SYNTAX =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;

/** A 400 answer `{ error, message }` for an error caused by the request's bytes; undefined for any other error. */
export function badInputAnswer(err: FastifyError): { error: string; message: string } | undefined {
  if (err.statusCode === undefined && typeof err.message === 'string' && MULTIPART_SYNTAX.test(err.message)) {
    return { error: 'bad_request', message: 'Malformed multipart body' };
  }
  // SQLSTATE class 22 (data exception): text the database cannot store or read as the column's type.
  if (typeof err.code === 'string' && /^22[0-9A-Z]{3}$/.test(err.code) && 'severity' in err) {
    return { error: 'bad_request', message: 'The request contains a value that cannot be stored' };
  }
  return undefined;
}

/** Fastify's router errors (frameworkErrors option), answered 400 in the contract's error shape, never Fastify's `FST_...` body. */
export function answerFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message =
    err.code === 'FST_ERR_BAD_URL'
      ? 'Malformed URL'
      : err.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'URL too long'
        : 'Malformed request';
  reply.code(400).send({ error: 'bad_request', message });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a NUL in a header, a broken request line, headers too
 * large, a client too slow): answered in the contract's error shape (clientErrorHandler option), then the socket closes.
 */
export function answerClientError(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', { error: 'timeout', message: 'The request took too long' }]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', { error: 'too_large', message: 'Request headers too large' }]
        : [400, 'Bad Request', { error: 'bad_request', message: 'Malformed HTTP request' }];
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(json)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(err);
}
