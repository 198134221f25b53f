import type { ChargeAttempt, ChargeOutcome, ChargeRequest, PaymentGateway } from './payment-gateway';
import type { StripeHttpClient } from './stripe-client';

/** Options of the Stripe adapter. */
export interface StripeGatewayOptions {
  /** The connected account the charge is made on (direct charge). */
  accountId: string;
  /** The platform's application fee, in cents. */
  applicationFeeCents: number;
  /** Embedded (client_secret) or hosted (url) Checkout; values since API version 2026-03-25. */
  uiMode: 'embedded_page' | 'hosted_page';
  /** Return URL when the request has none. */
  defaultReturnUrl: string;
}

/** How far before an attempt's start its session is looked for (clock skew between us and Stripe), in seconds. */
const LOOKUP_SLACK_SECONDS = 300;
/** At most this many pages of 100 sessions are read for one lookup. */
const LOOKUP_MAX_PAGES = 10;

const metadataOf = (session: Record<string, unknown>): Record<string, unknown> =>
  typeof session.metadata === 'object' && session.metadata !== null ? (session.metadata as Record<string, unknown>) : {};

/** True for the session an attempt created: its idempotency key and invoice (and user, when recorded) in the metadata. */
function madeFor(session: Record<string, unknown>, key: string, attempt: ChargeAttempt): boolean {
  const metadata = metadataOf(session);
  const invoice = session.client_reference_id ?? metadata.invoice_id;
  const user = metadata.user_id;
  return metadata.idempotency_key === key && invoice === attempt.invoiceId && (user === undefined || user === attempt.userId);
}

/** What a found session means for its attempt. */
function outcomeOfSession(session: Record<string, unknown>): ChargeOutcome | undefined {
  const id = String(session.id);
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  if (session.status === 'complete' && paid) return { status: 'succeeded', reference: id };
  if (session.status !== 'open' && session.status !== 'complete') return undefined;
  return {
    status: 'requires_action',
    reference: id,
    checkout: {
      id,
      client_secret: typeof session.client_secret === 'string' ? session.client_secret : null,
      url: typeof session.url === 'string' ? session.url : null,
    },
  };
}

/** Raised when Stripe refuses to create the session (a configuration or API fault, not a card decline). */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'StripeApiError';
  }
}

/** Creates a Stripe Checkout Session on the connected account; payment completes on Stripe's webhook. */
export class StripePaymentGateway implements PaymentGateway {
  readonly name = 'stripe' as const;

  constructor(
    private readonly client: StripeHttpClient,
    private readonly opts: StripeGatewayOptions,
  ) {}

  /** Starts a Checkout Session for the invoice and answers requires_action with its client secret or URL. */
  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const returnUrl = request.returnUrl ?? this.opts.defaultReturnUrl;
    const params: Array<[string, string]> = [
      ['mode', 'payment'],
      ['ui_mode', this.opts.uiMode],
      ['client_reference_id', request.invoiceId],
      ['metadata[invoice_id]', request.invoiceId],
      ['metadata[user_id]', request.userId],
      // Lets a stale attempt find its session again (lookup, decision 0202).
      ['metadata[idempotency_key]', request.idempotencyKey],
    ];
    request.lines.forEach((line, i) => {
      params.push([`line_items[${i}][quantity]`, '1']);
      params.push([`line_items[${i}][price_data][currency]`, 'usd']);
      params.push([`line_items[${i}][price_data][unit_amount]`, String(line.amountCents)]);
      params.push([`line_items[${i}][price_data][product_data][name]`, line.description]);
    });
    if (this.opts.applicationFeeCents > 0)
      params.push(['payment_intent_data[application_fee_amount]', String(this.opts.applicationFeeCents)]);
    if (request.customerEmail) params.push(['customer_email', request.customerEmail]);
    if (this.opts.uiMode === 'embedded_page') {
      params.push(['return_url', returnUrl]);
    } else {
      params.push(['success_url', returnUrl]);
      params.push(['cancel_url', returnUrl]);
    }
    const { status, body } = await this.client.postForm('/v1/checkout/sessions', params, {
      'stripe-account': this.opts.accountId,
      'idempotency-key': request.idempotencyKey,
    });
    if (status < 200 || status >= 300 || typeof body.id !== 'string') {
      const message = (body.error as { message?: string } | undefined)?.message ?? `Stripe answered ${status}`;
      throw new StripeApiError(status, message);
    }
    return {
      status: 'requires_action',
      reference: body.id,
      checkout: {
        id: body.id,
        client_secret: typeof body.client_secret === 'string' ? body.client_secret : null,
        url: typeof body.url === 'string' ? body.url : null,
      },
    };
  }

  /**
   * Reconciles a stale attempt (decision 0202): finds the Checkout Session created with this idempotency key for the
   * attempt's invoice among the connected account's sessions created since shortly before the attempt started. A paid
   * session answers succeeded; an open one (or one whose payment is still processing) answers requires_action with its
   * checkout; an expired one, or none, answers undefined (the attempt is dropped).
   */
  async lookup(idempotencyKey: string, attempt?: ChargeAttempt): Promise<ChargeOutcome | undefined> {
    if (attempt === undefined) return undefined;
    const since = Math.floor(attempt.startedAt.getTime() / 1000) - LOOKUP_SLACK_SECONDS;
    let after: string | undefined;
    for (let page = 0; page < LOOKUP_MAX_PAGES; page++) {
      const query = new URLSearchParams({ 'created[gte]': String(since), limit: '100' });
      if (after !== undefined) query.set('starting_after', after);
      const { status, body } = await this.client.get(`/v1/checkout/sessions?${query}`, { 'stripe-account': this.opts.accountId });
      if (status < 200 || status >= 300) {
        const message = (body.error as { message?: string } | undefined)?.message ?? `Stripe answered ${status}`;
        throw new StripeApiError(status, message);
      }
      const sessions = (Array.isArray(body.data) ? body.data : []) as Array<Record<string, unknown>>;
      const found = sessions.find((session) => madeFor(session, idempotencyKey, attempt));
      if (found !== undefined) return outcomeOfSession(found);
      if (body.has_more !== true || sessions.length === 0) return undefined;
      after = String(sessions[sessions.length - 1]?.id);
    }
    return undefined;
  }

  /** Expires an open Checkout Session (decision 0114); 'complete' when it was paid before it could be expired. */
  async expireCheckout(sessionId: string): Promise<'expired' | 'complete'> {
    const path = `/v1/checkout/sessions/${encodeURIComponent(sessionId)}`;
    const headers = { 'stripe-account': this.opts.accountId };
    const expired = await this.client.postForm(`${path}/expire`, [], headers);
    if (expired.status >= 200 && expired.status < 300) return 'expired';
    // Only an open session can be expired: ask what it is now.
    const current = await this.client.get(path, headers);
    if (current.status >= 200 && current.status < 300) {
      if (current.body.status === 'complete') return 'complete';
      if (current.body.status === 'expired') return 'expired';
    }
    const message = (expired.body.error as { message?: string } | undefined)?.message ?? `Stripe answered ${expired.status}`;
    throw new StripeApiError(expired.status, message);
  }

  /** Refunds the payment of a Checkout Session that completed for an invoice already paid (application fee included). */
  async refundCheckout(sessionId: string, paymentIntentId: string): Promise<string> {
    const params: Array<[string, string]> = [
      ['payment_intent', paymentIntentId],
      ['reason', 'duplicate'],
      ['metadata[checkout_session]', sessionId],
    ];
    if (this.opts.applicationFeeCents > 0) params.push(['refund_application_fee', 'true']);
    const { status, body } = await this.client.postForm('/v1/refunds', params, {
      'stripe-account': this.opts.accountId,
      'idempotency-key': `refund-${sessionId}`,
    });
    if (status < 200 || status >= 300 || typeof body.id !== 'string') {
      const message = (body.error as { message?: string } | undefined)?.message ?? `Stripe answered ${status}`;
      throw new StripeApiError(status, message);
    }
    return body.id;
  }
}
