import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { auditWrite, markAudited } from '../http/audit';
import { HttpError } from '../http/errors';
import type { Principal } from '../http/principal';

/** The error code of a request with X-Act-As but no open admin-mode visit (decision 0297). */
export const ADMIN_MODE_REQUIRED_CODE = 'admin_mode_required';
/** Its message. */
export const ADMIN_MODE_REQUIRED_MESSAGE = 'Enter admin mode for this participant, with a reason, before acting for them.';

/** The audit actions of admin mode (decision 0297); the trail shows them in words (src/domain/display/audit-labels.ts). */
export const ENTER_ADMIN_MODE = 'enter_admin_mode';
export const LEAVE_ADMIN_MODE = 'leave_admin_mode';
export const VIEW_IN_ADMIN_MODE = 'view';

/** The longest path recorded for a read (longer ones are cut; the contract caps ids at 200 characters anyway). */
const MAX_PATH = 500;

/** An open visit, as the hooks keep it on the request. */
export interface OpenVisit {
  id: number;
  reason: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The open admin-mode visit an X-Act-As request runs in (decision 0297). */
    adminModeVisit?: OpenVisit;
  }
}

/** The newest open visit of `agentId` acting as `participantId`, if any. */
export async function openVisitOf(db: Kysely<DB>, agentId: string, participantId: string): Promise<OpenVisit | undefined> {
  return db
    .selectFrom('admin_mode_visits')
    .select(['id', 'reason'])
    .where('agent_id', '=', agentId)
    .where('participant_id', '=', participantId)
    .where('left_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Opens a visit and records "entered admin mode" with the reason, in one transaction. */
export async function enterVisit(
  db: Kysely<DB>,
  /** The support user's principal, acting as the participant (actingAs set). */
  acting: Principal & { actingAs: string },
  reason: string,
  now: Date,
): Promise<{ id: number; entered_at: Date }> {
  const participantId = acting.actingAs;
  return db.transaction().execute(async (trx) => {
    const visit = await trx
      .insertInto('admin_mode_visits')
      .values({ agent_id: acting.agentId, participant_id: participantId, reason, entered_at: now, left_at: null })
      .returning(['id', 'entered_at'])
      .executeTakeFirstOrThrow();
    await auditWrite(trx, acting, ENTER_ADMIN_MODE, 'user', participantId, reason);
    return { id: visit.id, entered_at: new Date(visit.entered_at) };
  });
}

/**
 * Closes the newest open visit of `agent` acting as `participantId` and records "left admin mode" with the visit's
 * reason; false when there was none (nothing is recorded then).
 */
export async function leaveVisit(db: Kysely<DB>, acting: Principal & { actingAs: string }, now: Date): Promise<boolean> {
  const participantId = acting.actingAs;
  const left = await db.transaction().execute(async (trx) => {
    const open = await openVisitOf(trx, acting.agentId, participantId);
    if (open === undefined) return false;
    const closed = await trx
      .updateTable('admin_mode_visits')
      .set({ left_at: now })
      .where('id', '=', open.id)
      .where('left_at', 'is', null)
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) === 0) return false;
    await auditWrite(trx, acting, LEAVE_ADMIN_MODE, 'user', participantId, open.reason);
    return true;
  });
  // Nothing to record when no visit was open; the safety net must not add a generic record either.
  markAudited(acting);
  return left;
}

/** Routes that manage admin mode itself (and the rest of the support console) need no visit and read nothing of the participant. */
function isSupportConsole(request: FastifyRequest, prefix: string): boolean {
  const url = request.routeOptions.url ?? '';
  return url === `${prefix}/support` || url.startsWith(`${prefix}/support/`);
}

/**
 * Admin mode's visit rules for every route of the scope (decision 0297), after the step-up hook:
 * - a request with X-Act-As (request.principal.actingAs) needs an open visit of its support user and participant,
 *   else 403 `admin_mode_required`; the support console's own routes are exempt;
 * - a successful GET in a visit is audited once per path and visit ("viewed"), with the visit's reason.
 */
export function adminModeVisitHooks(app: FastifyInstance, db: Kysely<DB>, prefix: string, clock: () => Date): void {
  app.addHook('preValidation', async (request) => {
    const p = request.principal;
    if (p?.actingAs === undefined || isSupportConsole(request, prefix)) return;
    const visit = await openVisitOf(db, p.agentId, p.actingAs);
    if (visit === undefined) throw new HttpError(403, ADMIN_MODE_REQUIRED_CODE, ADMIN_MODE_REQUIRED_MESSAGE);
    request.adminModeVisit = visit;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const p = request.principal;
    const visit = request.adminModeVisit;
    if (p?.actingAs === undefined || visit === undefined || request.method !== 'GET' || reply.statusCode >= 400) return payload;
    const full = request.url.split('?')[0] ?? '';
    const path = (full.startsWith(`${prefix}/`) ? full.slice(prefix.length) : full).slice(0, MAX_PATH);
    const first = await db
      .insertInto('admin_mode_visit_reads')
      .values({ visit_id: visit.id, path, at: clock() })
      .onConflict((oc) => oc.columns(['visit_id', 'path']).doNothing())
      .returning('visit_id')
      .executeTakeFirst();
    if (first !== undefined) await auditWrite(db, p, VIEW_IN_ADMIN_MODE, 'page', path, visit.reason);
    return payload;
  });
}
