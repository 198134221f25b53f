import type {
  AccountFactors,
  AccountSecurity,
  ActiveSession,
  Passkey,
  SessionStrength,
  SignInEvent,
  TotpEnrolment,
} from '@/ports/account-security';
import type { IdentityResult, IdentitySession } from '@/ports/identity-provider';
import { type PasskeyPlace, passkeyPlace } from '@/domain/session/passkey-place';
import { type DescopeIdentityProvider, loadDescopeSdk, type SdkResult } from './descope-identity-provider';
import { decodeClaims } from './jwt-claims';
import type { PasskeyCeremony } from './passkey-ceremony';

/** The error result of a passkey ceremony the user cancelled or the device refused. */
export const PASSKEY_NOT_USED = { errorCode: 'passkey-not-used', errorDescription: 'The passkey was not used' } as const;

/** AccountSecurity on @descope/core-js-sdk (totp, webauthn, history, logoutAll) through the identity adapter's session. */
export class DescopeAccountSecurity implements AccountSecurity {
  constructor(
    private readonly identity: DescopeIdentityProvider,
    private readonly ceremony: PasskeyCeremony,
    /** The app's origin, sent with passkey ceremonies (the RP id is its host). */
    private readonly origin: string,
  ) {}

  passkeyPlace(): PasskeyPlace {
    return passkeyPlace(this.origin);
  }

  async factors(): Promise<IdentityResult<AccountFactors>> {
    const me = await this.identity.me();
    if (!me.ok || !me.data) return me as IdentityResult<never>;
    const u = me.data as unknown as { TOTP?: boolean; webauthn?: boolean };
    return { ok: true, code: me.code, data: { totp: u.TOTP === true, passkey: u.webauthn === true } };
  }

  async startTotpEnrolment(loginId: string): Promise<IdentityResult<TotpEnrolment>> {
    const r = await this.identity.callSdk((sdk) => sdk.totp.update(loginId, this.refresh()));
    if (!r.ok) return r as IdentityResult<never>;
    const d = r.data as { provisioningURL: string; key: string; recoveryCodes?: string[] };
    return {
      ok: true,
      code: r.code,
      data: { provisioningUrl: d.provisioningURL, secret: d.key, recoveryCodes: d.recoveryCodes ?? [] },
    };
  }

  async verifyTotp(loginId: string, code: string, o: { addToSession: boolean }): Promise<IdentityResult<IdentitySession>> {
    const r = await this.identity.callSdk((sdk) =>
      o.addToSession ? sdk.totp.verify(loginId, code, { mfa: true }, this.refresh()) : sdk.totp.verify(loginId, code),
    );
    return this.identity.adoptSession(r);
  }

  removeTotp(loginId: string): Promise<IdentityResult<unknown>> {
    return this.post('/v1/auth/totp/delete', { loginId });
  }

  async addPasskey(loginId: string): Promise<IdentityResult<unknown>> {
    // The SDK's own update.start sends the path without its leading slash, so a refusal (401: a user with a factor needs
    // a session with one, decision 0269) would end the session (isManagementPath); the same request sent here does not.
    const start = await this.post('/v1/auth/webauthn/update/start', { loginId, origin: this.origin });
    if (!start.ok) return start;
    const s = start.data as { transactionId: string; options: string };
    const response = await this.run(() => this.ceremony.create(s.options));
    if (typeof response !== 'string') return response;
    return this.identity.callSdk((sdk) => sdk.webauthn.update.finish(s.transactionId, response));
  }

  async signInWithPasskey(loginId: string, o: { addToSession: boolean }): Promise<IdentityResult<IdentitySession>> {
    const start = await this.identity.callSdk((sdk) =>
      o.addToSession
        ? sdk.webauthn.signIn.start(loginId, this.origin, { mfa: true }, this.refresh())
        : sdk.webauthn.signIn.start(loginId, this.origin),
    );
    if (!start.ok) return start as IdentityResult<never>;
    const s = start.data as { transactionId: string; options: string };
    const response = await this.run(() => this.ceremony.get(s.options));
    if (typeof response !== 'string') return response as IdentityResult<never>;
    // Added to the session: the finish carries the refresh token (as TOTP's verify does), not only the cookie.
    return this.identity.adoptSession(
      o.addToSession
        ? await this.post('/v1/auth/webauthn/signin/finish', { transactionId: s.transactionId, response })
        : await this.identity.callSdk((sdk) => sdk.webauthn.signIn.finish(s.transactionId, response)),
    );
  }

  removePasskeys(loginId: string): Promise<IdentityResult<unknown>> {
    return this.post('/v1/auth/webauthn/delete', { loginId });
  }

  /** Descope's `POST /v1/mgmt/user/passkeys/list` with the user's own refresh token (decision 0267). */
  async listPasskeys(loginId: string): Promise<IdentityResult<Passkey[]>> {
    const r = await this.post('/v1/mgmt/user/passkeys/list', { loginId });
    if (!r.ok) return r as IdentityResult<never>;
    const raw = (r.data as { passkeys?: unknown } | undefined)?.passkeys;
    const list = (Array.isArray(raw) ? raw : []) as Array<{
      id: string;
      name: string;
      createdAt: number;
      lastUsedAt?: number | null;
    }>;
    const data = list.map((p) => ({
      id: p.id,
      name: p.name,
      createdAt: new Date(p.createdAt * 1000),
      lastUsedAt: typeof p.lastUsedAt === 'number' ? new Date(p.lastUsedAt * 1000) : undefined,
    }));
    return { ok: true, code: r.code, data };
  }

  /** The embedded identity service's POST /v1/auth/webauthn/rename (decision 0267). */
  renamePasskey(loginId: string, passkeyId: string, name: string): Promise<IdentityResult<unknown>> {
    return this.post('/v1/auth/webauthn/rename', { loginId, credentialId: passkeyId, name });
  }

  removePasskey(loginId: string, passkeyId: string): Promise<IdentityResult<unknown>> {
    return this.post('/v1/auth/webauthn/delete', { loginId, credentialId: passkeyId });
  }

  changeEmail(loginId: string, newEmail: string, redirectUrl: string): Promise<IdentityResult<{ maskedEmail: string }>> {
    return this.identity.callSdk((sdk) => sdk.magicLink.update.email(loginId, newEmail, redirectUrl, this.refresh())) as Promise<
      IdentityResult<{ maskedEmail: string }>
    >;
  }

  async history(): Promise<IdentityResult<SignInEvent[]>> {
    const r = await this.identity.callSdk((sdk) => sdk.history(this.refresh()));
    if (!r.ok) return r as IdentityResult<never>;
    const list = (Array.isArray(r.data) ? r.data : []) as Array<{ loginTime: number; ip: string }>;
    return { ok: true, code: r.code, data: list.map((h) => ({ at: new Date(h.loginTime * 1000), ip: h.ip })) };
  }

  /** The embedded identity service's GET /v1/auth/me/sessions (decision 0264). */
  async sessions(): Promise<IdentityResult<ActiveSession[]>> {
    const r = await this.identity.callSdk(
      async (sdk) =>
        (await loadDescopeSdk()).transformResponse(
          sdk.httpClient.get('/v1/auth/me/sessions', { token: this.refresh() }),
        ) as Promise<SdkResult>,
    );
    if (!r.ok) return r as IdentityResult<never>;
    const list = (Array.isArray(r.data) ? r.data : []) as Array<{
      id: string;
      createdTime: number;
      lastUsedTime: number;
      amr: string[];
      current: boolean;
    }>;
    const data = list.map((s) => ({
      id: s.id,
      startedAt: new Date(s.createdTime * 1000),
      lastUsedAt: new Date(s.lastUsedTime * 1000),
      methods: Array.isArray(s.amr) ? s.amr : [],
      thisDevice: s.current === true,
    }));
    return { ok: true, code: r.code, data };
  }

  /** The embedded identity service's POST /v1/auth/me/sessions/end (decision 0268). */
  endSession(sessionId: string): Promise<IdentityResult<unknown>> {
    return this.post('/v1/auth/me/sessions/end', { id: sessionId });
  }

  async signOutEverywhere(): Promise<IdentityResult<unknown>> {
    const r = await this.identity.callSdk((sdk) => sdk.logoutAll(this.refresh()));
    if (r.ok) this.identity.forgetSession();
    return r;
  }

  sessionStrength(): SessionStrength {
    let methods: string[] = [];
    try {
      const amr = (decodeClaims(this.identity.getSessionToken()) as { amr?: unknown }).amr;
      methods = Array.isArray(amr) ? amr.filter((m): m is string => typeof m === 'string') : [];
    } catch {
      methods = [];
    }
    return { methods, hasSecondFactor: methods.includes('mfa') };
  }

  private refresh(): string | undefined {
    return this.identity.getRefreshToken();
  }

  /** A local route the SDK has no method for, sent with the SDK's client (same headers, refresh token). */
  private post(path: string, body: unknown): Promise<IdentityResult<unknown>> {
    return this.identity.callSdk(
      async (sdk) =>
        (await loadDescopeSdk()).transformResponse(
          sdk.httpClient.post(path, body, { token: this.refresh() }),
        ) as Promise<SdkResult>,
    );
  }

  private async run(ceremony: () => Promise<string>): Promise<string | IdentityResult<unknown>> {
    try {
      return await ceremony();
    } catch (e) {
      return { ok: false, error: { ...PASSKEY_NOT_USED, errorMessage: e instanceof Error ? e.name : String(e) } };
    }
  }
}
