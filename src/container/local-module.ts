import { ContainerModule } from 'inversify';
import { LocalPaymentGateway } from '@/adapters/local/local-payment-gateway';
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
    options.bind(LocalPaymentGateway).toDynamicValue((ctx) => new LocalPaymentGateway(ctx.get(ApiClient))).inSingletonScope();
    options.bind(PaymentGateway).toService(LocalPaymentGateway);
  });
}
