import type createSdk from '@descope/core-js-sdk';
import { IDENTITY_PROVIDER } from '@/domain/constants';
import type { Clock } from '@/ports/clock';
import type { IdentityProvider, IdentityResult, IdentitySession, IdentityUser, PollOptions } from '@/ports/identity-provider';
import type { KeyValueStorage } from '@/ports/key-value-storage';
import type { Visibility } from './document-visibility';
import { claimList, decodeClaims, isTokenExpired, tenantIds } from './jwt-claims';

/** Storage keys, as @descope/web-js-sdk names them. */
export const IDENTITY_STORAGE_KEYS = {
  sessionToken: 'DS',
  refreshToken: 'DSR',
  lastUserLoginId: 'dls_last_user_login_id',
  lastUserDisplayName: 'dls_last_user_display_name',
  fingerprint: 'fp',
} as const;

/** Thrown when the adapter is used without a project id. */
export const MISSING_PROJECT_ID_MESSAGE =
  "You can only use this function after sdk initialization. Make sure to supply 'projectId' to <AuthProvider /> component";

/** Settings of the Descope identity adapter. */
export interface DescopeIdentityConfig {
  projectId: string;
  /** Identity API base URL: origin + '/identity' locally, Descope's when absent. */
  baseUrl?: string;
  /** Keep the session token in a Strict, Secure cookie (true) or in local storage (false). */
  sessionTokenViaCookie: boolean;
  /** Keep last-user data at logout. */
  keepLastUserOnLogout?: boolean;
  /** Abort identity requests after this long (ms); 30000 when absent. */
  requestTimeoutMs?: number;
  /** fetch implementation (the global one when absent). */
  fetch?: typeof fetch;
}

/** Polling bounds: interval at least 1000 ms, timeout at most 600000 ms (both defaults when absent). */
export function pollBounds(options: PollOptions = {}): { pollingIntervalMs: number; timeoutMs: number } {
  return {
    pollingIntervalMs: Math.max(
      options.pollingIntervalMs || IDENTITY_PROVIDER.pollIntervalMinMs,
      IDENTITY_PROVIDER.pollIntervalMinMs,
    ),
    timeoutMs: Math.min(options.timeoutMs || IDENTITY_PROVIDER.pollTimeoutMaxMs, IDENTITY_PROVIDER.pollTimeoutMaxMs),
  };
}

/**
 * True for paths whose 401s must not end the user's session: Descope management API paths, second-factor checks
 * (a wrong TOTP code, a failed passkey or a removal that needs a fresh sign-in says nothing about the session), and the
 * e-mail change, refused without a second factor in the session (decision 0272).
 */
export function isManagementPath(path: string): boolean {
  // The SDK writes some paths without the leading slash (webauthn's 'v1/auth/webauthn/update/start').
  const p = path.startsWith('/') ? path : `/${path}`;
  return (
    p.startsWith('/v1/mgmt/') ||
    p.startsWith('/v2/mgmt/') ||
    p.startsWith('/v1/auth/totp/') ||
    p.startsWith('/v1/auth/webauthn/') ||
    p === '/v1/auth/magiclink/update/email'
  );
}

/** The Descope SDK instance. */
export type Sdk = ReturnType<typeof createSdk>;
/** The Descope SDK's module. */
type SdkModule = typeof import('@descope/core-js-sdk');

let sdkModule: Promise<SdkModule> | undefined;

/**
 * The Descope SDK's module, loaded on first use (decision 0349): a reader whose session is still valid opens every page
 * without it, and the sign-in page needs it only once a link is asked for. A failed load is tried again next time.
 */
export function loadDescopeSdk(): Promise<SdkModule> {
  sdkModule ??= import('@descope/core-js-sdk').catch((error: unknown) => {
    sdkModule = undefined;
    throw error;
  });
  return sdkModule;
}
/** What an SDK call answers. */
export type SdkResult = {
  ok: boolean;
  code?: number;
  data?: unknown;
  error?: { errorCode: string; errorDescription: string; errorMessage?: string; retryAfter?: unknown };
};

/** IdentityProvider on @descope/core-js-sdk, with token persistence, refresh timers and last-user storage (docs/decisions/0050). */
export class DescopeIdentityProvider implements IdentityProvider {
  private sdk: Promise<Sdk> | undefined;
  private cancelTimer: (() => void) | undefined;
  private stopVisibility: (() => void) | undefined;
  private refreshing: Promise<IdentityResult<IdentitySession>> | undefined;
  private readonly listeners = new Set<(token: string | undefined) => void>();

  constructor(
    private readonly config: DescopeIdentityConfig,
    private readonly local: KeyValueStorage,
    private readonly cookies: KeyValueStorage,
    private readonly clock: Clock,
    private readonly visibility: Visibility,
  ) {}

  /** The underlying SDK (for flows the port does not cover), made on first use; throws without a project id. */
  loadSdk(): Promise<Sdk> {
    this.requireProjectId();
    this.sdk ??= loadDescopeSdk().then(
      ({ default: create }) => {
        const timeoutMs = this.config.requestTimeoutMs ?? 30_000;
        const baseFetch = this.config.fetch ?? ((...a: Parameters<typeof fetch>) => globalThis.fetch(...a));
        return create({
          projectId: this.config.projectId,
          baseUrl: this.config.baseUrl,
          fetch: (input, init) => baseFetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
          hooks: {
            afterRequest: (req, res) => {
              if (res.status === 401 && !isManagementPath(req.path)) this.clearSession();
            },
          },
        });
      },
      (error: unknown) => {
        this.sdk = undefined;
        throw error;
      },
    );
    return this.sdk;
  }

  async start(): Promise<void> {
    this.requireProjectId();
    this.stopVisibility ??= this.visibility.onDidBecomeVisible(() => {
      if (this.isExpired() && this.getRefreshToken()) void this.refresh();
    });
    const token = this.getSessionToken();
    if (token && !this.isExpired(token)) this.scheduleRefresh(token);
    else if (this.getRefreshToken() && !this.isExpired(this.getRefreshToken())) await this.refresh();
  }

  sendMagicLink(email: string, redirectUrl: string): Promise<IdentityResult<{ maskedEmail: string }>> {
    return this.call((sdk) => sdk.magicLink.signUpOrIn.email(email, redirectUrl)) as Promise<
      IdentityResult<{ maskedEmail: string }>
    >;
  }

  async verifyMagicLink(token: string): Promise<IdentityResult<IdentitySession>> {
    return this.session(await this.call((sdk) => sdk.magicLink.verify(token)), true);
  }

  sendEnchantedLink(
    email: string,
    redirectUrl: string,
  ): Promise<IdentityResult<{ pendingRef: string; linkId: string; maskedEmail: string }>> {
    return this.call((sdk) => sdk.enchantedLink.signUpOrIn(email, redirectUrl)) as Promise<
      IdentityResult<{ pendingRef: string; linkId: string; maskedEmail: string }>
    >;
  }

  async waitForSession(pendingRef: string, options: PollOptions = {}): Promise<IdentityResult<IdentitySession>> {
    return this.session(await this.call((sdk) => sdk.enchantedLink.waitForSession(pendingRef, pollBounds(options))), true);
  }

  refresh(): Promise<IdentityResult<IdentitySession>> {
    this.refreshing ??= (async () => {
      const refreshToken = this.getRefreshToken();
      return this.session(await this.call((sdk) => sdk.refresh(refreshToken)), false);
    })().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  async me(): Promise<IdentityResult<IdentityUser>> {
    return (await this.call((sdk) => sdk.me(this.getRefreshToken()))) as IdentityResult<IdentityUser>;
  }

  async logout(options: { keepLastUser?: boolean } = {}): Promise<IdentityResult<unknown>> {
    const refreshToken = this.getRefreshToken();
    const result = refreshToken ? await this.call((sdk) => sdk.logout(refreshToken)) : { ok: true };
    this.clearSession();
    if (!(options.keepLastUser ?? this.config.keepLastUserOnLogout)) {
      this.local.remove(IDENTITY_STORAGE_KEYS.lastUserLoginId);
      this.local.remove(IDENTITY_STORAGE_KEYS.lastUserDisplayName);
    }
    return result;
  }

  getSessionToken(): string | undefined {
    return (this.config.sessionTokenViaCookie ? this.cookies : this.local).get(IDENTITY_STORAGE_KEYS.sessionToken);
  }

  getRefreshToken(): string | undefined {
    return this.local.get(IDENTITY_STORAGE_KEYS.refreshToken);
  }

  getLastUser(): { loginId?: string; displayName?: string } {
    return {
      loginId: this.local.get(IDENTITY_STORAGE_KEYS.lastUserLoginId),
      displayName: this.local.get(IDENTITY_STORAGE_KEYS.lastUserDisplayName),
    };
  }

  getRoles(tenant?: string): string[] {
    return claimList(this.getSessionToken(), 'roles', tenant);
  }

  getPermissions(tenant?: string): string[] {
    return claimList(this.getSessionToken(), 'permissions', tenant);
  }

  getTenants(): string[] {
    return tenantIds(this.getSessionToken());
  }

  isExpired(token: string | undefined = this.getSessionToken()): boolean {
    return isTokenExpired(token, this.clock.now());
  }

  onDidChangeSession(listener: (token: string | undefined) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  stop(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    this.stopVisibility?.();
    this.stopVisibility = undefined;
  }

  /** Runs an SDK call (one the port does not cover) with this adapter's result and error mapping. */
  callSdk(run: (sdk: Sdk) => Promise<SdkResult>): Promise<IdentityResult<unknown>> {
    return this.call(run);
  }

  /** Stores the session a sign-in made through callSdk answered (second factor, passkey); remembers the user. */
  adoptSession(result: IdentityResult<unknown>): IdentityResult<IdentitySession> {
    return this.session(result, true);
  }

  /** Forgets the stored session after the provider revoked it (e.g. sign out everywhere). */
  forgetSession(): void {
    this.clearSession();
  }

  private requireProjectId(): void {
    if (!this.config.projectId) throw new Error(MISSING_PROJECT_ID_MESSAGE);
  }

  /** Runs an SDK call with the result and error mapping; a failed load of the SDK is a network error, tried again next call. */
  private async call(run: (sdk: Sdk) => Promise<SdkResult>): Promise<IdentityResult<unknown>> {
    this.requireProjectId();
    try {
      const r = await run(await this.loadSdk());
      const result: IdentityResult<unknown> = { ok: r.ok, code: r.code };
      if (r.ok) result.data = r.data;
      else if (r.error) {
        const { retryAfter, ...error } = r.error;
        result.error = r.code === 429 ? { ...error, retryAfter: Number(retryAfter ?? 0) || 0 } : error;
      }
      return result;
    } catch (e) {
      const timedOut = e instanceof Error && e.name === 'TimeoutError';
      return {
        ok: false,
        error: {
          errorCode: timedOut ? 'ECONNABORTED' : 'ERR_NETWORK',
          errorDescription: timedOut ? 'Request timed out' : 'Network Error',
          errorMessage: String(e),
        },
      };
    }
  }

  private session(result: IdentityResult<unknown>, rememberUser: boolean): IdentityResult<IdentitySession> {
    const data = result.data as (IdentitySession & { user?: IdentityUser }) | undefined;
    if (!result.ok || !data?.sessionJwt) return result as IdentityResult<IdentitySession>;
    this.storeSession(data.sessionJwt, data.refreshJwt);
    if (rememberUser && data.user) {
      if (data.user.loginIds?.[0]) this.local.set(IDENTITY_STORAGE_KEYS.lastUserLoginId, data.user.loginIds[0]);
      if (data.user.name) this.local.set(IDENTITY_STORAGE_KEYS.lastUserDisplayName, data.user.name);
    }
    return {
      ok: true,
      code: result.code,
      data: { sessionJwt: data.sessionJwt, refreshJwt: data.refreshJwt ?? this.getRefreshToken(), user: data.user },
    };
  }

  private storeSession(sessionJwt: string, refreshJwt: string | undefined): void {
    if (this.config.sessionTokenViaCookie) {
      const exp = safeExp(sessionJwt);
      this.cookies.set(IDENTITY_STORAGE_KEYS.sessionToken, sessionJwt, {
        sameSite: 'Strict',
        secure: true,
        path: '/',
        expires: exp ? new Date(exp * 1000) : undefined,
      });
    } else this.local.set(IDENTITY_STORAGE_KEYS.sessionToken, sessionJwt);
    if (refreshJwt) this.local.set(IDENTITY_STORAGE_KEYS.refreshToken, refreshJwt);
    this.scheduleRefresh(sessionJwt);
    for (const l of this.listeners) l(sessionJwt);
  }

  /** Refreshes 20 s before expiry; the timer never exceeds 2^31-1 ms. */
  private scheduleRefresh(sessionJwt: string): void {
    this.cancelTimer?.();
    const exp = safeExp(sessionJwt);
    if (!exp) return;
    const delay = Math.min(
      Math.max(exp * 1000 - this.clock.now().getTime() - IDENTITY_PROVIDER.refreshBeforeExpiryMs, 0),
      IDENTITY_PROVIDER.maxTimerMs,
    );
    this.cancelTimer = this.clock.setTimeout(() => void this.refresh(), delay);
  }

  private clearSession(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    this.cookies.remove(IDENTITY_STORAGE_KEYS.sessionToken);
    this.local.remove(IDENTITY_STORAGE_KEYS.sessionToken);
    this.local.remove(IDENTITY_STORAGE_KEYS.refreshToken);
    for (const l of this.listeners) l(undefined);
  }
}

function safeExp(token: string): number | undefined {
  try {
    return decodeClaims(token).exp;
  } catch {
    return undefined;
  }
}
