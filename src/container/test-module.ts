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
import { FakeBankApi } from '@/adapters/fakes/fake-bank-api';
import { FakeLibraryApi } from '@/adapters/fakes/fake-library-api';
import { FakeAccountApi } from '@/adapters/fakes/fake-account-api';
import { FakeCheckoutApi } from '@/adapters/fakes/fake-checkout-api';
import { FakeLoansApi } from '@/adapters/fakes/fake-loans-api';
import { FakeRolloversApi } from '@/adapters/fakes/fake-rollovers-api';
import { FakeAssetsApi } from '@/adapters/fakes/fake-assets-api';
import { FakeBeneficiariesApi } from '@/adapters/fakes/fake-beneficiaries-api';
import { FakeInvitationsApi } from '@/adapters/fakes/fake-invitations-api';
import { FakeProfileApi } from '@/adapters/fakes/fake-profile-api';
import { FakeSupportApi } from '@/adapters/fakes/fake-support-api';
import { FakeDistributionsApi } from '@/adapters/fakes/fake-distributions-api';
import { FakeContributionsApi } from '@/adapters/fakes/fake-contributions-api';
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
import { BankApi } from '@/ports/bank-api';
import { LibraryApi } from '@/ports/library-api';
import { AccountApi } from '@/ports/account-api';
import { CheckoutApi } from '@/ports/checkout-api';
import { LoansApi } from '@/ports/loans-api';
import { RolloversApi } from '@/ports/rollovers-api';
import { AssetsApi } from '@/ports/assets-api';
import { BeneficiariesApi } from '@/ports/beneficiaries-api';
import { InvitationsApi } from '@/ports/invitations-api';
import { ProfileApi } from '@/ports/profile-api';
import { SupportApi } from '@/ports/support-api';
import { DistributionsApi } from '@/ports/distributions-api';
import { ContributionsApi } from '@/ports/contributions-api';
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
    bind(FakeLibraryApi)
      .toDynamicValue(() => new FakeLibraryApi())
      .inSingletonScope();
    bind(LibraryApi).toService(FakeLibraryApi);
    bind(FakeBankApi)
      .toDynamicValue((ctx) => new FakeBankApi(ctx.get(FakeClock)))
      .inSingletonScope();
    bind(BankApi).toService(FakeBankApi);
    bind(FakeLoansApi)
      .toDynamicValue((ctx) => new FakeLoansApi(ctx.get(FakeClock)))
      .inSingletonScope();
    bind(LoansApi).toService(FakeLoansApi);
    bind(FakeCheckoutApi)
      .toDynamicValue((ctx) => new FakeCheckoutApi(ctx.get(FakeClock)))
      .inSingletonScope();
    bind(CheckoutApi).toService(FakeCheckoutApi);
    bind(FakeRolloversApi)
      .toDynamicValue((ctx) => new FakeRolloversApi(ctx.get(FakeClock)))
      .inSingletonScope();
    bind(RolloversApi).toService(FakeRolloversApi);
    bind(FakeAssetsApi)
      .toDynamicValue((ctx) => new FakeAssetsApi(ctx.get(FakeClock)))
      .inSingletonScope();
    bind(AssetsApi).toService(FakeAssetsApi);
    bind(FakeBeneficiariesApi)
      .toDynamicValue((ctx) => new FakeBeneficiariesApi(ctx.get(FakeClock)))
      .inSingletonScope();
    bind(BeneficiariesApi).toService(FakeBeneficiariesApi);
    bind(FakeDistributionsApi)
      .toDynamicValue((ctx) => new FakeDistributionsApi(ctx.get(FakeClock)))
      .inSingletonScope();
    bind(DistributionsApi).toService(FakeDistributionsApi);
    bind(FakeInvitationsApi)
      .toDynamicValue((ctx) => new FakeInvitationsApi(ctx.get(FakeClock)))
      .inSingletonScope();
    bind(InvitationsApi).toService(FakeInvitationsApi);
    bind(FakeProfileApi)
      .toDynamicValue((ctx) => new FakeProfileApi(ctx.get(FakeClock)))
      .inSingletonScope();
    bind(ProfileApi).toService(FakeProfileApi);
    bind(FakeSupportApi)
      .toDynamicValue((ctx) => new FakeSupportApi(ctx.get(FakeClock)))
      .inSingletonScope();
    bind(SupportApi).toService(FakeSupportApi);
    bind(FakeContributionsApi)
      .toDynamicValue((ctx) => new FakeContributionsApi(ctx.get(FakeClock)))
      .inSingletonScope();
    bind(ContributionsApi).toService(FakeContributionsApi);
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
