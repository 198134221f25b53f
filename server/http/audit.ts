import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Principal } from './principal';

const AUDITED = Symbol('audited');

type Marked = Principal & { [AUDITED]?: boolean };

/** Records an admin-mode write (no-op when not acting as someone). Call on every write. */
export async function auditWrite(
  db: Kysely<DB>,
  p: Principal,
  action: string,
  objectType: string,
  objectId: string,
  /** Why support did it, for the actions that ask (decision 0273). */
  reason?: string,
): Promise<void> {
  if (p.actingAs === undefined) return;
  await db
    .insertInto('audit_log')
    .values({
      agent_id: p.agentId,
      participant_id: p.actingAs,
      action,
      object_type: objectType,
      object_id: objectId,
      at: new Date(),
      reason: reason ?? null,
    })
    .execute();
  (p as Marked)[AUDITED] = true;
}

/**
 * Marks a request's principal as audited without writing (a route that records its own entries, or decided that
 * nothing happened worth a record, e.g. leaving admin mode when no visit was open; decision 0297).
 */
export function markAudited(p: Principal): void {
  (p as Marked)[AUDITED] = true;
}

/** Whether a route already recorded its write (the API's safety net records the others). */
export function wasAudited(p: Principal): boolean {
  return (p as Marked)[AUDITED] === true;
}

/** One audit record, as the audit route answers it. */
export interface AuditRecord {
  agent_id: string;
  participant_id: string;
  action: string;
  object_type: string;
  object_id: string;
  at: string;
}

/** The newest audit records, optionally of one participant. */
export async function listAudit(db: Kysely<DB>, participantId: string | undefined, limit: number): Promise<AuditRecord[]> {
  let q = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit);
  if (participantId !== undefined) q = q.where('participant_id', '=', participantId);
  const rows = await q.execute();
  return rows.map((r) => ({
    agent_id: r.agent_id,
    participant_id: r.participant_id,
    action: r.action,
    object_type: r.object_type,
    object_id: r.object_id,
    at: r.at.toISOString(),
  }));
}
