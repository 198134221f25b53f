import type { ContainerModuleLoadOptions } from 'inversify';
import { SystemClock } from '@/adapters/browser/system-clock';
import { NavigatorUserLocale } from '@/adapters/browser/navigator-user-locale';
import { BrowserBuildInfo } from '@/adapters/browser/browser-build-info';
import { BroadcastTabChannel } from '@/adapters/browser/broadcast-tab-channel';
import { BrowserServiceWorkerRegistrar } from '@/adapters/browser/browser-service-worker-registrar';
import { DocumentCookieKeyValueStorage } from '@/adapters/browser/cookie-key-value-storage';
import { DomScriptLoader } from '@/adapters/browser/dom-script-loader';
import { HistoryNavigation } from '@/adapters/browser/history-navigation';
import { WebStorageKeyValueStorage } from '@/adapters/browser/web-storage-key-value-storage';
import { DescopeAccountSecurity } from '@/adapters/descope/descope-account-security';
import { DescopeIdentityProvider } from '@/adapters/descope/descope-identity-provider';
import { BrowserPasskeyCeremony } from '@/adapters/descope/passkey-ceremony';
import { documentVisibility } from '@/adapters/descope/document-visibility';
import { HttpApiClient } from '@/adapters/http/http-api-client';
import { HttpClient } from '@/adapters/http/http-client';
import { HttpAccountApi } from '@/adapters/http/http-account-api';
import { lazyPort } from '@/adapters/http/lazy-port';
import { HTTP_AREA_PORTS } from '@/adapters/http/http-area-ports';
import { AREA_PORT_KEYS, AREA_PORTS, type AreaPortKey, type AreaPorts } from '@/ports/area-ports';
import { BrowserAnalytics, type AnalyticsGlobals } from '@/adapters/posthog/browser-analytics';
import { LazyQueryCache } from '@/adapters/query/lazy-query-cache';
import { LazyMonitoring } from '@/adapters/sentry/lazy-monitoring';
import type { ReplayToolApi } from '@/adapters/sentry/sentry-monitoring';
import { LazyHelpChat } from '@/adapters/unthread/lazy-help-chat';
import type { HelpChatGlobals } from '@/adapters/unthread/unthread-help-chat';
import { AccountSecurity } from '@/ports/account-security';
import { Analytics } from '@/ports/analytics';
import { ApiClient } from '@/ports/api-client';
import { BuildInfo } from '@/ports/build-info';
import { Clock } from '@/ports/clock';
import { UserLocale } from '@/ports/user-locale';
import { HelpChat } from '@/ports/help-chat';
import { IdentityProvider } from '@/ports/identity-provider';
import { CookieKeyValueStorage, KeyValueStorage, SessionKeyValueStorage } from '@/ports/key-value-storage';
import { AccountApi } from '@/ports/account-api';
import { Monitoring } from '@/ports/monitoring';
import { Navigation } from '@/ports/navigation';
import { QueryCache } from '@/ports/query-cache';
import { ScriptLoader } from '@/ports/script-loader';
import { ServiceWorkerRegistrar } from '@/ports/service-worker-registrar';
import { SiteConfigSource, type SiteConfig } from '@/ports/site-config-source';
import { TabChannel } from '@/ports/tab-channel';
import { bindProductApi } from './product-api-binding';
import { apiBaseUrl, identityBaseUrl, vaultBaseUrl, type BrowserEnvironment } from './browser-environment';

/** What differs between the browser profiles. */
export interface BrowserProfileSettings {
  /** Session token in a Strict, Secure cookie (production) or local storage (local). */
  sessionTokenViaCookie: boolean;
}

/**
 * Binds every port except PaymentGateway to its browser adapter, the same in the local and production
 * profiles: the site configuration decides what each adapter starts (monitoring, analytics and chat stay
 * off on the local host and without their ids). Classes are bound once, then the port to the class.
 */
export function bindBrowserAdapters(
  { bind }: ContainerModuleLoadOptions,
  source: SiteConfigSource,
  env: BrowserEnvironment,
  settings: BrowserProfileSettings,
): void {
  const config: SiteConfig = source.current() ?? {};
  const { location } = env.window;
  const globals = env.window as unknown as AnalyticsGlobals & HelpChatGlobals & { zipy?: ReplayToolApi };

  bind(SiteConfigSource).toConstantValue(source);
  bind(SystemClock).toSelf().inSingletonScope();
  bind(Clock).toService(SystemClock);
  bind(UserLocale).toConstantValue(new NavigatorUserLocale(env.window.navigator));
  bind(KeyValueStorage)
    .toDynamicValue(() => new WebStorageKeyValueStorage(env.window.localStorage))
    .inSingletonScope();
  bind(SessionKeyValueStorage)
    .toDynamicValue(() => new WebStorageKeyValueStorage(env.window.sessionStorage))
    .inSingletonScope();
  bind(DocumentCookieKeyValueStorage)
    .toDynamicValue(() => new DocumentCookieKeyValueStorage(env.document))
    .inSingletonScope();
  bind(CookieKeyValueStorage).toService(DocumentCookieKeyValueStorage);
  bind(HistoryNavigation)
    .toDynamicValue(() => new HistoryNavigation(env.window))
    .inSingletonScope();
  bind(Navigation).toService(HistoryNavigation);
  bind(BroadcastTabChannel)
    .toDynamicValue(() => new BroadcastTabChannel(config.product_key ?? 'solo401k'))
    .inSingletonScope();
  bind(TabChannel).toService(BroadcastTabChannel);
  bind(DomScriptLoader)
    .toDynamicValue(() => new DomScriptLoader(env.document, config.script_proxy_path))
    .inSingletonScope();
  bind(ScriptLoader).toService(DomScriptLoader);
  bind(BrowserServiceWorkerRegistrar)
    .toDynamicValue(() => new BrowserServiceWorkerRegistrar(env.window))
    .inSingletonScope();
  bind(ServiceWorkerRegistrar).toService(BrowserServiceWorkerRegistrar);
  bind(BrowserBuildInfo)
    .toDynamicValue(
      () =>
        new BrowserBuildInfo({
          document: env.document,
          fetch: (input, init) => env.window.fetch(input, init),
          caches: 'caches' in env.window ? env.window.caches : undefined,
        }),
    )
    .inSingletonScope();
  bind(BuildInfo).toService(BrowserBuildInfo);
  // TanStack query-core loads on the cache's first use, not with the sign-in page (decision 0207).
  bind(LazyQueryCache)
    .toDynamicValue(
      () => new LazyQueryCache(async () => new (await import('@/adapters/query/tanstack-query-cache')).TanStackQueryCache()),
    )
    .inSingletonScope();
  bind(QueryCache).toService(LazyQueryCache);

  bind(DescopeIdentityProvider)
    .toDynamicValue(
      (ctx) =>
        new DescopeIdentityProvider(
          {
            projectId: config.descope_project_id ?? '',
            baseUrl: identityBaseUrl(config.identity_base_url, location.origin),
            sessionTokenViaCookie: settings.sessionTokenViaCookie,
          },
          ctx.get(KeyValueStorage),
          ctx.get(CookieKeyValueStorage),
          ctx.get(Clock),
          documentVisibility(env.document),
        ),
    )
    .inSingletonScope();
  bind(IdentityProvider).toService(DescopeIdentityProvider);
  bind(DescopeAccountSecurity)
    .toDynamicValue(
      (ctx) => new DescopeAccountSecurity(ctx.get(DescopeIdentityProvider), new BrowserPasskeyCeremony(), location.origin),
    )
    .inSingletonScope();
  bind(AccountSecurity).toService(DescopeAccountSecurity);

  bind(HttpClient)
    .toDynamicValue((ctx) => {
      const identity = ctx.get<IdentityProvider>(IdentityProvider);
      const cookies = ctx.get<KeyValueStorage>(CookieKeyValueStorage);
      const base = apiBaseUrl(config.api_base_url, config.product_key, location.origin);
      return new HttpClient({
        baseUrl: base,
        vaultBaseUrl: vaultBaseUrl(base, config.product_key, config.vgs_api_path_prefix),
        branch: config.branch,
        getToken: () => identity.getSessionToken(),
        getCookie: (name) => cookies.get(name),
        refreshSession: async () => (await identity.refresh()).ok,
      });
    })
    .inSingletonScope();
  bind(HttpApiClient)
    .toDynamicValue((ctx) => new HttpApiClient(ctx.get(HttpClient)))
    .inSingletonScope();
  bindProductApi({ bind }, HttpApiClient);
  // The signed-in account is read at start; each area's adapter loads with the first call to its port (lazyPort).
  bind(AccountApi)
    .toDynamicValue((ctx) => new HttpAccountApi(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  const bindArea = <K extends AreaPortKey>(key: K) =>
    bind<AreaPorts[K]>(AREA_PORTS[key])
      .toDynamicValue((ctx) => {
        const api = ctx.get<ApiClient>(ApiClient);
        return lazyPort<AreaPorts[K]>(() => HTTP_AREA_PORTS[key](api));
      })
      .inSingletonScope();
  for (const key of AREA_PORT_KEYS) bindArea(key);

  // The Sentry adapter's code loads on the first start() that may start reporting (LazyMonitoring), not with the first page.
  bind(LazyMonitoring)
    .toDynamicValue(
      (ctx) =>
        new LazyMonitoring({
          siteConfig: source,
          hostname: location.hostname,
          scripts: ctx.get(ScriptLoader),
          replayTool: () => globals.zipy,
          sessionReplay: true,
        }),
    )
    .inSingletonScope();
  bind(Monitoring).toService(LazyMonitoring);
  bind(BrowserAnalytics)
    .toDynamicValue((ctx) => new BrowserAnalytics(source, location.hostname, ctx.get(ScriptLoader), globals))
    .inSingletonScope();
  bind(Analytics).toService(BrowserAnalytics);
  // The chat adapter's code loads on the first start() with a widget id configured (LazyHelpChat).
  bind(LazyHelpChat)
    .toDynamicValue((ctx) => new LazyHelpChat(source, ctx.get(ScriptLoader), globals))
    .inSingletonScope();
  bind(HelpChat).toService(LazyHelpChat);
}
