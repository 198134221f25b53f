import type { Kysely } from 'kysely';
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
export type WebhookOutcome = 'paid' | 'duplicate' | 'ignored' | 'unknown_invoice' | 'amount_mismatch';

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
  opts: { accountId?: string; now: Date },
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

  return db.transaction().execute(async (trx): Promise<WebhookResult> => {
    const invoice = await trx
      .selectFrom('invoices')
      .select(['id', 'user_id', 'total_cents'])
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
    const checkout = { ...(payment.checkout ?? {}), webhook_event_id: event.id };
    const claimed = await trx
      .updateTable('payments')
      .set({ status: 'succeeded', checkout: JSON.stringify(checkout) as unknown as Record<string, unknown> })
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
}
