import { createHash, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { PaymentsTable } from '../db/core-schema';
import type { DB } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { findInvoice } from './invoices';
import type { CardDetails, PaymentGateway } from './payment-gateway';

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
export function answerOf(row: Selectable<PaymentsTable>): PaymentAnswer {
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
 * two different keys cannot charge the same invoice twice.
 */
export class PaymentService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly gateway: PaymentGateway,
  ) {}

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
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (claimed === undefined) return this.replay(input.userId, input.idempotencyKey, hash);

    const reopenable = this.gateway.name === 'stripe' ? ['open', 'pending'] : ['open'];
    const invoiceClaim = await this.db
      .updateTable('invoices')
      .set({ status: 'pending' })
      .where('id', '=', invoice.id)
      .where('status', 'in', reopenable as Array<'open' | 'pending'>)
      .returning('id')
      .executeTakeFirst();
    if (invoiceClaim === undefined) {
      await this.db.deleteFrom('payments').where('id', '=', paymentId).execute();
      throw conflict(invoice.status === 'paid' ? 'Invoice is already paid' : 'A payment of this invoice is in progress');
    }

    let outcome: Awaited<ReturnType<typeof this.gateway.charge>>;
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
    const row = await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('payments')
        .set({
          status: outcome.status,
          reference: outcome.status === 'declined' ? null : outcome.reference,
          decline_message: outcome.status === 'declined' ? outcome.message : null,
          card_last4: outcome.status === 'requires_action' ? null : (outcome.cardLast4 ?? null),
          checkout:
            outcome.status === 'requires_action'
              ? (JSON.stringify(outcome.checkout) as unknown as Record<string, unknown>)
              : null,
        })
        .where('id', '=', paymentId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('invoices')
        .set(
          outcome.status === 'succeeded'
            ? { status: 'paid', paid_at: input.now }
            : { status: outcome.status === 'declined' ? 'open' : 'pending' },
        )
        .where('id', '=', invoice.id)
        .execute();
      return updated;
    });
    return answerOf(row);
  }

  private async replay(userId: string, key: string, hash: string): Promise<PaymentAnswer> {
    const row = await this.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    if (row.request_hash !== hash)
      throw new HttpError(422, 'idempotency_mismatch', 'This Idempotency-Key was used for a different request');
    if (row.status === 'processing') throw conflict('A payment with this Idempotency-Key is in progress');
    return answerOf(row);
  }

  private async release(invoiceId: string, paymentId: string): Promise<void> {
    await this.db.deleteFrom('payments').where('id', '=', paymentId).execute();
    await this.db
      .updateTable('invoices')
      .set({ status: 'open' })
      .where('id', '=', invoiceId)
      .where('status', '=', 'pending')
      .execute();
  }
}
