import type { Kysely } from 'kysely';
import { jsonb } from '../db/jsonb';
import type { DB } from '../db/schema';

/** The parts of a Stripe event the webhook reads. */
export interface StripeEvent {
  id: string;
  type: string;
  /** The connected account the event happened on (Connect events). */
  account?: string;
  data: { object: Record<string, unknown> };
}

/** What became of an event: the invoice was paid now, it was paid before (replay), or the event was not for us. */
export type WebhookOutcome =
  | 'paid'
  | 'duplicate'
  | 'ignored'
  | 'unknown_invoice'
  | 'amount_mismatch'
  /** A second session of an invoice already paid completed; its payment was refunded (decision 0114). */
  | 'refunded'
  /** Such a duplicate could not be refunded automatically (no payment intent or no refund call): flagged in the log. */
  | 'duplicate_payment';

/** The result of handling an event; `invoice` is set when it matched one of our invoices. */
export interface WebhookResult {
  outcome: WebhookOutcome;
  invoice?: { id: string; userId: string };
}

/** Checkout Session events that mean the session's payment went through (decision 0082). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** True when the body has the shape of a Stripe event (id, type, data.object). */
export function isStripeEvent(body: unknown): body is StripeEvent {
  const event = body as Partial<StripeEvent> | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof event.id === 'string' &&
    typeof event.type === 'string' &&
    typeof event.data === 'object' &&
    event.data !== null &&
    typeof event.data.object === 'object' &&
    event.data.object !== null
  );
}

/**
 * Handles a verified Stripe event. A paid Checkout Session on our connected account is matched to the invoice by its
 * `client_reference_id` (or `metadata.invoice_id`, both set by StripePaymentGateway) and to the payment row the session
 * was created for; that row and the invoice are marked paid in one transaction, each only from its unpaid state, so a
 * replayed or repeated event (same or another id) changes nothing and answers 'duplicate'.
 */
export async function handleStripeEvent(
  db: Kysely<DB>,
  event: StripeEvent,
  opts: {
    accountId?: string;
    now: Date;
    /** Refunds a duplicate session's payment (StripePaymentGateway.refundCheckout); absent = only flag it. */
    refund?: (sessionId: string, paymentIntentId: string) => Promise<string>;
  },
): Promise<WebhookResult> {
  if (!PAID_EVENTS.has(event.type)) return { outcome: 'ignored' };
  if (opts.accountId !== undefined && event.account !== opts.accountId) return { outcome: 'ignored' };
  const session = event.data.object;
  const paid = event.type === 'checkout.session.async_payment_succeeded' || session.payment_status === 'paid';
  if (!paid) return { outcome: 'ignored' };
  const metadata = (typeof session.metadata === 'object' && session.metadata !== null ? session.metadata : {}) as Record<
    string,
    unknown
  >;
  const invoiceId = text(session.client_reference_id) ?? text(metadata.invoice_id);
  const sessionId = text(session.id);
  if (invoiceId === undefined || sessionId === undefined) return { outcome: 'unknown_invoice' };

  const result = await db.transaction().execute(async (trx): Promise<WebhookResult & { refundOf?: string }> => {
    const invoice = await trx
      .selectFrom('invoices')
      .select(['id', 'user_id', 'total_cents', 'status'])
      .where('id', '=', invoiceId)
      .executeTakeFirst();
    const owner = text(metadata.user_id);
    if (invoice === undefined || (owner !== undefined && owner !== invoice.user_id)) return { outcome: 'unknown_invoice' };
    const payment = await trx
      .selectFrom('payments')
      .select(['id', 'status', 'checkout'])
      .where('invoice_id', '=', invoice.id)
      .where('processor', '=', 'stripe')
      .where('reference', '=', sessionId)
      .executeTakeFirst();
    if (payment === undefined) return { outcome: 'unknown_invoice' };
    const found = { id: invoice.id, userId: invoice.user_id };
    if (typeof session.amount_total === 'number' && session.amount_total !== invoice.total_cents)
      return { outcome: 'amount_mismatch', invoice: found };
    if (payment.status === 'succeeded' || payment.status === 'refunded') return { outcome: 'duplicate', invoice: found };
    // A session that was superseded, or whose invoice another payment has paid, completed anyway: a second charge.
    if (payment.status !== 'requires_action' || invoice.status === 'paid') {
      return { outcome: 'duplicate_payment', invoice: found, refundOf: payment.id };
    }
    const checkout = { ...(payment.checkout ?? {}), webhook_event_id: event.id };
    const claimed = await trx
      .updateTable('payments')
      .set({ status: 'succeeded', checkout: jsonb(checkout) })
      .where('id', '=', payment.id)
      .where('status', '=', 'requires_action')
      .returning('id')
      .executeTakeFirst();
    if (claimed === undefined) return { outcome: 'duplicate', invoice: found };
    const settled = await trx
      .updateTable('invoices')
      .set({ status: 'paid', paid_at: opts.now })
      .where('id', '=', invoice.id)
      .where('status', 'in', ['open', 'pending'])
      .returning('id')
      .executeTakeFirst();
    return { outcome: settled === undefined ? 'duplicate' : 'paid', invoice: found };
  });
  const { refundOf, ...answer } = result;
  if (refundOf === undefined) return answer;
  const paymentIntent = text(session.payment_intent);
  if (opts.refund === undefined || paymentIntent === undefined) return answer;
  // Idempotent at Stripe (key refund-<session>): a retried event refunds nothing twice. A failure throws, so Stripe retries.
  const refundId = await opts.refund(sessionId, paymentIntent);
  await db
    .updateTable('payments')
    .set({ status: 'refunded', checkout: jsonb({ id: sessionId, webhook_event_id: event.id, refund_id: refundId }) })
    .where('id', '=', refundOf)
    .where('status', '!=', 'refunded')
    .execute();
  return { ...answer, outcome: 'refunded' };
}
