// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://app.example.com/library"}
import * as Sentry from '@sentry/browser';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LoopbackServer } from '@/adapters/contracts/loopback-server';
import { monitoringContract } from '@/adapters/contracts/monitoring.contract';
import { FakeScriptLoader } from '@/adapters/fakes/fake-script-loader';
import { StaticSiteConfigSource } from '@/adapters/fakes/static-site-config-source';
import type { SiteConfig } from '@/ports/site-config-source';
import { REPLAY_TOOL_SCRIPT, SentryMonitoring, type ReplayToolApi, type SentryMonitoringOptions } from './sentry-monitoring';

/** A loopback envelope receiver: the DSN points at it, so the real SDK and transport send real envelopes. */
class EnvelopeReceiver {
  readonly server = new LoopbackServer();
  readonly keepalive: boolean[] = [];
  delayMs = 0;
  async start(): Promise<this> {
    await this.server.start();
    this.server.on('POST /api/1/envelope/', () => ({ body: {}, delayMs: this.delayMs }));
    return this;
  }
  get dsn(): string {
    return `http://publickey@${this.server.origin.replace('http://', '')}/1`;
  }
  /** Payloads of the items of a type, across all envelopes. */
  items(type: string): Array<Record<string, any>> {
    const out: Array<Record<string, any>> = [];
    for (const r of this.server.requests) {
      const lines = r.body.split('\n').filter(Boolean).slice(1);
      for (let i = 0; i + 1 < lines.length; i += 2) if (JSON.parse(lines[i]).type === type) out.push(JSON.parse(lines[i + 1]));
    }
    return out;
  }
  /** A fetch that records the keepalive flag the transport chose. */
  readonly fetch: typeof fetch = (input, init) => {
    this.keepalive.push(Boolean(init?.keepalive));
    const { keepalive: _k, ...rest } = init ?? {};
    return globalThis.fetch(input, rest);
  };
}

const errorMessages = (rx: EnvelopeReceiver): string[] =>
  rx.items('event').map((e) => e.exception?.values?.[0]?.value ?? e.message);

async function monitoringFor(
  rx: EnvelopeReceiver,
  hostname: string,
  config: SiteConfig,
  extra: Partial<SentryMonitoringOptions> = {},
): Promise<SentryMonitoring> {
  const source = new StaticSiteConfigSource({ ...config, sentry_dsn: config.sentry_dsn ? rx.dsn : undefined });
  await source.load();
  return new SentryMonitoring({
    siteConfig: source,
    hostname,
    scripts: new FakeScriptLoader(),
    replayTool: () => undefined,
    fetch: rx.fetch,
    ...extra,
  });
}

monitoringContract('SentryMonitoring with a loopback envelope receiver', async (hostname, config) => {
  const rx = await new EnvelopeReceiver().start();
  const monitoring = await monitoringFor(rx, hostname, config);
  return {
    monitoring,
    reported: async () => {
      await monitoring.flush();
      return errorMessages(rx);
    },
    dispose: () => rx.server.stop(),
  };
});

describe('SentryMonitoring filters, buffer and keepalive (real SDK, loopback receiver)', () => {
  let rx: EnvelopeReceiver;
  beforeEach(async () => (rx = await new EnvelopeReceiver().start()));
  afterEach(() => rx.server.stop());

  test('breadcrumbs and events are scrubbed of tokens, SSNs and URL signatures', async () => {
    const m = await monitoringFor(rx, 'app.example.com', { sentry_dsn: 'x', env_name: 'production' });
    await m.start({ id: 'U1', email: 'pat@example.com' });
    Sentry.addBreadcrumb({
      category: 'fetch',
      message: 'GET https://blob.example/f.pdf?expires=1&signature=abc123',
      data: { Authorization: 'Bearer eyJa.eyJb.c' },
    });
    m.captureError(new Error('failed for eyJhbGciOi.eyJzdWIi.sig'), { ssn: '123-45-6789', note: 'call 987-65-4321' });
    await m.flush();
    const [event] = rx.items('event');
    expect(event.exception.values[0].value).toBe('failed for [Filtered]');
    expect(event.extra).toEqual({ ssn: '[Filtered]', note: 'call [Filtered]' });
    const crumb = event.breadcrumbs.find((b: { category: string }) => b.category === 'fetch');
    expect(crumb.message).toBe('GET https://blob.example/f.pdf?expires=1&signature=[Filtered]');
    expect(crumb.data.Authorization).toBe('[Filtered]');
    expect(JSON.stringify(rx.server.requests.map((r) => r.body))).not.toMatch(/123-45-6789|abc123|eyJhbGciOi/);
    expect(event.user).toMatchObject({ id: 'U1', email: 'pat@example.com' });
  });

  test('health-check transactions are dropped, others sent (and scrubbed)', async () => {
    const m = await monitoringFor(rx, 'app.example.com', { sentry_dsn: 'x', env_name: 'production' }, { tracesSampleRate: 1 });
    await m.start({ id: 'U1' });
    for (const name of ['GET /api/healthz', 'GET /ready', 'GET /live/', 'GET /library?t=magic', 'GET /api/healthcare']) {
      Sentry.startSpan({ name, forceTransaction: true }, () => undefined);
    }
    await m.flush();
    const names = JSON.stringify(rx.server.requests.map((r) => r.body));
    for (const dropped of ['/api/healthz', 'GET /ready', 'GET /live/', 'magic']) expect(names).not.toContain(dropped);
    expect(names).toContain('GET /library?t=[Filtered]');
    expect(names).toContain('GET /api/healthcare');
  });

  test('at most 30 envelopes wait in the buffer; keepalive only while pending bytes stay within 60000', async () => {
    rx.delayMs = 300;
    const m = await monitoringFor(rx, 'app.example.com', { sentry_dsn: 'x', env_name: 'staging' });
    await m.start({ id: 'U1' });
    for (let i = 0; i < 40; i += 1) m.captureError(new Error(`burst ${i}`));
    await m.flush(5000);
    expect(rx.items('event')).toHaveLength(30);
    rx.delayMs = 0;
    rx.keepalive.length = 0;
    m.captureError(new Error('small'));
    await m.flush();
    m.captureError(new Error('big'), { blob: 'x'.repeat(70_000) });
    await m.flush();
    expect(rx.keepalive).toEqual([true, false]);
  });
});

describe('SentryMonitoring options', () => {
  let rx: EnvelopeReceiver;
  beforeEach(async () => (rx = await new EnvelopeReceiver().start()));
  afterEach(() => rx.server.stop());

  test.each([
    ['production', 1],
    ['prod-eu', 1],
    ['staging', 0.1],
  ] as const)('environment %s: session replay sampled at %s, 100%% on error, text and media not masked', async (env, rate) => {
    const m = await monitoringFor(rx, 'app.example.com', { sentry_dsn: 'x', env_name: env }, { sessionReplay: true });
    await m.start({ id: 'U1' });
    const client = Sentry.getClient()!;
    expect(client.getOptions()).toMatchObject({ replaysSessionSampleRate: rate, replaysOnErrorSampleRate: 1, environment: env });
    // The SDK keeps the replay configuration on the integration (no public getter): read it to check the spec's switches.
    const replay = client.getIntegrationByName('Replay') as unknown as {
      _initialOptions: Record<string, unknown>;
      _recordingOptions: Record<string, unknown>;
    };
    expect(replay._initialOptions).toMatchObject({ maskAllText: false, blockAllMedia: false });
    expect(replay._recordingOptions).toMatchObject({ maskAllText: false });
  });
});

describe('SentryMonitoring replay tool', () => {
  let rx: EnvelopeReceiver;
  beforeEach(async () => (rx = await new EnvelopeReceiver().start()));
  afterEach(() => rx.server.stop());

  test('identifies the user by id and e-mail once loaded, anonymises on sign-out', async () => {
    const calls: string[] = [];
    const tool: ReplayToolApi = {
      init: (c) => calls.push(`init ${c}`),
      identify: (id, i) => calls.push(`identify ${id} ${i.email}`),
      anonymize: () => calls.push('anonymize'),
    };
    const scripts = new FakeScriptLoader('/proxy');
    const m = await monitoringFor(
      rx,
      'app.example.com',
      { sentry_dsn: 'x', zipy_code: 'zc-1', env_name: 'production' },
      { scripts, replayTool: () => tool },
    );
    await m.start({ id: 'U7', email: 'sam@example.com' });
    await vi.waitFor(() => expect(calls).toEqual(['init zc-1', 'identify U7 sam@example.com']), { timeout: 5_000 });
    expect(scripts.loaded).toEqual([`/proxy?url=${encodeURIComponent(REPLAY_TOOL_SCRIPT)}`]);
    m.anonymize();
    expect(calls).toEqual(['init zc-1', 'identify U7 sam@example.com', 'anonymize']);
  });

  test('a failed load logs to the console only', async () => {
    const errors: unknown[] = [];
    const scripts = new FakeScriptLoader();
    scripts.failing.add(REPLAY_TOOL_SCRIPT);
    const m = await monitoringFor(
      rx,
      'app.example.com',
      { sentry_dsn: 'x', zipy_code: 'zc-1' },
      { scripts, logger: { error: (...a: unknown[]) => errors.push(a[0]) } },
    );
    await expect(m.start({ id: 'U7' })).resolves.toBeUndefined();
    await vi.waitFor(() => expect(errors).toEqual(['Replay tool failed to load']), { timeout: 5_000 });
    expect(() => m.identify({ id: 'U7' })).not.toThrow();
  });
});
