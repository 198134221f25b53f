import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError } from './errors';

/**
 * Idempotency-Key on the operations that create money records (decision 0295), as Stripe does: the contract marks them
 * `x-money-move: true`; a request that carries the header claims the key for its user first, and its answer (a 2xx, or
 * a refusal the same request would get again) is remembered with the key for a day. A retried request with the same key
 * and the same request answers the first result (header `Idempotent-Replayed: true`) and moves nothing again; a copy
 * that arrives while the first is still running waits for its answer. The same key with another request is refused.
 * Without the header the route's own serialisation (row locks, conditional updates) still bounds what moves.
 */

/** The table that remembers the keys (one row per user and key). */
export interface IdempotencyKeyTable {
  user_id: string;
  key: string;
  operation_id: string;
  /** sha256 of the method, the route, the path parameters and the body (keys sorted). */
  fingerprint: string;
  /** `running` while the first request is being answered, then `done`. */
  state: string;
  status_code: number | null;
  body: string | null;
  content_type: string | null;
  created_at: Date;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeyTable;
}

/** The header's name, as the contract spells it. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A key is 8 to 200 visible ASCII characters (a UUID fits). */
const KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;
/** How long a key is remembered (Stripe keeps them 24 hours). */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A `running` key older than this belongs to a process that died before answering: a retry may take it over. */
export const ABANDONED_AFTER_MS = 10 * 60 * 1000;
/** How long a copy waits for the first request's answer before it is told to try again. */
const WAIT_FOR_FIRST_MS = 15_000;

export const INVALID_KEY_MESSAGE = 'Idempotency-Key must be 8 to 200 visible characters (letters, digits, punctuation).';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was used for a different request';
export const KEY_IN_PROGRESS_MESSAGE = 'A request with this Idempotency-Key is still in progress; try again in a moment.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract marks the operation `x-money-move: true` (decision 0295). */
    moneyMove?: boolean;
    /** The route remembers its Idempotency-Key itself (the invoice payment, decision 0202). */
    ownIdempotency?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed; its answer is remembered when it is sent. */
    idempotencyClaim?: { userId: string; key: string };
  }
}

/** JSON with object keys sorted, so that the same request fingerprints the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function fingerprintOf(request: FastifyRequest): string {
  const text = `${request.method} ${request.routeOptions.url ?? ''} ${canonical(request.params ?? {})} ${canonical(request.body ?? null)}`;
  return createHash('sha256').update(text).digest('hex');
}

/** Whether an answer is remembered: a success or a refusal that a retry would get again, not "try again later". */
function remembered(status: number): boolean {
  if (status >= 500) return false;
  return ![401, 403, 408, 409, 429].includes(status);
}

const pause = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/**
 * Adds the Idempotency-Key hooks to a scope whose routes are declared with `route()` (after authentication and
 * step-up, so that a refused session never claims a key).
 */
export function idempotencyHooks(app: FastifyInstance, db: Kysely<IdempotencyTables>, clock: () => Date): void {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config;
    if (config?.moneyMove !== true || config.ownIdempotency === true) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key))
      throw new HttpError(400, 'invalid_idempotency_key', INVALID_KEY_MESSAGE);
    const userId = request.principal?.userId;
    if (userId === undefined) return;
    const fingerprint = fingerprintOf(request);
    await db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', new Date(clock().getTime() - KEY_LIFETIME_MS))
      .execute();
    /** Inserts the key as `running` unless another request holds it; true when this request holds it now. */
    const claim = async (): Promise<boolean> => {
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({
          user_id: userId,
          key,
          operation_id: request.routeOptions.url ?? '',
          fingerprint,
          state: 'running',
          status_code: null,
          body: null,
          content_type: null,
          created_at: clock(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      return inserted !== undefined;
    };
    if (await claim()) {
      request.idempotencyClaim = { userId, key };
      return;
    }
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (let wait = 20; ; wait = Math.min(wait * 2, 250)) {
      const row = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (row === undefined) {
        // The first request failed in a way a retry may mend (its key was let go): this one takes the key.
        if (await claim()) {
          request.idempotencyClaim = { userId, key };
          return;
        }
        continue;
      }
      if (row.fingerprint !== fingerprint) throw new HttpError(422, 'idempotency_mismatch', KEY_REUSED_MESSAGE);
      if (row.state === 'done' && row.status_code !== null) {
        reply.header('idempotent-replayed', 'true');
        if (row.content_type !== null) reply.header('content-type', row.content_type);
        return reply.status(row.status_code).send(row.body ?? '');
      }
      if (clock().getTime() - new Date(row.created_at).getTime() > ABANDONED_AFTER_MS) {
        const taken = await db
          .updateTable('idempotency_keys')
          .set({ created_at: clock() })
          .where('user_id', '=', userId)
          .where('key', '=', key)
          .where('state', '=', 'running')
          .where('created_at', '=', row.created_at)
          .returning('key')
          .executeTakeFirst();
        if (taken !== undefined) {
          request.idempotencyClaim = { userId, key };
          return;
        }
      }
      if (Date.now() >= deadline) throw new HttpError(409, 'idempotency_in_progress', KEY_IN_PROGRESS_MESSAGE);
      await pause(wait);
    }
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = request.idempotencyClaim;
    if (claim === undefined) return payload;
    request.idempotencyClaim = undefined;
    const forKey = db.updateTable('idempotency_keys').where('user_id', '=', claim.userId).where('key', '=', claim.key);
    if (remembered(reply.statusCode) && (typeof payload === 'string' || payload === undefined || payload === null)) {
      const type = reply.getHeader('content-type');
      await forKey
        .set({
          state: 'done',
          status_code: reply.statusCode,
          body: typeof payload === 'string' ? payload : '',
          content_type: typeof type === 'string' ? type : null,
        })
        .execute();
    } else {
      await db.deleteFrom('idempotency_keys').where('user_id', '=', claim.userId).where('key', '=', claim.key).execute();
    }
    return payload;
  });
}
