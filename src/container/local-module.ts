import { ContainerModule } from 'inversify';
import { LocalAccountWidgets } from '@/adapters/local-widgets/local-account-widgets';
import { LazyPaymentGateway } from '@/adapters/payment/lazy-payment-gateway';
import { AccountWidgets } from '@/ports/account-widgets';
import { ApiClient } from '@/ports/api-client';
import { PaymentGateway } from '@/ports/payment-gateway';
import type { SiteConfigSource } from '@/ports/site-config-source';
import { bindBrowserAdapters } from './browser-bindings';
import type { BrowserEnvironment } from './browser-environment';

/**
 * The local profile (`npm start`): the embedded server for the API, identity (Descope SDK pointed at
 * origin + '/identity') and card payments; monitoring, analytics and chat stay off on the local host.
 */
export function localModule(source: SiteConfigSource, env: BrowserEnvironment): ContainerModule {
  return new ContainerModule((options) => {
    bindBrowserAdapters(options, source, env, { sessionTokenViaCookie: false });
    options.bind(AccountWidgets).toConstantValue(new LocalAccountWidgets());
    // The local gateway's code loads at checkout (first pay()), not with the first page.
    options
      .bind(PaymentGateway)
      .toDynamicValue((ctx) => {
        const api = ctx.get<ApiClient>(ApiClient);
        return new LazyPaymentGateway(
          false,
          async () => new (await import('@/adapters/local/local-payment-gateway')).LocalPaymentGateway(api),
        );
      })
      .inSingletonScope();
  });
}
