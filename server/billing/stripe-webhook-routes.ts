import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { route } from '../http/contract';
import { HttpError } from '../http/errors';
import { filePlanDocumentsAfterPayment } from '../plan-documents/file-after-payment';
import type { PaymentGateway } from './payment-gateway';
import { verifyStripeSignature } from './stripe-signature';
import { handleStripeEvent, isStripeEvent } from './stripe-webhook';

/** The webhook's path under the product prefix (operation stripeWebhook). */
export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

/** Stripe's events are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/**
 * POST /{product_key}/webhooks/stripe (decision 0082): no bearer token and no anti-forgery header; the Stripe-Signature
 * header (HMAC-SHA256 with STRIPE_WEBHOOK_SECRET over `${t}.${rawBody}`, 300 s tolerance) is the only credential.
 * A paid Checkout Session marks its invoice paid once and files the plan documents. Without a secret: 503.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  deps: AppDeps;
  secret: string | undefined;
  /** The payment gateway; its refundCheckout refunds a duplicate completed session (decision 0114). */
  gateway?: PaymentGateway;
}> = async (app, { deps, secret, gateway }) => {
  // The signature covers the exact bytes: keep them beside the parsed JSON (this plugin's scope only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (request, body, done) => {
    rawBodies.set(request, body as Buffer);
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      done(new HttpError(400, 'bad_request', 'Malformed JSON body'), undefined);
    }
  });

  route(
    app,
    'stripeWebhook',
    async (request) => {
      if (secret === undefined || secret === '')
        throw new HttpError(503, 'webhook_not_configured', 'STRIPE_WEBHOOK_SECRET is not set');
      const now = deps.clock();
      const check = verifyStripeSignature(
        request.headers['stripe-signature'] as string | undefined,
        rawBodies.get(request) ?? Buffer.alloc(0),
        secret,
        now,
      );
      if (check !== 'valid')
        throw new HttpError(
          400,
          'invalid_signature',
          check === 'stale'
            ? 'The signature timestamp is outside the tolerance'
            : 'The Stripe-Signature header does not match the body',
        );
      if (!isStripeEvent(request.body)) throw new HttpError(400, 'bad_request', 'Not a Stripe event');
      const refund = gateway?.refundCheckout?.bind(gateway);
      const result = await handleStripeEvent(deps.db, request.body, { accountId: deps.config.stripe.accountId, now, refund });
      if (result.outcome === 'duplicate_payment') {
        deps.log.error(
          { eventId: request.body.id, invoiceId: result.invoice?.id, outcome: result.outcome },
          'stripe webhook: a second payment of a paid invoice completed and was not refunded automatically: refund it by hand',
        );
      } else if (result.outcome !== 'paid' && result.outcome !== 'ignored') {
        deps.log.warn(
          { eventId: request.body.id, type: request.body.type, outcome: result.outcome },
          'stripe webhook: event not applied',
        );
      }
      if (result.outcome === 'paid' && result.invoice !== undefined) {
        const owner = { userId: result.invoice.userId, agentId: result.invoice.userId, roles: [] };
        await filePlanDocumentsAfterPayment(deps, owner, result.invoice.id);
      }
      return { received: true, outcome: result.outcome };
    },
    { bodyLimit: WEBHOOK_BODY_LIMIT },
  );
};
