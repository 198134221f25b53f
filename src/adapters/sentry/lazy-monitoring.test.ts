// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://app.example.com/library"}
import { describe, expect, test, vi } from 'vitest';
import { LoopbackServer } from '@/adapters/contracts/loopback-server';
import { monitoringContract } from '@/adapters/contracts/monitoring.contract';
import { FakeScriptLoader } from '@/adapters/fakes/fake-script-loader';
import { StaticSiteConfigSource } from '@/adapters/fakes/static-site-config-source';
import type { SiteConfig } from '@/ports/site-config-source';
import { LazyMonitoring } from './lazy-monitoring';
import type { ReplayToolApi, SentryMonitoringOptions } from './sentry-monitoring';

/** A loopback envelope receiver: the DSN points at it, so the real SDK and transport send real envelopes. */
async function receiver(): Promise<{ server: LoopbackServer; dsn: string; errors(): string[] }> {
  const server = new LoopbackServer();
  await server.start();
  server.on('POST /api/1/envelope/', () => ({ body: {} }));
  const errors = (): string[] =>
    server.requests.flatMap((r) => {
      const lines = r.body.split('\n').filter(Boolean).slice(1);
      const out: string[] = [];
      for (let i = 0; i + 1 < lines.length; i += 2) {
        if (JSON.parse(lines[i]).type !== 'event') continue;
        const e = JSON.parse(lines[i + 1]);
        out.push(e.exception?.values?.[0]?.value ?? e.message);
      }
      return out;
    });
  return { server, dsn: `http://publickey@${server.origin.replace('http://', '')}/1`, errors };
}

async function optionsFor(
  dsn: string,
  hostname: string,
  config: SiteConfig,
  extra: Partial<SentryMonitoringOptions> = {},
): Promise<SentryMonitoringOptions> {
  const source = new StaticSiteConfigSource({ ...config, sentry_dsn: config.sentry_dsn ? dsn : undefined });
  await source.load();
  return { siteConfig: source, hostname, scripts: new FakeScriptLoader(), replayTool: () => undefined, ...extra };
}

monitoringContract(
  'LazyMonitoring (loads SentryMonitoring on start) with a loopback envelope receiver',
  async (hostname, config) => {
    const rx = await receiver();
    const monitoring = new LazyMonitoring(await optionsFor(rx.dsn, hostname, config));
    return {
      monitoring,
      reported: async () => {
        await monitoring.flush();
        return rx.errors();
      },
      dispose: () => rx.server.stop(),
    };
  },
);

describe('LazyMonitoring loading', () => {
  test('does not load the adapter where it would not start; loads it once on the first start that may', async () => {
    const rx = await receiver();
    let loads = 0;
    const load = () => {
      loads += 1;
      return import('./sentry-monitoring');
    };
    const local = new LazyMonitoring(await optionsFor(rx.dsn, 'localhost', { sentry_dsn: 'x' }), load);
    await local.start({ id: 'U1' });
    const noUser = new LazyMonitoring(await optionsFor(rx.dsn, 'app.example.com', { sentry_dsn: 'x' }), load);
    await noUser.start({ id: '' });
    expect(loads).toBe(0);
    const m = new LazyMonitoring(await optionsFor(rx.dsn, 'app.example.com', { sentry_dsn: 'x' }), load);
    await Promise.all([m.start({ id: 'U1' }), m.start({ id: 'U1' })]);
    await m.start({ id: 'U1' });
    expect(loads).toBe(1);
    expect(m.isStarted()).toBe(true);
    await rx.server.stop();
  });

  test('identify and anonymize while the adapter loads are replayed in order (the replay tool sees the last user)', async () => {
    const rx = await receiver();
    const calls: string[] = [];
    const tool: ReplayToolApi = {
      init: (c) => calls.push(`init ${c}`),
      identify: (id) => calls.push(`identify ${id}`),
      anonymize: () => calls.push('anonymize'),
    };
    const m = new LazyMonitoring(
      await optionsFor(rx.dsn, 'app.example.com', { sentry_dsn: 'x', zipy_code: 'zc-1' }, { replayTool: () => tool }),
    );
    m.identify({ id: 'U0' });
    const started = m.start({ id: 'U1' });
    m.anonymize();
    m.identify({ id: 'U2' });
    await started;
    await vi.waitFor(() => expect(calls).toEqual(['init zc-1', 'identify U2']), { timeout: 5_000 });
    m.anonymize();
    expect(calls.at(-1)).toBe('anonymize');
    await rx.server.stop();
  });

  test('a failed load rejects the waiting start; the next start loads again', async () => {
    const rx = await receiver();
    let fail = true;
    const m = new LazyMonitoring(await optionsFor(rx.dsn, 'app.example.com', { sentry_dsn: 'x' }), () =>
      fail ? Promise.reject(new Error('chunk failed')) : import('./sentry-monitoring'),
    );
    await expect(m.start({ id: 'U1' })).rejects.toThrow('chunk failed');
    expect(m.isStarted()).toBe(false);
    fail = false;
    await m.start({ id: 'U1' });
    expect(m.isStarted()).toBe(true);
    await rx.server.stop();
  });
});
