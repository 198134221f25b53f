import { ContainerModule } from 'inversify';
import { FakeAnalytics } from '@/adapters/fakes/fake-analytics';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { FakeBuildInfo } from '@/adapters/fakes/fake-build-info';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FixedUserLocale } from '@/adapters/fakes/fixed-user-locale';
import { FakeHelpChat } from '@/adapters/fakes/fake-help-chat';
import { FakeAccountSecurity } from '@/adapters/fakes/fake-account-security';
import { FakeAccountWidgets } from '@/adapters/fakes/fake-account-widgets';
import { AccountWidgets } from '@/ports/account-widgets';
import { FakeIdentityProvider } from '@/adapters/fakes/fake-identity-provider';
import { FakeAccountApi } from '@/adapters/fakes/fake-account-api';
import { FAKE_AREA_PORTS, type FakeAreaPortClass } from '@/adapters/fakes/fake-area-ports';
import { AREA_PORT_KEYS, AREA_PORTS, type AreaPortKey, type AreaPorts } from '@/ports/area-ports';
import { FakeMonitoring } from '@/adapters/fakes/fake-monitoring';
import { FakePaymentGateway } from '@/adapters/fakes/fake-payment-gateway';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { FakeScriptLoader } from '@/adapters/fakes/fake-script-loader';
import { FakeServiceWorkerRegistrar } from '@/adapters/fakes/fake-service-worker-registrar';
import { FakeTabChannel } from '@/adapters/fakes/fake-tab-channel';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { StaticSiteConfigSource } from '@/adapters/fakes/static-site-config-source';
import { Analytics } from '@/ports/analytics';
import { BuildInfo } from '@/ports/build-info';
import { Clock } from '@/ports/clock';
import { UserLocale } from '@/ports/user-locale';
import { HelpChat } from '@/ports/help-chat';
import { AccountSecurity } from '@/ports/account-security';
import { IdentityProvider } from '@/ports/identity-provider';
import { CookieKeyValueStorage, KeyValueStorage, SessionKeyValueStorage } from '@/ports/key-value-storage';
import { AccountApi } from '@/ports/account-api';
import { Monitoring } from '@/ports/monitoring';
import { Navigation } from '@/ports/navigation';
import { PaymentGateway } from '@/ports/payment-gateway';
import { QueryCache } from '@/ports/query-cache';
import { ScriptLoader } from '@/ports/script-loader';
import { ServiceWorkerRegistrar } from '@/ports/service-worker-registrar';
import { SiteConfigSource } from '@/ports/site-config-source';
import { TabChannel } from '@/ports/tab-channel';
import { bindProductApi } from './product-api-binding';

/** The test profile: an in-memory fake for every port (a test gets a fake with `container.get(FakeApiClient)`). */
export function testModule(source: SiteConfigSource = new StaticSiteConfigSource()): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(SiteConfigSource).toConstantValue(source);
    bind(FakeClock)
      .toDynamicValue(() => new FakeClock())
      .inSingletonScope();
    bind(Clock).toService(FakeClock);
    bind(FixedUserLocale)
      .toDynamicValue(() => new FixedUserLocale())
      .inSingletonScope();
    bind(UserLocale).toService(FixedUserLocale);
    bind(KeyValueStorage)
      .toDynamicValue(() => new MemoryKeyValueStorage())
      .inSingletonScope();
    bind(SessionKeyValueStorage)
      .toDynamicValue(() => new MemoryKeyValueStorage())
      .inSingletonScope();
    bind(CookieKeyValueStorage)
      .toDynamicValue(() => new MemoryKeyValueStorage())
      .inSingletonScope();
    bind(MemoryNavigation)
      .toDynamicValue(() => new MemoryNavigation())
      .inSingletonScope();
    bind(Navigation).toService(MemoryNavigation);
    bind(FakeTabChannel)
      .toDynamicValue(() => new FakeTabChannel())
      .inSingletonScope();
    bind(TabChannel).toService(FakeTabChannel);
    bind(FakeScriptLoader)
      .toDynamicValue(() => new FakeScriptLoader())
      .inSingletonScope();
    bind(ScriptLoader).toService(FakeScriptLoader);
    bind(FakeServiceWorkerRegistrar)
      .toDynamicValue(() => new FakeServiceWorkerRegistrar())
      .inSingletonScope();
    bind(ServiceWorkerRegistrar).toService(FakeServiceWorkerRegistrar);
    bind(FakeBuildInfo)
      .toDynamicValue(() => new FakeBuildInfo())
      .inSingletonScope();
    bind(BuildInfo).toService(FakeBuildInfo);
    bind(FakeQueryCache)
      .toDynamicValue(() => new FakeQueryCache())
      .inSingletonScope();
    bind(QueryCache).toService(FakeQueryCache);
    bind(FakeIdentityProvider)
      .toDynamicValue((ctx) => new FakeIdentityProvider(ctx.get(FakeClock)))
      .inSingletonScope();
    bind(IdentityProvider).toService(FakeIdentityProvider);
    bind(FakeAccountSecurity)
      .toDynamicValue((ctx) => new FakeAccountSecurity(ctx.get(FakeIdentityProvider)))
      .inSingletonScope();
    bind(AccountSecurity).toService(FakeAccountSecurity);
    bind(AccountWidgets).toConstantValue(new FakeAccountWidgets());
    bind(FakeApiClient)
      .toDynamicValue(() => new FakeApiClient())
      .inSingletonScope();
    bindProductApi({ bind }, FakeApiClient);
    bind(FakeAccountApi)
      .toDynamicValue(() => new FakeAccountApi())
      .inSingletonScope();
    bind(AccountApi).toService(FakeAccountApi);
    const bindArea = <K extends AreaPortKey>(key: K) => {
      const Fake: FakeAreaPortClass<K> = FAKE_AREA_PORTS[key];
      bind<AreaPorts[K]>(Fake)
        .toDynamicValue((ctx) => new Fake(ctx.get(FakeClock)))
        .inSingletonScope();
      bind<AreaPorts[K]>(AREA_PORTS[key]).toService(Fake);
    };
    for (const key of AREA_PORT_KEYS) bindArea(key);
    bind(FakePaymentGateway)
      .toDynamicValue(() => new FakePaymentGateway())
      .inSingletonScope();
    bind(PaymentGateway).toService(FakePaymentGateway);
    bind(FakeMonitoring)
      .toDynamicValue(() => new FakeMonitoring())
      .inSingletonScope();
    bind(Monitoring).toService(FakeMonitoring);
    bind(FakeAnalytics)
      .toDynamicValue(() => new FakeAnalytics())
      .inSingletonScope();
    bind(Analytics).toService(FakeAnalytics);
    bind(FakeHelpChat)
      .toDynamicValue(() => new FakeHelpChat())
      .inSingletonScope();
    bind(HelpChat).toService(FakeHelpChat);
  });
}
