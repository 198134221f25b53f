import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badInputAnswer } from './hostile-input';

import type { FieldErrors } from '@/domain/shared/field-errors';

/** Field-keyed messages, as the domain rules (their one answer, FieldErrors) and the contract produce them. */
export type FieldMessages = FieldErrors;

/** An error that answers with its status and `{ error: code, message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 400 with field-keyed messages: `{ error: 'validation', fields }`. */
export class ValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly fields: FieldMessages) {
    super('validation');
    this.name = 'ValidationError';
  }
}

/** 401: no or invalid bearer token. */
export const unauthorized = (message = 'Authentication required'): HttpError => new HttpError(401, 'unauthorized', message);
/** 403: authenticated but not allowed. */
export const forbidden = (message = 'Forbidden'): HttpError => new HttpError(403, 'forbidden', message);
/** 404: no such object for this user (also used for other users' objects). */
export const notFound = (message = 'Not found'): HttpError => new HttpError(404, 'not_found', message);
/** 409: the request conflicts with the object's state. */
export const conflict = (message: string): HttpError => new HttpError(409, 'conflict', message);
/** 400 with a plain message (not field-keyed). */
export const badRequest = (message: string): HttpError => new HttpError(400, 'bad_request', message);

interface AjvError {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** Turns ajv errors of the contract's schemas into field-keyed messages. */
export function fieldsFromAjv(errors: AjvError[], context: string | undefined): FieldMessages {
  const fields: FieldMessages = {};
  for (const e of errors) {
    const path = (e.instancePath ?? '').split('/').filter((s) => s.length > 0);
    const missing = e.keyword === 'required' ? String(e.params?.missingProperty ?? '') : '';
    if (missing) path.push(missing);
    const key = path.length > 0 ? path.join('.') : (context ?? 'body');
    const message = e.keyword === 'required' ? 'is required' : (e.message ?? 'is invalid');
    (fields[key] ??= []).push(message);
  }
  return fields;
}

/** Installs the JSON error answers: 400 validation, 4xx `{error, message}`, 500 without details. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | ValidationError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof ValidationError) {
      return reply.status(400).send({ error: 'validation', fields: err.fields });
    }
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ error: err.code, message: err.message });
    }
    const fe = err as FastifyError;
    if (fe.validation) {
      return reply
        .status(400)
        .send({ error: 'validation', fields: fieldsFromAjv(fe.validation as AjvError[], fe.validationContext) });
    }
    const bad = badInputAnswer(fe);
    if (bad !== undefined) {
      request.log.info({ err: { type: fe.name, message: fe.message } }, 'request refused as malformed');
      return reply.status(400).send(bad);
    }
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 413 ? 'too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
      const message =
        fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe instanceof SyntaxError ? 'Malformed JSON body' : fe.message;
      return reply.status(status).send({ error: code, message });
    }
    request.log.error({ err: { type: fe.name, message: fe.message, stack: fe.stack } }, 'request failed');
    return reply.status(500).send({ error: 'internal', message: 'Something went wrong' });
  });
}
