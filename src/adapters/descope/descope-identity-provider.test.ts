import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LoopbackServer } from '@/adapters/contracts/loopback-server';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { fakeJwt } from '@/adapters/fakes/fake-identity-provider';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { ManualVisibility } from './document-visibility';
import {
  DescopeIdentityProvider,
  IDENTITY_STORAGE_KEYS,
  isManagementPath,
  MISSING_PROJECT_ID_MESSAGE,
  pollBounds,
  type DescopeIdentityConfig,
} from './descope-identity-provider';

const PROJECT = 'P2FaultSuiteProject000000000000';
const NOW = new Date('2026-03-01T10:00:00Z');
const nowSec = NOW.getTime() / 1000;
const session = (expInSec: number, extra: Record<string, unknown> = {}): string =>
  fakeJwt({ sub: 'U1', exp: nowSec + expInSec, drn: 'DS', ...extra });
const tokenReply = (sessionJwt: string, refreshJwt = 'refresh-2'): { body: unknown } => ({
  body: { sessionJwt, refreshJwt, user: { userId: 'U1', loginIds: ['pat@example.com'], name: 'Pat Doe' } },
});

describe('DescopeIdentityProvider fault suite (loopback Descope stand-in)', () => {
  let server: LoopbackServer;
  let local: MemoryKeyValueStorage;
  let cookies: MemoryKeyValueStorage;
  let clock: FakeClock;
  let visibility: ManualVisibility;
  let provider: DescopeIdentityProvider;
  const make = (extra: Partial<DescopeIdentityConfig> = {}): DescopeIdentityProvider =>
    (provider = new DescopeIdentityProvider(
      { projectId: PROJECT, baseUrl: server.origin, sessionTokenViaCookie: false, ...extra },
      local,
      cookies,
      clock,
      visibility,
    ));
  const signedIn = (sessionJwt: string): void => {
    local.set(IDENTITY_STORAGE_KEYS.sessionToken, sessionJwt);
    local.set(IDENTITY_STORAGE_KEYS.refreshToken, 'refresh-1');
  };
  const refreshCalls = (): number => server.requests.filter((r) => r.path === '/v1/auth/refresh').length;
  const eventually = (check: () => void): Promise<void> => vi.waitFor(check, { timeout: 5_000, interval: 5 });

  beforeEach(async () => {
    server = await new LoopbackServer().start();
    local = new MemoryKeyValueStorage();
    cookies = new MemoryKeyValueStorage();
    clock = new FakeClock(NOW);
    visibility = new ManualVisibility();
  });
  afterEach(async () => {
    provider?.stop();
    await server.stop();
  });

  test('every request carries the project id as bearer, joined to the refresh token by a colon', async () => {
    server.on('GET /v1/auth/me', { body: { userId: 'U1', loginIds: ['pat@example.com'] } });
    signedIn(session(600));
    await make().me();
    expect(server.requests[0].headers.authorization).toBe(`Bearer ${PROJECT}:refresh-1`);
    expect(server.requests[0].headers['x-descope-sdk-name']).toBeTruthy();
  });

  test('network error: ok false with ERR_NETWORK, nothing thrown', async () => {
    server.on('POST /v1/auth/magiclink/signup-in/email', { hangUp: true });
    expect(await make().sendMagicLink('pat@example.com', 'http://app.test')).toMatchObject({
      ok: false,
      error: { errorCode: 'ERR_NETWORK' },
    });
  });

  test('the SDK loads on the first call (decision 0349); a failed load is a network error and the next call loads it again', async () => {
    server.on('POST /v1/auth/magiclink/signup-in/email', { body: { maskedEmail: 'p***@example.com' } });
    const p = make();
    const load = vi.spyOn(p, 'loadSdk');
    signedIn(session(600));
    await p.start();
    expect(load).not.toHaveBeenCalled();
    expect(server.requests).toEqual([]);
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    expect(await p.sendMagicLink('pat@example.com', 'http://app.test')).toMatchObject({
      ok: false,
      error: { errorCode: 'ERR_NETWORK', errorDescription: 'Network Error' },
    });
    expect(server.requests).toEqual([]);
    expect(await p.sendMagicLink('pat@example.com', 'http://app.test')).toMatchObject({
      ok: true,
      data: { maskedEmail: 'p***@example.com' },
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/auth/magiclink/signup-in/email']);
  });

  test('timeout: a request slower than the limit ends with ECONNABORTED', async () => {
    server.on('POST /v1/auth/magiclink/signup-in/email', { body: {}, delayMs: 400 });
    expect(await make({ requestTimeoutMs: 50 }).sendMagicLink('pat@example.com', 'http://app.test')).toMatchObject({
      ok: false,
      error: { errorCode: 'ECONNABORTED' },
    });
  });

  test('429 gives retryAfter in seconds, and 0 when the header is 0', async () => {
    server.on('POST /v1/auth/magiclink/signup-in/email', {
      status: 429,
      headers: { 'retry-after': '12' },
      body: { errorCode: 'E130429', errorDescription: 'Too many requests' },
    });
    expect(await make().sendMagicLink('pat@example.com', 'http://app.test')).toMatchObject({
      ok: false,
      code: 429,
      error: { retryAfter: 12, errorCode: 'E130429' },
    });
    server.on('POST /v1/auth/magiclink/signup-in/email', {
      status: 429,
      headers: { 'retry-after': '0' },
      body: { errorCode: 'E130429', errorDescription: 'Too many requests' },
    });
    expect((await provider.sendMagicLink('pat@example.com', 'http://app.test')).error?.retryAfter).toBe(0);
  });

  test('a 401 clears the stored tokens and the refresh timer', async () => {
    server.on('GET /v1/auth/me', { status: 401, body: { errorCode: 'E061005', errorDescription: 'Invalid token provided' } });
    signedIn(session(600));
    await make().start();
    expect(clock.pendingTimers()).toBe(1);
    const seen: Array<string | undefined> = [];
    provider.onDidChangeSession((t) => seen.push(t));
    await provider.me();
    expect(provider.getSessionToken()).toBeUndefined();
    expect(provider.getRefreshToken()).toBeUndefined();
    expect(clock.pendingTimers()).toBe(0);
    expect(seen).toEqual([undefined]);
  });

  test('a 401 on a management path keeps the session', async () => {
    server.on('GET /v1/mgmt/user', { status: 401, body: {} });
    signedIn(session(600));
    await make().start();
    await (await provider.loadSdk()).httpClient.get('/v1/mgmt/user');
    expect(provider.getSessionToken()).toBeDefined();
    expect(clock.pendingTimers()).toBe(1);
    expect(isManagementPath('/v1/mgmt/user')).toBe(true);
    expect(isManagementPath('/v1/auth/me')).toBe(false);
    // A wrong second-factor code or a failed passkey is not a dead session.
    expect(isManagementPath('/v1/auth/totp/verify')).toBe(true);
    expect(isManagementPath('/v1/auth/webauthn/signin/finish')).toBe(true);
    expect(isManagementPath('/v1/auth/refresh')).toBe(false);
    // The SDK sends some paths without the leading slash: a refused passkey start must not end the session either.
    expect(isManagementPath('v1/auth/webauthn/update/start')).toBe(true);
    expect(isManagementPath('v1/mgmt/user')).toBe(true);
    expect(isManagementPath('v1/auth/refresh')).toBe(false);
    // An e-mail change refused without a second factor in the session (decision 0272) is not a dead session either.
    expect(isManagementPath('/v1/auth/magiclink/update/email')).toBe(true);
    expect(isManagementPath('/v1/auth/magiclink/verify')).toBe(false);
  });

  test('one refresh in flight however many callers wait', async () => {
    server.on('POST /v1/auth/refresh', { ...tokenReply(session(600)), delayMs: 100 });
    signedIn(session(-5));
    make();
    const results = await Promise.all(Array.from({ length: 6 }, () => provider.refresh()));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(refreshCalls()).toBe(1);
    expect(server.requests[0].headers.authorization).toBe(`Bearer ${PROJECT}:refresh-1`);
    expect(provider.getRefreshToken()).toBe('refresh-2');
  });

  test('the refresh timer fires 20 s before expiry', async () => {
    server.on('POST /v1/auth/refresh', tokenReply(session(1200)));
    signedIn(session(300));
    await make().start();
    expect(clock.nextTimerDelay()).toBe(280_000);
    const refresh = vi.spyOn(provider, 'refresh');
    clock.advance(279_999);
    // The timer has not fired, so no refresh was started (the decision is synchronous on the timer).
    expect(clock.pendingTimers()).toBe(1);
    expect(refresh).not.toHaveBeenCalled();
    clock.advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await eventually(() => expect(refreshCalls()).toBe(1));
    // new token: exp now+1200 s, clock at +280 s
    await eventually(() => expect(clock.nextTimerDelay()).toBe(900_000));
  });

  test('the refresh timer is capped at 2^31-1 ms', async () => {
    signedIn(session(60 * 24 * 3600));
    await make().start();
    expect(clock.nextTimerDelay()).toBe(2 ** 31 - 1);
  });

  test('when the tab becomes visible after expiry the session is refreshed; not while still valid', async () => {
    server.on('POST /v1/auth/refresh', tokenReply(session(600)));
    signedIn(session(600));
    await make().start();
    const refresh = vi.spyOn(provider, 'refresh');
    visibility.show();
    // The visibility handler decides synchronously: a valid session starts no refresh.
    expect(refresh).not.toHaveBeenCalled();
    clock.advance(0);
    local.set(IDENTITY_STORAGE_KEYS.sessionToken, session(-1));
    visibility.show();
    expect(refresh).toHaveBeenCalledTimes(1);
    await eventually(() => expect(refreshCalls()).toBe(1));
  });

  test('start with an expired session and a refresh token refreshes at once', async () => {
    server.on('POST /v1/auth/refresh', tokenReply(session(600)));
    local.set(IDENTITY_STORAGE_KEYS.refreshToken, fakeJwt({ exp: nowSec + 3600, drn: 'DSR' }));
    await make().start();
    expect(refreshCalls()).toBe(1);
    expect(provider.isExpired()).toBe(false);
  });

  test('the session token goes into a Strict, Secure cookie when configured; last user into local storage', async () => {
    server.on('POST /v1/auth/magiclink/verify', tokenReply(session(600)));
    await make({ sessionTokenViaCookie: true }).verifyMagicLink('link-token');
    expect(cookies.get('DS')).toBe(session(600));
    expect(cookies.options.get('DS')).toMatchObject({ sameSite: 'Strict', secure: true });
    expect(local.get('DS')).toBeUndefined();
    expect(local.get('DSR')).toBe('refresh-2');
    expect(local.get('dls_last_user_login_id')).toBe('pat@example.com');
    expect(local.get('dls_last_user_display_name')).toBe('Pat Doe');
  });

  test('logout clears tokens, timer and last user unless configured to keep it', async () => {
    server.on('POST /v1/auth/logout', { body: {} });
    signedIn(session(600));
    local.set('dls_last_user_login_id', 'pat@example.com');
    await make({ keepLastUserOnLogout: true }).start();
    await provider.logout();
    expect(provider.getSessionToken()).toBeUndefined();
    expect(clock.pendingTimers()).toBe(0);
    expect(local.get('dls_last_user_login_id')).toBe('pat@example.com');
    await provider.logout({ keepLastUser: false });
    expect(local.get('dls_last_user_login_id')).toBeUndefined();
  });

  test('roles and permissions at top level and per tenant; expiry by the clock', () => {
    signedIn(
      session(60, { roles: ['owner'], permissions: ['read'], tenants: { T9: { roles: ['admin'], permissions: ['write'] } } }),
    );
    make();
    expect(provider.getRoles()).toEqual(['owner']);
    expect(provider.getPermissions()).toEqual(['read']);
    expect(provider.getRoles('T9')).toEqual(['admin']);
    expect(provider.getPermissions('T9')).toEqual(['write']);
    expect(provider.getTenants()).toEqual(['T9']);
    expect(provider.isExpired()).toBe(false);
    clock.advance(60_000);
    expect(provider.isExpired()).toBe(true);
    expect(provider.isExpired('garbage')).toBe(true);
  });

  test('polling a pending sign-in: interval at least 1000 ms, ok once the server answers', async () => {
    let polls = 0;
    server.on('POST /v1/auth/enchantedlink/pending-session', () =>
      ++polls < 2 ? { status: 401, body: { errorCode: 'E1', errorDescription: 'pending' } } : tokenReply(session(600)),
    );
    const started = Date.now();
    const result = await make().waitForSession('ref-1', { pollingIntervalMs: 10, timeoutMs: 10_000 });
    expect(result.ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(JSON.parse(server.requests[0].body)).toEqual({ pendingRef: 'ref-1' });
  });

  test('polling bounds: interval at least 1000 ms, timeout at most 600000 ms', () => {
    expect(pollBounds({ pollingIntervalMs: 10, timeoutMs: 10_000_000 })).toEqual({ pollingIntervalMs: 1000, timeoutMs: 600_000 });
    expect(pollBounds({ pollingIntervalMs: 5000, timeoutMs: 60_000 })).toEqual({ pollingIntervalMs: 5000, timeoutMs: 60_000 });
    expect(pollBounds()).toEqual({ pollingIntervalMs: 1000, timeoutMs: 600_000 });
  });

  test('polling ends with the exact timeout result', async () => {
    server.on('POST /v1/auth/enchantedlink/pending-session', {
      status: 401,
      body: { errorCode: 'E1', errorDescription: 'pending' },
    });
    expect(await make().waitForSession('ref-2', { timeoutMs: 1200 })).toEqual({
      ok: false,
      error: { errorCode: '0', errorDescription: 'Session polling timeout exceeded: 1200ms' },
    });
  });

  test('without a project id every call throws the initialization message', async () => {
    const p = new DescopeIdentityProvider({ projectId: '', sessionTokenViaCookie: false }, local, cookies, clock, visibility);
    await expect(p.start()).rejects.toThrow(MISSING_PROJECT_ID_MESSAGE);
    await expect(p.sendMagicLink('a@b.co', 'x')).rejects.toThrow('You can only use this function after sdk initialization');
  });
});
