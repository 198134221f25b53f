import { ContainerModule } from 'inversify';
import { DescopeAccountWidgets, widgetSettingsFrom } from '@/adapters/descope-widgets/descope-account-widgets';
import { LazyPaymentGateway } from '@/adapters/payment/lazy-payment-gateway';
import { AccountWidgets } from '@/ports/account-widgets';
import { ApiClient } from '@/ports/api-client';
import { PaymentGateway } from '@/ports/payment-gateway';
import type { SiteConfigSource } from '@/ports/site-config-source';
import { bindBrowserAdapters } from './browser-bindings';
import type { BrowserEnvironment } from './browser-environment';

/**
 * The production profile: the API at the configured api_base_url, Descope cloud with the configured
 * project id (session token in a Strict, Secure cookie), Stripe connected-account checkout (its adapter loaded at checkout), and the
 * monitoring, analytics and chat tools each loaded from its configuration. Vendor SDKs load on first use.
 */
export function productionModule(source: SiteConfigSource, env: BrowserEnvironment): ContainerModule {
  return new ContainerModule((options) => {
    bindBrowserAdapters(options, source, env, { sessionTokenViaCookie: true });
    const config = source.current() ?? {};
    options.bind(AccountWidgets).toConstantValue(new DescopeAccountWidgets(widgetSettingsFrom({ ...config })));
    // The Stripe adapter's code loads at checkout (first mount()), not with the first page.
    options
      .bind(PaymentGateway)
      .toDynamicValue((ctx) => {
        const api = ctx.get<ApiClient>(ApiClient);
        return new LazyPaymentGateway(
          true,
          async () =>
            new (await import('@/adapters/stripe/stripe-payment-gateway')).StripePaymentGateway(api, {
              publishableKey: config.stripe_publishable_key ?? '',
              accountId: config.stripe_account_id,
              returnUrl: `${env.window.location.origin}/checkout?session_id={CHECKOUT_SESSION_ID}`,
            }),
        );
      })
      .inSingletonScope();
  });
}
