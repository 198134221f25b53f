import type { ServerArea } from '../area';
import { billingRoutes } from './billing-routes';
import { stripeWebhookRoutes } from './stripe-webhook-routes';

/** Invoices and their payment; the Stripe webhook, whose signature is its credential (tables in server/db/core-migrations.ts). */
export const billingArea: ServerArea = {
  key: 'billing',
  openRoutes: async (api, { deps, options }) => {
    await api.register(stripeWebhookRoutes, {
      deps,
      secret: options.stripeWebhookSecret ?? deps.config.stripe.webhookSecret,
      gateway: options.gateway,
    });
  },
  routes: async (api, { deps, services, options }) => {
    await api.register(billingRoutes, { deps, payments: services.payments, jobs: options.jobs });
  },
};
