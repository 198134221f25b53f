// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://app.example.com/"}
import 'reflect-metadata';
import type { Container } from 'inversify';
import { describe, expect, test } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { FakePaymentGateway } from '@/adapters/fakes/fake-payment-gateway';
import { StaticSiteConfigSource } from '@/adapters/fakes/static-site-config-source';
import { DescopeIdentityProvider } from '@/adapters/descope/descope-identity-provider';
import { ActingAsApiClient } from '@/adapters/http/acting-as-api-client';
import { HttpApiClient } from '@/adapters/http/http-api-client';
import { LazyPaymentGateway } from '@/adapters/payment/lazy-payment-gateway';
import { LazyMonitoring } from '@/adapters/sentry/lazy-monitoring';
import { LazyHelpChat } from '@/adapters/unthread/lazy-help-chat';
import { ApiClient } from '@/ports/api-client';
import { HelpChat } from '@/ports/help-chat';
import { IdentityProvider } from '@/ports/identity-provider';
import { Monitoring } from '@/ports/monitoring';
import { PaymentGateway } from '@/ports/payment-gateway';
import type { SiteConfig } from '@/ports/site-config-source';
import { createAppContainer, profileOf } from './create-app-container';
import { ALL_PORTS, UI_PORTS } from './ports-list';

const portModules = import.meta.glob('@/ports/*.ts', { eager: true }) as Record<string, Record<string, unknown>>;

async function containerFor(config: SiteConfig): Promise<Container> {
  const source = new StaticSiteConfigSource({ product_key: 'solo401k', descope_project_id: 'P2wiring', ...config });
  await source.load();
  return createAppContainer(source, { window, document });
}

describe('composition root', () => {
  test('ALL_PORTS lists every service identifier that src/ports exports', () => {
    const exported = Object.values(portModules).flatMap((m) =>
      Object.values(m).filter((v): v is symbol => typeof v === 'symbol'),
    );
    expect(new Set(exported)).toEqual(new Set([...ALL_PORTS, ...UI_PORTS]));
  });

  test.each(['local', 'production', 'test'] as const)(
    'the %s profile resolves every port, adapters as singletons',
    async (profile) => {
      const container = await containerFor({ profile });
      for (const port of ALL_PORTS) {
        const first = container.get(port);
        expect(first, port.toString()).toBeDefined();
        expect(container.get(port)).toBe(first);
      }
    },
  );

  test('local binds the HTTP API, the Descope SDK adapter and the local payment gateway', async () => {
    const c = await containerFor({ profile: 'local', identity_base_url: 'https://app.example.com/identity' });
    expect(c.get(ApiClient)).toBeInstanceOf(ActingAsApiClient);
    expect(c.get(HttpApiClient)).toBeInstanceOf(HttpApiClient);
    expect(c.get(IdentityProvider)).toBeInstanceOf(DescopeIdentityProvider);
    // Payment, monitoring and chat adapters load their code on first use (at checkout, after sign-in).
    expect(c.get(PaymentGateway)).toBeInstanceOf(LazyPaymentGateway);
    expect(c.get<PaymentGateway>(PaymentGateway).embedded).toBe(false);
    expect(c.get(Monitoring)).toBeInstanceOf(LazyMonitoring);
    expect(c.get(HelpChat)).toBeInstanceOf(LazyHelpChat);
  });

  test('production binds the embedded (Stripe) checkout, loaded at checkout; the port resolves to the same instance as its class', async () => {
    const c = await containerFor({ profile: 'production' });
    expect(c.get(PaymentGateway)).toBeInstanceOf(LazyPaymentGateway);
    expect(c.get<PaymentGateway>(PaymentGateway).embedded).toBe(true);
    expect(c.get(Monitoring)).toBe(c.get(LazyMonitoring));
  });

  test('test binds fakes, reachable by their class for set-up', async () => {
    const c = await containerFor({ profile: 'test' });
    expect(c.get(ApiClient)).toBeInstanceOf(ActingAsApiClient);
    expect(c.get(FakeApiClient)).toBeInstanceOf(FakeApiClient);
    expect(c.get(PaymentGateway)).toBeInstanceOf(FakePaymentGateway);
  });

  test('the profile comes from the site configuration, local when absent or unknown', async () => {
    const profile = async (config: SiteConfig): Promise<string> => {
      const s = new StaticSiteConfigSource(config);
      await s.load();
      return profileOf(s);
    };
    expect(await profile({ profile: 'production' })).toBe('production');
    expect(await profile({})).toBe('local');
    expect(await profile({ profile: 'staging' as never })).toBe('local');
  });

  test('the HTTP client of a browser profile sends the identity session token to the product prefix', async () => {
    const c = await containerFor({ profile: 'local', api_base_url: 'https://api.example.com/solo401k' });
    const identity = c.get<DescopeIdentityProvider>(IdentityProvider);
    localStorage.setItem('DS', 'session.jwt.x');
    const seen: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(`${String(input)} ${new Headers(init?.headers).get('authorization')}`);
      return new Response('{"id":"u","user_email":"e"}', { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    try {
      expect(identity.getSessionToken()).toBe('session.jwt.x');
      await c.get<HttpApiClient>(ApiClient).getMe();
    } finally {
      globalThis.fetch = realFetch;
      localStorage.clear();
    }
    expect(seen).toEqual(['https://api.example.com/solo401k/me Bearer session.jwt.x']);
  });
});
