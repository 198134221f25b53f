import type { Schema } from '@/adapters/http/wire';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { distributionRequestErrors } from '@/domain/distributions/distribution-request';
import { statusChangeErrors } from '@/domain/distributions/distribution-status';
import { netCents, withheldCents } from '@/domain/distributions/withholding';
import { centsToDollars, dollarsToCents, wireDollarsToCents } from '@/domain/money';
import type { DB } from '../db/schema';
import type { DistributionsTable } from '../library/schema';
import { conflictError, iso, notFoundError, throwIfInvalid } from '../shared/service-errors';
import { signatureBytesErrors } from '../shared/png-signature';
import { participantFacts } from './participant-facts';
import { lockCitedDocument } from '../library/cited-document';
import { assertDistributionCovered, assertDistributionStillCovered, lockParticipant } from '../balances/participant-holdings';
import { basisRecoveredBy } from '@/domain/balances/tax-accounts';
import { participantTaxAccounts } from './roth-conversions';
import { secureFieldErrors } from '@/domain/distributions/secure-withdrawals';
import { assertSecureWithdrawalAllowed, repaymentFacts, secureFieldsOf, storedChildKey } from './secure-withdrawals';

/** Appends one status to a request's history, inside the transaction that changed it. */
export async function recordDistributionEvent(
  trx: Transaction<DB>,
  event: {
    userId: string;
    distributionId: string;
    status: string;
    reason: string | null;
    amountCents: number | null;
    agentId: string;
    at: Date;
  },
): Promise<void> {
  await trx
    .insertInto('distribution_events')
    .values({
      id: crypto.randomUUID(),
      user_id: event.userId,
      distribution_id: event.distributionId,
      status: event.status,
      reason: event.reason,
      amount_cents: event.amountCents,
      agent_id: event.agentId,
      at: event.at,
    })
    .execute();
}

/** One status of a request's history. */
export type DistributionEvent = Schema<'Distribution'>['history'][number];

/** A distribution request as the API returns it; the signature itself is never sent back, only whether there is one. */
export type Distribution = Schema<'Distribution'>;

/** Message when a distribution id does not name one of the user's requests. */
export const DISTRIBUTION_NOT_FOUND_MESSAGE = 'Distribution not found';

/** What a request's repayments add to its answer (SECURE 2.0 withdrawals only; decision 0336). */
type RepaymentFacts = Awaited<ReturnType<typeof repaymentFacts>> extends Map<string, infer F> ? F : never;

function toDistribution(
  row: Selectable<DistributionsTable>,
  history: DistributionEvent[],
  repaid: RepaymentFacts | undefined,
): Distribution {
  const amountCents = row.amount_cents === null ? null : Number(row.amount_cents);
  const percent = row.withholding_percent ?? null;
  return {
    id: row.id,
    user_id: row.user_id,
    kind: row.kind,
    description: row.description,
    amount: amountCents === null ? null : amountCents / 100,
    sources: row.sources ? row.sources.split(',') : [],
    payment_method: (row.payment_method ?? null) as Distribution['payment_method'],
    withholding_percent: percent,
    withheld_amount: amountCents === null || percent === null ? null : withheldCents(amountCents, percent) / 100,
    net_amount: amountCents === null || percent === null ? null : netCents(amountCents, percent) / 100,
    hardship_reason: row.hardship_reason ?? null,
    need_amount: row.need_cents === null || row.need_cents === undefined ? null : centsToDollars(row.need_cents),
    spouse_consent: row.spouse_consent === true,
    document_id: row.document_id,
    signed: row.signature !== null,
    status: row.status as Distribution['status'],
    status_reason: row.status_reason ?? null,
    history,
    created_at: iso(row.created_at),
    self_certified: row.self_certified === true,
    event_date: row.event_date ?? null,
    child_name: row.child_name ?? null,
    repaid_cents: repaid?.repaidCents ?? 0,
    repayable_until: repaid?.repayableUntil ?? null,
    repayments: repaid?.repayments ?? [],
  };
}

/** The user's distribution requests with their status history; support moves them along in admin mode. */
export class DistributionService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: () => Date,
  ) {}

  private async histories(userId: string, ids: string[]): Promise<Map<string, DistributionEvent[]>> {
    const map = new Map<string, DistributionEvent[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return map;
    const rows = await this.db
      .selectFrom('distribution_events')
      .selectAll()
      .where('user_id', '=', userId)
      .where('distribution_id', 'in', ids)
      .orderBy('seq')
      .execute();
    for (const r of rows)
      map.get(r.distribution_id)?.push({
        status: r.status,
        reason: r.reason,
        amount: r.amount_cents === null ? null : centsToDollars(r.amount_cents),
        at: iso(r.at),
      });
    return map;
  }

  /** Every request of the user, newest first. */
  async list(userId: string): Promise<Distribution[]> {
    const rows = await this.db
      .selectFrom('distributions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    const [histories, repaid] = await Promise.all([
      this.histories(
        userId,
        rows.map((r) => r.id),
      ),
      repaymentFacts(this.db, userId, rows),
    ]);
    return rows.map((r) => toDistribution(r, histories.get(r.id) ?? [], repaid.get(r.id)));
  }

  /** The user's request `id`. */
  async get(userId: string, id: string): Promise<Distribution> {
    const row = await this.db
      .selectFrom('distributions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFoundError(DISTRIBUTION_NOT_FOUND_MESSAGE);
    const [history, repaid] = await Promise.all([this.histories(userId, [id]), repaymentFacts(this.db, userId, [row])]);
    return toDistribution(row, history.get(id) ?? [], repaid.get(id));
  }

  /**
   * Records a request (decision 0161): the domain's rules for the kind, the amounts, the participant's age and marriage
   * (the contract already checked the JSON types); the server adds only what the domain cannot see, the signature's
   * bytes, and the document's ownership and the plan's holdings below.
   */
  async request(userId: string, agentId: string, body: Record<string, unknown>): Promise<Distribution> {
    const now = this.clock();
    const facts = await participantFacts(this.db, userId, now);
    const signature = typeof body.signature === 'string' && body.signature !== '' ? body.signature : undefined;
    const rules = distributionRequestErrors(
      {
        kind: typeof body.kind === 'string' ? body.kind.trim() : undefined,
        amountCents: wireDollarsToCents(body.amount),
        sources: Array.isArray(body.sources) ? (body.sources as string[]) : [],
        paymentMethod: typeof body.payment_method === 'string' ? body.payment_method : undefined,
        withholdingPercent: typeof body.withholding_percent === 'number' ? body.withholding_percent : undefined,
        description: typeof body.description === 'string' ? body.description : '',
        hardshipReason: typeof body.hardship_reason === 'string' ? body.hardship_reason : undefined,
        needCents: wireDollarsToCents(body.need_amount),
        documentId: typeof body.document_id === 'string' && body.document_id !== '' ? body.document_id : undefined,
        signature,
        spouseConsent: body.spouse_consent === true,
      },
      facts,
    );
    const kind = typeof body.kind === 'string' ? body.kind.trim() : '';
    const secure = secureFieldsOf(body);
    throwIfInvalid({
      ...rules,
      ...secureFieldErrors(kind, wireDollarsToCents(body.amount), secure, now),
      signature: [...(rules.signature ?? []), ...signatureBytesErrors(signature)],
    });
    const documentId = typeof body.document_id === 'string' && body.document_id !== '' ? body.document_id : null;
    const id = await this.db.transaction().execute(async (trx) => {
      // What the chosen accounts hold, checked under the participant's lock so concurrent requests cannot overdraw (0288).
      await lockParticipant(trx, userId);
      if (documentId !== null) await lockCitedDocument(trx, userId, documentId);
      const amountCents = dollarsToCents(body.amount as number);
      // A SECURE 2.0 withdrawal's limits against the plan's records (decision 0336), before the balance check (0288).
      await assertSecureWithdrawalAllowed(trx, userId, now, kind, amountCents, secure);
      const holdings = await assertDistributionCovered(trx, userId, now, amountCents, body.sources as string[]);
      // The basis it recovers, from the accounts as they are now (decision 0335): feeds its 1099-R's boxes 2a and 5.
      const basis = basisRecoveredBy(
        amountCents,
        body.sources as string[],
        holdings,
        await participantTaxAccounts(trx, userId, now, holdings),
      );
      const row = await trx
        .insertInto('distributions')
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          kind: (body.kind as string).trim(),
          description: typeof body.description === 'string' ? body.description.trim() : '',
          amount_cents: amountCents,
          sources: (body.sources as string[]).join(','),
          payment_method: body.payment_method as string,
          withholding_percent: body.withholding_percent as number,
          hardship_reason: body.kind === 'hardship' ? (body.hardship_reason as string) : null,
          need_cents: body.kind === 'hardship' ? dollarsToCents(body.need_amount as number) : null,
          spouse_consent: body.spouse_consent === true,
          document_id: documentId,
          signature: typeof body.signature === 'string' && body.signature !== '' ? body.signature : null,
          after_tax_basis_cents: basis.afterTaxCents,
          roth_basis_cents: basis.rothCents,
          self_certified: secure.selfCertified,
          event_date: kind === 'domestic_abuse' || kind === 'birth_adoption' ? secure.eventDate : null,
          child_name: kind === 'birth_adoption' ? secure.childName : null,
          child_key: storedChildKey(kind, secure),
          status: 'requested',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordDistributionEvent(trx, {
        userId,
        distributionId: row.id,
        status: 'requested',
        reason: null,
        amountCents,
        agentId,
        at: now,
      });
      return row.id;
    });
    return this.get(userId, id);
  }

  /** Moves the user's request `id` to the next status (support in admin mode); the row lock makes each move happen once. */
  async changeStatus(userId: string, agentId: string, id: string, body: Record<string, unknown>): Promise<Distribution> {
    const reason = typeof body.reason === 'string' ? body.reason.trim() : undefined;
    const now = this.clock();
    await this.db.transaction().execute(async (trx) => {
      await lockParticipant(trx, userId);
      const row = await trx
        .selectFrom('distributions')
        .select(['status', 'amount_cents', 'sources'])
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw notFoundError(DISTRIBUTION_NOT_FOUND_MESSAGE);
      throwIfInvalid(statusChangeErrors(row.status, body.status, reason));
      // Balances may have changed since the request: its accounts must still hold it when approved and when paid (0288).
      if ((body.status === 'approved' || body.status === 'paid') && row.amount_cents !== null)
        await assertDistributionStillCovered(
          trx,
          userId,
          now,
          id,
          Number(row.amount_cents),
          row.sources ? row.sources.split(',') : [],
        );
      await trx
        .updateTable('distributions')
        .set({ status: body.status as string, status_reason: reason || null, updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
      await recordDistributionEvent(trx, {
        userId,
        distributionId: id,
        status: body.status as string,
        reason: reason || null,
        amountCents: row.amount_cents === null ? null : Number(row.amount_cents),
        agentId,
        at: now,
      });
    });
    return this.get(userId, id);
  }

  /** Withdraws the user's request `id` while it is still only requested. */
  async withdraw(userId: string, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('distributions')
        .select('status')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw notFoundError(DISTRIBUTION_NOT_FOUND_MESSAGE);
      if (row.status !== 'requested') throw conflictError('not_withdrawable', 'Only a request not yet approved can be withdrawn');
      await trx.deleteFrom('distributions').where('user_id', '=', userId).where('id', '=', id).execute();
    });
  }
}
