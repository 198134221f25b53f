import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** A NUL, or a UTF-16 surrogate without its partner: text no database column can store. */
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The message of a 400 for such text. */
export const UNSAFE_TEXT_MESSAGE = 'The request contains a NUL character or malformed Unicode text';

/** Whether a parsed value (path parameters, query, JSON body; keys included) contains unsafe text. */
export function hasUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSAFE_TEXT.test(value);
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((v) => hasUnsafeText(v, depth + 1));
  if (Buffer.isBuffer(value)) return false;
  for (const [k, v] of Object.entries(value)) if (UNSAFE_TEXT.test(k) || hasUnsafeText(v, depth + 1)) return true;
  return false;
}

/**
 * Refuses, before validation and before any handler, a request whose path parameters, query or JSON body carry a NUL
 * or a lone surrogate: 400 `{ error: 'bad_request', message }` instead of a database error.
 */
export function installUnsafeTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    if (hasUnsafeText(request.params) || hasUnsafeText(request.query) || hasUnsafeText(request.body)) {
      done(badRequest(UNSAFE_TEXT_MESSAGE));
      return;
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
