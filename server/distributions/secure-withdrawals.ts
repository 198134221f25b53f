import type { Kysely } from 'kysely';
import {
  childKeyOf,
  type EarlierSecureWithdrawal,
  repaymentDeadline,
  repaymentErrors,
  SECURE_WITHDRAWAL_KINDS,
  type SecureFields,
  secureWithdrawalErrors,
} from '@/domain/distributions/secure-withdrawals';
import { type CalendarDate, formatIsoDate, utcToday } from '@/domain/shared/calendar-date';
import type { DB } from '../db/schema';
import { notFoundError, throwIfInvalid } from '../shared/service-errors';
import { lockParticipant, participantHoldings } from '../balances/participant-holdings';

/**
 * SECURE 2.0 withdrawals on the server (decision 0336): their limits checked against the plan's records under the
 * participant's lock, and their repayments recorded as money coming back into the plan.
 */

/** Contribution types that count as elective deferrals and employee contributions for IRC 72(t)(2)(I)(iv)(II). */
const OWN_CONTRIBUTIONS = ['Deferral Pre-Tax', 'Deferral Roth', 'After Tax'];

/** The SECURE 2.0 fields of a request body. */
/** Reads the SECURE 2.0 fields of a request body (the contract already checked their JSON types). */
export function secureFieldsOf(body: Record<string, unknown>): SecureFields {
  return {
    selfCertified: body.self_certified === true,
    eventDate: typeof body.event_date === 'string' ? body.event_date.trim() : '',
    childName: typeof body.child_name === 'string' ? body.child_name.trim() : '',
  };
}

/** The day a request was paid (its 'paid' event), by distribution id. */
async function paidDays(db: Kysely<DB>, userId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('distribution_events')
    .select(['distribution_id', 'at'])
    .where('user_id', '=', userId)
    .where('distribution_id', 'in', ids)
    .where('status', '=', 'paid')
    .execute();
  return new Map(rows.map((r) => [r.distribution_id, new Date(r.at).toISOString().slice(0, 10)]));
}

/** One repayment as the API answers it. */
export interface RepaymentView {
  id: string;
  amount_cents: number;
  repaid_on: string;
}

/** The repayment facts of each request: what was repaid, when, and the last day to repay (null when not repayable). */
export async function repaymentFacts(
  db: Kysely<DB>,
  userId: string,
  rows: readonly { id: string; kind: string }[],
): Promise<Map<string, { repayments: RepaymentView[]; repaidCents: number; repayableUntil: string | null }>> {
  const ids = rows.filter((r) => (SECURE_WITHDRAWAL_KINDS as readonly string[]).includes(r.kind)).map((r) => r.id);
  const facts = new Map<string, { repayments: RepaymentView[]; repaidCents: number; repayableUntil: string | null }>();
  if (ids.length === 0) return facts;
  const [repayments, paid] = await Promise.all([
    db
      .selectFrom('distribution_repayments')
      .select(['id', 'distribution_id', 'amount_cents', 'repaid_on'])
      .where('user_id', '=', userId)
      .where('distribution_id', 'in', ids)
      .orderBy('repaid_on')
      .orderBy('created_at')
      .execute(),
    paidDays(db, userId, ids),
  ]);
  for (const id of ids) {
    const own = repayments
      .filter((r) => r.distribution_id === id)
      .map((r) => ({ id: r.id, amount_cents: Number(r.amount_cents), repaid_on: r.repaid_on }));
    const paidOn = paid.get(id);
    facts.set(id, {
      repayments: own,
      repaidCents: own.reduce((s, r) => s + r.amount_cents, 0),
      repayableUntil: paidOn === undefined ? null : repaymentDeadline(paidOn),
    });
  }
  return facts;
}

/** The participant's SECURE 2.0 withdrawals that count (rejected ones do not), with repayments and contributions since. */
async function earlierWithdrawals(trx: Kysely<DB>, userId: string): Promise<EarlierSecureWithdrawal[]> {
  const rows = await trx
    .selectFrom('distributions')
    .select(['id', 'kind', 'amount_cents', 'created_at', 'child_key'])
    .where('user_id', '=', userId)
    .where('kind', 'in', [...SECURE_WITHDRAWAL_KINDS])
    .where('status', '<>', 'rejected')
    .execute();
  if (rows.length === 0) return [];
  const [facts, contributions] = await Promise.all([
    repaymentFacts(trx, userId, rows),
    trx
      .selectFrom('contributions')
      .select(['source', 'amount_cents', 'deposit_date'])
      .where('user_id', '=', userId)
      .where('source', 'in', OWN_CONTRIBUTIONS)
      .execute(),
  ]);
  return rows.map((r) => {
    const requestedOn = new Date(r.created_at).toISOString().slice(0, 10);
    return {
      kind: r.kind,
      amountCents: Number(r.amount_cents ?? 0),
      requestedOn,
      repaidCents: facts.get(r.id)?.repaidCents ?? 0,
      contributionsSinceCents: contributions
        .filter((c) => c.deposit_date > requestedOn)
        .reduce((s, c) => s + Number(c.amount_cents), 0),
      childKey: r.child_key ?? null,
    };
  });
}

/**
 * Refuses (400) a SECURE 2.0 withdrawal beyond its limits against the plan's records: one emergency distribution a
 * year and none in the three years after an unrepaid one, the domestic abuse aggregate, $5,000 per child. Call under
 * lockParticipant, so concurrent requests see each other.
 */
export async function assertSecureWithdrawalAllowed(
  trx: Kysely<DB>,
  userId: string,
  now: Date,
  kind: string,
  amountCents: number,
  fields: SecureFields,
): Promise<void> {
  if (!(SECURE_WITHDRAWAL_KINDS as readonly string[]).includes(kind)) return;
  const holdings = await participantHoldings(trx, userId, now);
  throwIfInvalid(
    secureWithdrawalErrors({
      kind,
      amountCents,
      ...fields,
      today: formatIsoDate(utcToday(now) as CalendarDate),
      vestedCents: holdings.totalCents,
      earlier: await earlierWithdrawals(trx, userId),
    }),
  );
}

/** The child key stored with a birth or adoption distribution (null for other kinds). */
export function storedChildKey(kind: string, fields: SecureFields): string | null {
  return kind === 'birth_adoption' ? childKeyOf(fields.childName, fields.eventDate) : null;
}

/** Message when a distribution id does not name one of the user's requests. */
const NOT_FOUND = 'Distribution not found';

/**
 * Records a repayment of the user's paid SECURE 2.0 withdrawal `id` (decision 0336): within three years of the day
 * paid, at most what is not repaid yet; under the participant's lock, so concurrent repayments never exceed it.
 */
export async function recordRepayment(
  db: Kysely<DB>,
  userId: string,
  agentId: string,
  id: string,
  body: Record<string, unknown>,
  now: Date,
): Promise<string> {
  const today = formatIsoDate(utcToday(now) as CalendarDate);
  return db.transaction().execute(async (trx) => {
    await lockParticipant(trx, userId);
    const row = await trx
      .selectFrom('distributions')
      .select(['id', 'kind', 'status', 'amount_cents'])
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFoundError(NOT_FOUND);
    const facts = (await repaymentFacts(trx, userId, [row])).get(row.id);
    const paidOn = (await paidDays(trx, userId, [row.id])).get(row.id) ?? null;
    const amount = typeof body.amount_cents === 'number' ? body.amount_cents : undefined;
    throwIfInvalid(
      repaymentErrors({
        kind: row.kind,
        status: row.status,
        distributionCents: Number(row.amount_cents ?? 0),
        paidOn,
        repaidCents: facts?.repaidCents ?? 0,
        amountCents: amount,
        today,
      }),
    );
    const repaymentId = crypto.randomUUID();
    await trx
      .insertInto('distribution_repayments')
      .values({
        id: repaymentId,
        user_id: userId,
        distribution_id: row.id,
        amount_cents: amount as number,
        repaid_on: today,
        agent_id: agentId,
        created_at: now,
      })
      .execute();
    return repaymentId;
  });
}
