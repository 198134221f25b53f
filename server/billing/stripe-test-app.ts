import type { Database } from '../db/database';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { StripeHttpClient } from './stripe-client';
import { StripePaymentGateway } from './stripe-payment-gateway';

/** Starts the app with the Stripe adapter over `stripe` (a test double of Stripe's HTTP API) for a connected account. */
export function startStripeTestApp(
  database: Database,
  stripe: StripeHttpClient,
  opts: { account: string; webhookSecret: string; now: Date },
): Promise<TestApp> {
  const gateway = new StripePaymentGateway(stripe, {
    accountId: opts.account,
    applicationFeeCents: 0,
    uiMode: 'embedded_page',
    defaultReturnUrl: 'http://127.0.0.1/done',
  });
  return startTestApp({
    database,
    gateway,
    clock: () => opts.now,
    env: { PAYMENT_PROCESSOR: 'stripe', STRIPE_ACCOUNT_ID: opts.account, STRIPE_WEBHOOK_SECRET: opts.webhookSecret },
  });
}
