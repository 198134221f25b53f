import 'reflect-metadata';
import { FixedUserLocale } from '@/adapters/fakes/fixed-user-locale';
import { UserLocale } from '@/ports/user-locale';
import { act, type ReactElement } from 'react';
import { Container } from 'inversify';
import { FakeAccountApi } from '@/adapters/fakes/fake-account-api';
import { fakeAreaPorts } from '@/adapters/fakes/fake-area-ports';
import { AREA_PORT_KEYS, AREA_PORTS } from '@/ports/area-ports';
import { AccountApi } from '@/ports/account-api';
import { describe, expect, test, vi } from 'vitest';
import { FakeAnalytics } from '@/adapters/fakes/fake-analytics';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeHelpChat } from '@/adapters/fakes/fake-help-chat';
import { FakeAccountSecurity } from '@/adapters/fakes/fake-account-security';
import { FakeIdentityProvider } from '@/adapters/fakes/fake-identity-provider';
import { FakeMonitoring } from '@/adapters/fakes/fake-monitoring';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { FakeTabChannel } from '@/adapters/fakes/fake-tab-channel';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { Analytics } from '@/ports/analytics';
import { ApiClient } from '@/ports/api-client';
import { BuildInfo } from '@/ports/build-info';
import { Clock } from '@/ports/clock';
import { HelpChat } from '@/ports/help-chat';
import { AccountSecurity } from '@/ports/account-security';
import { IdentityProvider } from '@/ports/identity-provider';
import { CookieKeyValueStorage, KeyValueStorage, SessionKeyValueStorage } from '@/ports/key-value-storage';
import { Monitoring } from '@/ports/monitoring';
import { Navigation } from '@/ports/navigation';
import { QueryCache } from '@/ports/query-cache';
import { TabChannel } from '@/ports/tab-channel';
import { App } from '@/ui/app';
import { ContainerProvider } from '@/ui/shell/container-context';
import { PageErrorBoundary } from '@/ui/shell/page-error-boundary';
import { uiModule } from '@/ui/ui-module';
import { afterMicrotasks, outsideAct, reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import { runInAction } from 'mobx';
import { beginLogout } from '@/domain/session';
import { SessionStore } from '@/ui/session/session-store';

function testContainer(path: string, identity = new FakeIdentityProvider()) {
  const container = new Container({ autobind: true });
  const monitoring = new FakeMonitoring();
  const navigation = new MemoryNavigation(path);
  container.bind(IdentityProvider).toConstantValue(identity);
  container.bind(AccountSecurity).toConstantValue(new FakeAccountSecurity(identity));
  container.bind(ApiClient).toConstantValue(new FakeApiClient());
  container.bind(QueryCache).toConstantValue(new FakeQueryCache());
  container.bind(Navigation).toConstantValue(navigation);
  container.bind(TabChannel).toConstantValue(new FakeTabChannel());
  container.bind(KeyValueStorage).toConstantValue(new MemoryKeyValueStorage());
  container.bind(SessionKeyValueStorage).toConstantValue(new MemoryKeyValueStorage());
  container.bind(CookieKeyValueStorage).toConstantValue(new MemoryKeyValueStorage());
  const clock = new FakeClock();
  container.bind(Clock).toConstantValue(clock);
  container.bind(AccountApi).toConstantValue(new FakeAccountApi());
  const areas = fakeAreaPorts(clock);
  for (const key of AREA_PORT_KEYS) container.bind(AREA_PORTS[key]).toConstantValue(areas[key]);
  container.bind(UserLocale).toConstantValue(new FixedUserLocale());
  container.bind(HelpChat).toConstantValue(new FakeHelpChat());
  container.bind(Monitoring).toConstantValue(monitoring);
  container.bind(Analytics).toConstantValue(new FakeAnalytics());
  container.bind(BuildInfo).toConstantValue({
    runningBuildId: undefined,
    fetchDeployedBuildId: async () => undefined,
    clearBrowserCaches: async () => undefined,
  });
  container.load(uiModule);
  return { container, monitoring, navigation, identity };
}

const view = reactRootPerTest();

/** Polls for `text` up to 10 s: the pages are lazy, and their first import is slow on a busy machine. */
async function waitForText(text: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (view.host.textContent?.includes(text)) return;
    await act(async () => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`"${text}" never appeared; the page shows: ${view.host.textContent}`);
}

describe('App shell', () => {
  test('a page that needs sign-in shows the sign-in page when signed out, at the same address', async () => {
    const t = testContainer('/library');
    await view.render(<App container={t.container} />);
    await waitForText('Sign in or create your account');
    expect(t.navigation.currentPath()).toBe('/library');
  });

  test('an unknown path shows the 404 page', async () => {
    const identity = new FakeIdentityProvider();
    await identity.signIn('owner@example.com');
    const t = testContainer('/no/such/page', identity);
    await view.render(<App container={t.container} />);
    await waitForText('Page not found');
  });

  test('a magic-link return shows the resolving state, not the sign-in page, until verified', async () => {
    const identity = new FakeIdentityProvider();
    await identity.sendMagicLink('owner@example.com', 'http://app/');
    let release: () => void = () => undefined;
    const verify = identity.verifyMagicLink.bind(identity);
    identity.verifyMagicLink = (token) => new Promise((resolve) => (release = () => resolve(verify(token))));
    const t = testContainer(`/?t=${identity.sentLinks[0].token}`, identity);
    await view.render(<App container={t.container} />);
    await waitForText('Loading your account…');
    expect(view.host.textContent).not.toContain('Sign in or create your account');
    await act(async () => release());
    // 'Your plan' is the resolving frame's heading too (decision 0207): wait for the home page itself.
    await waitForText('Signed in as');
    expect(t.navigation.currentPath()).toBe('/');
  });

  test("a change of the session's phase reaches the page in a background render, not in the store change's own render", async () => {
    const identity = new FakeIdentityProvider();
    await identity.signIn('owner@example.com');
    const t = testContainer('/', identity);
    await view.render(<App container={t.container} />);
    await waitForText('Signed in as');
    const session = t.container.get(SessionStore);
    await outsideAct(async () => {
      runInAction(() => (session.session = beginLogout(session.session)));
      await afterMicrotasks();
      // Neither the shell nor the page outlet has moved yet: home is still there, not the sign-in page or "Loading…".
      expect(view.host.textContent).toContain('Signed in as');
      expect(view.host.textContent).not.toContain('Signing you out…');
      await vi.waitFor(() => expect(view.host.textContent).toContain('Signing you out…'), { timeout: 10_000 });
    });
  });

  test('an error while rendering shows the 500 page with a way back and reports the error', async () => {
    const t = testContainer('/');
    await t.monitoring.start({ id: 'u-1' });
    const Broken = (): ReactElement => {
      throw new Error('render failed');
    };
    const originalError = console.error;
    console.error = () => undefined;
    try {
      await view.render(
        <ContainerProvider container={t.container}>
          <PageErrorBoundary onChunkError={() => false} onError={(error) => t.monitoring.captureError(error)}>
            <Broken />
          </PageErrorBoundary>
        </ContainerProvider>,
      );
    } finally {
      console.error = originalError;
    }
    await waitForText('Something went wrong');
    expect(view.host.querySelector('button')?.textContent).toBe('Go back');
    expect(t.monitoring.reported.map((r) => r.message)).toEqual(['render failed']);
  });
});
