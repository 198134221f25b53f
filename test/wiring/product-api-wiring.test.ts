// @vitest-environment jsdom
import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { FakeIdentityProvider } from '@/adapters/fakes/fake-identity-provider';
import { StaticSiteConfigSource } from '@/adapters/fakes/static-site-config-source';
import { ActingAsApiClient } from '@/adapters/http/acting-as-api-client';
import { HttpAccountApi } from '@/adapters/http/http-account-api';
import { createAppContainer } from '@/container/create-app-container';
import { ALL_PORTS } from '@/container/ports-list';
import { AccountApi } from '@/ports/account-api';
import { ApiClient, ApiError } from '@/ports/api-client';
import { type KeyValueStorage, SessionKeyValueStorage } from '@/ports/key-value-storage';
import { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';
import { SessionStore } from '@/ui/session/session-store';
import { keepSignedInHint } from '@/ui/shell/signed-in-hint';
import { ADMIN_MODE_KEY } from '@/ui/shell/storage-keys';
import { uiModule } from '@/ui/ui-module';
import { HomeViewModel } from '@/ui/home/home-view-model';
import { BannerStore } from '@/ui/shell/banner-store';
import { OptInStore } from '@/ui/shell/opt-in-store';
import { CheckoutFactories } from '@/ui/checkout/checkout-factories';

/** The app's container as src/main.tsx builds it (test profile): the profile's module, then the UI's. */
async function startedLikeMain() {
  const source = new StaticSiteConfigSource({ product_key: 'solo401k', descope_project_id: 'P2wiring', profile: 'test' });
  await source.load();
  const container = await createAppContainer(source, { window, document });
  container.load(uiModule);
  return container;
}

describe('the product API is decorated once, by the composition root (decision 0302)', () => {
  test('a tab already in admin mode: the session store, resolved first as main.tsx does, sends X-Act-As on its first request', async () => {
    const container = await startedLikeMain();
    // The account over HTTP, as the browser profiles bind it, on the test profile's product API (a developer's swap).
    container.rebind<AccountApi>(AccountApi).toDynamicValue((ctx) => new HttpAccountApi(ctx.get<ApiClient>(ApiClient)));
    // The support user entered admin mode in this tab before a reload.
    container
      .get<KeyValueStorage>(SessionKeyValueStorage)
      .set(ADMIN_MODE_KEY, JSON.stringify({ enabled: true, id: 'p-7', participantName: 'Pat', returnPath: '/admin' }));
    const api = container.get(FakeApiClient);
    api.respond('GET', '/me', { id: 'p-7', user_email: 'pat@example.com' });
    await container.get(FakeIdentityProvider).signIn('help@example.com');
    keepSignedInHint(container, false);
    const session = container.get(SessionStore);
    for (const port of ALL_PORTS) container.get(port);
    await session.resolve();
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/me', headers: { 'X-Act-As': 'p-7' } });
    expect(container.get(ApiClient)).toBeInstanceOf(ActingAsApiClient);
    expect(container.get(ApiClient)).toBe(container.get(ApiClient));
  });

  test('a call the API answers with step_up_required waits for the second factor and is sent once more', async () => {
    const container = await startedLikeMain();
    const api = container.get(FakeApiClient);
    let asked = 0;
    api.respond('GET', '/audit', () => {
      asked += 1;
      if (asked === 1)
        throw new ApiError('Forbidden', 'ERR_BAD_REQUEST', 403, { error: 'step_up_required', message: 'Confirm it is you.' });
      return { items: [] };
    });
    const answer = container.get<ApiClient>(ApiClient).get('/audit');
    const prompt = container.get(StepUpPrompt);
    await expect.poll(() => prompt.message).toBe('Confirm it is you.');
    prompt.finish(true);
    await expect(answer).resolves.toEqual({ items: [] });
    expect(asked).toBe(2);
  });

  test("a page's view-model and the stores it shares resolve by the container's own policy, bound by no one at render", async () => {
    const container = await startedLikeMain();
    // A view-model per mount (transient), one store the page shares (@injectable('Singleton')).
    expect(container.get(HomeViewModel)).not.toBe(container.get(HomeViewModel));
    expect(container.get(BannerStore)).toBe(container.get(BannerStore));
    expect(container.get(CheckoutFactories)).toBe(container.get(CheckoutFactories));
    // The view-model gets the shared stores, not copies.
    const home = container.get(HomeViewModel) as unknown as { banner: BannerStore; optIn: OptInStore };
    expect([home.banner, home.optIn]).toEqual([container.get(BannerStore), container.get(OptInStore)]);
  });

  test('without the UI module the decorator acts for no one and passes a step-up refusal on', async () => {
    const source = new StaticSiteConfigSource({ product_key: 'solo401k', descope_project_id: 'P2wiring', profile: 'test' });
    await source.load();
    const container = await createAppContainer(source, { window, document });
    const api = container.get(FakeApiClient);
    api.respond('GET', '/me', { id: 'u-1', user_email: 'a@example.com' });
    await container.get<ApiClient>(ApiClient).get('/me');
    expect(api.calls[0].headers).toEqual({});
  });
});
