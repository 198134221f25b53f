import { createHash, randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { PaymentsTable } from '../db/core-schema';
import { jsonb } from '../db/jsonb';
import type { DB } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { findInvoice } from './invoices';
import type { CardDetails, ChargeOutcome, PaymentGateway } from './payment-gateway';

/** The answer of a payment request: HTTP status and body (replayed as is for a retried Idempotency-Key). */
export interface PaymentAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** A payment request of one user. */
export interface PayInput {
  userId: string;
  email?: string;
  invoiceId: string;
  idempotencyKey: string;
  card?: CardDetails;
  returnUrl?: string;
  now: Date;
}

/** How long an attempt owns its payment row before another request or the sweep may reconcile it (default 2 min). */
export const DEFAULT_PAYMENT_LEASE_MS = 120_000;

/** The lease of a payment attempt: PAYMENT_LEASE_MS when it is a positive number, else the default. */
export function paymentLeaseMs(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.PAYMENT_LEASE_MS) > 0 ? Number(env.PAYMENT_LEASE_MS) : DEFAULT_PAYMENT_LEASE_MS;
}

type Payment = Selectable<PaymentsTable>;
type Settled = Exclude<ChargeOutcome, { status: 'invalid' }>;

function requestHash(input: PayInput): string {
  const fingerprint = JSON.stringify([
    input.invoiceId,
    input.card?.number.replace(/\s+/g, ''),
    input.card?.exp_month,
    input.card?.exp_year,
    input.returnUrl,
  ]);
  return createHash('sha256').update(fingerprint).digest('hex');
}

/** The stored answer of a finished payment. */
export function answerOf(row: Payment): PaymentAnswer {
  if (row.status === 'declined') {
    return {
      status: 402,
      body: { error: 'card_declined', message: row.decline_message ?? 'Your card was declined.', payment_id: row.id },
    };
  }
  return {
    status: 201,
    body: {
      id: row.id,
      invoice_id: row.invoice_id,
      status: row.status,
      amount: row.amount_cents / 100,
      processor: row.processor,
      card_last4: row.card_last4,
      checkout: row.checkout,
    },
  };
}

/**
 * Pays an invoice at most once. The Idempotency-Key claims a payment row first (unique per user), so a retried request
 * replays the first answer and never reaches the gateway again; the invoice is then claimed (open -> pending) so that
 * two different keys cannot charge the same invoice twice. Each claim holds a lease (decision 0113): an attempt whose
 * process died is reconciled with the gateway once its lease has run out, by the next request or by reconcileStale.
 */
export class PaymentService {
  private readonly leaseMs: number;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly gateway: PaymentGateway,
    opts: { leaseMs?: number } = {},
  ) {
    this.leaseMs = opts.leaseMs ?? DEFAULT_PAYMENT_LEASE_MS;
  }

  /** Charges the invoice or replays the answer of an earlier request with the same key. */
  async pay(input: PayInput): Promise<PaymentAnswer> {
    const invoice = await findInvoice(this.db, input.userId, input.invoiceId);
    if (invoice === undefined) throw notFound('Invoice not found');
    const hash = requestHash(input);
    const paymentId = randomUUID();
    const claimed = await this.db
      .insertInto('payments')
      .values({
        id: paymentId,
        user_id: input.userId,
        invoice_id: invoice.id,
        idempotency_key: input.idempotencyKey,
        request_hash: hash,
        status: 'processing',
        amount_cents: invoice.total_cents,
        processor: this.gateway.name,
        reference: null,
        decline_message: null,
        card_last4: null,
        checkout: null,
        created_at: input.now,
        lease_until: this.leaseEnd(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (claimed === undefined) return this.replay(input, hash);

    // A dead attempt may hold the invoice, or (Stripe) a session of it that a new one must not ignore: reconcile the
    // stale attempts of this invoice first (decisions 0113, 0202).
    await this.reconcileStale(invoice.id);
    if (!(await this.claimInvoice(invoice.id, paymentId))) {
      await this.db.deleteFrom('payments').where('id', '=', paymentId).execute();
      const now = await findInvoice(this.db, input.userId, invoice.id);
      throw conflict(now?.status === 'paid' ? 'Invoice is already paid' : 'A payment of this invoice is in progress');
    }
    try {
      await this.closeEarlierCheckouts(invoice.id, paymentId);
    } catch (err) {
      await this.release(invoice.id, paymentId);
      throw err;
    }
    return this.charge(input, paymentId, invoice);
  }

  /**
   * Reconciles every attempt still 'processing' after its lease (of one invoice, or all): the gateway's record of the
   * idempotency key decides; without one the attempt is dropped and the invoice reopened. Answers how many it settled.
   */
  async reconcileStale(invoiceId?: string): Promise<number> {
    let query = this.db
      .selectFrom('payments')
      .selectAll()
      .where('status', '=', 'processing')
      .where('processor', '=', this.gateway.name)
      .where(sql<boolean>`coalesce(lease_until, created_at) < now()`);
    if (invoiceId !== undefined) query = query.where('invoice_id', '=', invoiceId);
    let settled = 0;
    for (const stale of await query.execute()) {
      const taken = await this.takeOver(stale.id);
      if (taken === undefined) continue;
      let outcome: ChargeOutcome | undefined;
      try {
        outcome = await this.lookup(taken);
      } catch {
        // The gateway could not be asked: the attempt keeps its renewed lease and is reconciled on a later try.
        continue;
      }
      if (outcome === undefined || outcome.status === 'invalid') await this.release(taken.invoice_id, taken.id);
      else await this.settle(taken.id, taken.invoice_id, outcome, taken.created_at);
      settled += 1;
    }
    return settled;
  }

  /** The gateway's record of an attempt (by its idempotency key; Stripe searches its sessions: decision 0202). */
  private async lookup(attempt: Payment): Promise<ChargeOutcome | undefined> {
    return this.gateway.lookup?.(attempt.idempotency_key, {
      invoiceId: attempt.invoice_id,
      userId: attempt.user_id,
      startedAt: attempt.created_at,
    });
  }

  private async charge(
    input: PayInput,
    paymentId: string,
    invoice: { id: string; total_cents: number; lines: { code: string; description: string; amount: number }[] },
  ): Promise<PaymentAnswer> {
    let outcome: ChargeOutcome;
    try {
      outcome = await this.gateway.charge({
        invoiceId: invoice.id,
        userId: input.userId,
        customerEmail: input.email,
        amountCents: invoice.total_cents,
        lines: invoice.lines.map((l) => ({ code: l.code, description: l.description, amountCents: Math.round(l.amount * 100) })),
        idempotencyKey: input.idempotencyKey,
        card: input.card,
        returnUrl: input.returnUrl,
        now: input.now,
      });
    } catch (err) {
      await this.release(invoice.id, paymentId);
      throw err;
    }
    if (outcome.status === 'invalid') {
      await this.release(invoice.id, paymentId);
      throw new HttpError(422, 'invalid_payment', outcome.message);
    }
    return answerOf(await this.settle(paymentId, invoice.id, outcome, input.now));
  }

  private async replay(input: PayInput, hash: string): Promise<PaymentAnswer> {
    const row = await this.byKey(input.userId, input.idempotencyKey);
    if (row.request_hash !== hash)
      throw new HttpError(422, 'idempotency_mismatch', 'This Idempotency-Key was used for a different request');
    if (row.status === 'superseded' || row.status === 'refunded') {
      throw conflict('A newer payment of this invoice replaced this one');
    }
    if (row.status !== 'processing') return answerOf(row);
    // Still in progress, unless its lease ran out (the process that made it died): then this request takes it over.
    const taken = await this.takeOver(row.id);
    if (taken === undefined) {
      const now = await this.byKey(input.userId, input.idempotencyKey);
      if (now.status !== 'processing') return answerOf(now);
      throw conflict('A payment with this Idempotency-Key is in progress');
    }
    let known: ChargeOutcome | undefined;
    try {
      known = await this.lookup(taken);
    } catch {
      throw conflict('A payment with this Idempotency-Key is in progress');
    }
    if (known !== undefined && known.status !== 'invalid') {
      return answerOf(await this.settle(taken.id, taken.invoice_id, known, taken.created_at));
    }
    const invoice = await findInvoice(this.db, input.userId, taken.invoice_id);
    if (invoice === undefined) throw notFound('Invoice not found');
    // The gateway is idempotent by key too, so charging again with the same key cannot charge twice.
    return this.charge(input, taken.id, invoice);
  }

  /** Opens the invoice for this attempt (open -> pending; Stripe also pending -> pending for a new session). */
  private async claimInvoice(invoiceId: string, paymentId: string): Promise<boolean> {
    const reopenable: Array<'open' | 'pending'> = this.gateway.name === 'stripe' ? ['open', 'pending'] : ['open'];
    let claim = this.db
      .updateTable('invoices')
      .set({ status: 'pending' })
      .where('id', '=', invoiceId)
      .where('status', 'in', reopenable);
    if (this.gateway.name === 'stripe') {
      // Not while another attempt on it is still creating its session.
      claim = claim.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('payments')
              .select('id')
              .where('invoice_id', '=', invoiceId)
              .where('status', '=', 'processing')
              .where('id', '!=', paymentId)
              .where(sql<boolean>`lease_until >= now()`),
          ),
        ),
      );
    }
    return (await claim.returning('id').executeTakeFirst()) !== undefined;
  }

  /**
   * Decision 0114: before a new Stripe Checkout Session opens for an invoice, the earlier open ones are expired. A session
   * that turns out to be complete already means the invoice is being paid: the new attempt is refused.
   */
  private async closeEarlierCheckouts(invoiceId: string, paymentId: string): Promise<void> {
    if (this.gateway.expireCheckout === undefined) return;
    const open = await this.db
      .selectFrom('payments')
      .select(['id', 'reference'])
      .where('invoice_id', '=', invoiceId)
      .where('status', '=', 'requires_action')
      .where('id', '!=', paymentId)
      .execute();
    for (const earlier of open) {
      if (earlier.reference === null) continue;
      const result = await this.gateway.expireCheckout(earlier.reference);
      if (result === 'complete') throw conflict('A payment of this invoice is in progress');
      await this.db
        .updateTable('payments')
        .set({ status: 'superseded' })
        .where('id', '=', earlier.id)
        .where('status', '=', 'requires_action')
        .execute();
    }
  }

  /** Records the outcome on the payment and the invoice in one transaction. */
  private async settle(paymentId: string, invoiceId: string, outcome: Settled, now: Date): Promise<Payment> {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('payments')
        .set({
          status: outcome.status,
          reference: outcome.status === 'declined' ? null : outcome.reference,
          decline_message: outcome.status === 'declined' ? outcome.message : null,
          card_last4: outcome.status === 'requires_action' ? null : (outcome.cardLast4 ?? null),
          checkout: outcome.status === 'requires_action' ? jsonb<Record<string, unknown>>(outcome.checkout) : null,
          lease_until: null,
        })
        .where('id', '=', paymentId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('invoices')
        .set(
          outcome.status === 'succeeded'
            ? { status: 'paid', paid_at: now }
            : { status: outcome.status === 'declined' ? 'open' : 'pending' },
        )
        .where('id', '=', invoiceId)
        .where('status', '!=', 'paid')
        .execute();
      return updated;
    });
  }

  /** Takes over a processing attempt whose lease ran out (renewing the lease); undefined when it is not stale. */
  private async takeOver(paymentId: string): Promise<Payment | undefined> {
    return this.db
      .updateTable('payments')
      .set({ lease_until: this.leaseEnd() })
      .where('id', '=', paymentId)
      .where('status', '=', 'processing')
      .where(sql<boolean>`coalesce(lease_until, created_at) < now()`)
      .returningAll()
      .executeTakeFirst();
  }

  private leaseEnd(): ReturnType<typeof sql<Date>> {
    // Database time, so that every server instance judges a lease by the same clock.
    return sql<Date>`now() + ${this.leaseMs} * interval '1 millisecond'`;
  }

  private async byKey(userId: string, key: string): Promise<Payment> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
  }

  private async release(invoiceId: string, paymentId: string): Promise<void> {
    await this.db.deleteFrom('payments').where('id', '=', paymentId).execute();
    await this.db
      .updateTable('invoices')
      .set({ status: 'open' })
      .where('id', '=', invoiceId)
      .where('status', '=', 'pending')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom('payments').select('id').where('invoice_id', '=', invoiceId).where('status', '=', 'requires_action')),
        ),
      )
      .execute();
  }
}
