import { stringify } from 'csv-stringify/sync';
import { type ExpressionBuilder, sql, type Kysely } from 'kysely';
import { actionLabel, objectTypeLabel } from '@/domain/display';
import type { DB } from '../db/schema';
import { type Page, personName } from './support-users';

/** One audit entry with the people's e-mails, as the support console shows it. */
export interface AuditEntry {
  id: string;
  at: string;
  agent_id: string;
  agent_email: string | null;
  /** The support user's name (their checkout details or the identity claims), or null. */
  agent_name: string | null;
  participant_id: string;
  participant_email: string | null;
  /** The participant's name, or null. */
  participant_name: string | null;
  action: string;
  object_type: string;
  object_id: string;
  /** The reason support gave (decision 0273), or null. */
  reason: string | null;
}

/** The trail's filters: agent and participant by id, or words of their e-mail or name; days inclusive (UTC). */
export interface AuditFilter {
  agent?: string;
  participant?: string;
  /** First instant included. */
  from?: Date;
  /** First instant excluded (the day after `to`). */
  until?: Date;
}

/** The most rows one CSV export holds. */
export const AUDIT_EXPORT_LIMIT = 50_000;

/** Lower-cased words of a filter value, with LIKE wildcards escaped. */
function likeWords(value: string): string[] {
  return value
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

const AGENT_NAME = personName('agent_details', 'agent');
const PARTICIPANT_NAME = personName('participant_details', 'participant');

function joined(db: Kysely<DB>) {
  return db
    .selectFrom('audit_log')
    .leftJoin('users as agent', 'agent.id', 'audit_log.agent_id')
    .leftJoin('users as participant', 'participant.id', 'audit_log.participant_id')
    .leftJoin('step_data as agent_details', (join) =>
      join
        .onRef('agent_details.user_id', '=', 'agent.id')
        .on('agent_details.flow', '=', 'checkout')
        .on('agent_details.step_key', '=', 'personalDetails'),
    )
    .leftJoin('step_data as participant_details', (join) =>
      join
        .onRef('participant_details.user_id', '=', 'participant.id')
        .on('participant_details.flow', '=', 'checkout')
        .on('participant_details.step_key', '=', 'personalDetails'),
    );
}

/** Rows whose person (agent or participant) has `value` as id, or every word of it in their e-mail or name. */
function personMatches(
  value: string,
  idColumn: 'audit_log.agent_id' | 'audit_log.participant_id',
  email: string,
  name: ReturnType<typeof personName>,
) {
  return (eb: ExpressionBuilder<DB, 'audit_log'>) =>
    eb.or([
      eb(idColumn, '=', value),
      eb.and(
        likeWords(value).map((w) =>
          eb.or([eb(sql`lower(coalesce(${sql.ref(email)}, ''))`, 'like', w), eb(sql`lower(coalesce(${name}, ''))`, 'like', w)]),
        ),
      ),
    ]);
}

function filtered(db: Kysely<DB>, f: AuditFilter) {
  let q = joined(db);
  const agent = f.agent?.trim();
  if (agent) q = q.where(personMatches(agent, 'audit_log.agent_id', 'agent.user_email', AGENT_NAME));
  const participant = f.participant?.trim();
  if (participant)
    q = q.where(personMatches(participant, 'audit_log.participant_id', 'participant.user_email', PARTICIPANT_NAME));
  if (f.from) q = q.where('audit_log.at', '>=', f.from);
  if (f.until) q = q.where('audit_log.at', '<', f.until);
  return q;
}

async function rows(db: Kysely<DB>, f: AuditFilter, limit: number, offset: number): Promise<AuditEntry[]> {
  const found = await filtered(db, f)
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.agent_id',
      'agent.user_email as agent_email',
      AGENT_NAME.as('agent_name'),
      'audit_log.participant_id',
      'participant.user_email as participant_email',
      PARTICIPANT_NAME.as('participant_name'),
      'audit_log.action',
      'audit_log.object_type',
      'audit_log.object_id',
      'audit_log.reason',
    ])
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return found.map((r) => ({ ...r, id: String(r.id), at: new Date(r.at).toISOString() }));
}

/** One page of the filtered trail, newest first. */
export async function auditPage(db: Kysely<DB>, f: AuditFilter, page: number, pageSize: number): Promise<Page<AuditEntry>> {
  const total = await filtered(db, f)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return { items: await rows(db, f, pageSize, (page - 1) * pageSize), total: Number(total.n), page, page_size: pageSize };
}

/** The CSV file's header row. */
export const AUDIT_CSV_HEADER = [
  'Time (UTC)',
  'Agent',
  'Agent e-mail',
  'Participant',
  'Participant e-mail',
  'Action',
  'Object type',
  'Object',
  'Reason',
];

/**
 * Entries as RFC 4180 CSV (CRLF, quoted where needed) with spreadsheet formulas neutralised by a leading apostrophe;
 * actions and object types in the trail's words (decision 0297).
 */
export function auditCsv(entries: AuditEntry[]): string {
  return stringify(
    entries.map((e) => [
      e.at,
      e.agent_id,
      e.agent_email ?? '',
      e.participant_id,
      e.participant_email ?? '',
      actionLabel(e.action),
      objectTypeLabel(e.object_type),
      e.object_id,
      e.reason ?? '',
    ]),
    { header: true, columns: AUDIT_CSV_HEADER, record_delimiter: 'windows', escape_formulas: true },
  );
}

/** The whole filtered trail (up to AUDIT_EXPORT_LIMIT rows), newest first, as CSV. */
export async function auditExport(db: Kysely<DB>, f: AuditFilter): Promise<string> {
  return auditCsv(await rows(db, f, AUDIT_EXPORT_LIMIT, 0));
}
