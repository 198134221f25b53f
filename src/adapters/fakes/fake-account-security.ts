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
import { decodeClaims } from '@/adapters/descope/jwt-claims';
import { type PasskeyPlace, passkeyPlace } from '@/domain/session/passkey-place';
import type { FakeIdentityProvider } from './fake-identity-provider';

const WRONG_CODE = {
  errorCode: 'E061102',
  errorDescription: 'Failed to verify TOTP code',
  errorMessage: 'The code is wrong or was already used',
};
const PASSKEY_FAILED = { errorCode: 'E061301', errorDescription: 'Failed to verify passkey' };
const NOT_FRESH = {
  errorCode: 'E061005',
  errorDescription: 'Invalid token provided',
  errorMessage: 'Sign in again to make this change',
};
const NO_SESSION = { errorCode: 'E061005', errorDescription: 'Invalid token provided' };
const NO_PASSKEY = {
  errorCode: 'E011003',
  errorDescription: 'Request is invalid',
  errorMessage: 'The user has no passkey with this ID',
};
const BAD_NAME = {
  errorCode: 'E011003',
  errorDescription: 'Request is invalid',
  errorMessage: '"name" must be 1 to 60 characters without control characters',
};
const NO_SUCH_SESSION = {
  errorCode: 'E011003',
  errorDescription: 'Request is invalid',
  errorMessage: 'The user has no active session with this ID',
};
/** A factor change of a user who has a factor, from a session without one (decision 0269), as the service answers it. */
export const FACTOR_CHANGE_REFUSED = {
  errorCode: 'E061005',
  errorDescription: 'Invalid token provided',
  errorMessage: 'Confirm it is you with your authenticator app or passkey before changing your sign-in methods',
};
/** An e-mail change of a user who has a factor, from a session without one (decision 0272), as the service answers it. */
export const EMAIL_CHANGE_REFUSED = {
  errorCode: 'E061005',
  errorDescription: 'Invalid token provided',
  errorMessage: 'Confirm it is you with your authenticator app or passkey before changing your e-mail address',
};
/** Removing a factor needs a sign-in at most this old, as in the identity service. */
const FRESH_MS = 5 * 60_000;

/** The fake's valid authenticator code of `secret` (the real one is time-based; tests call this instead). */
export function fakeTotpCode(secret: string): string {
  let n = 0;
  for (const c of secret) n = (n * 31 + c.charCodeAt(0)) % 1_000_000;
  return String(n).padStart(6, '0');
}

interface FactorState {
  totpSecret?: string;
  pendingSecret?: string;
  recovery: Set<string>;
  pendingRecovery: string[];
  passkeys: Passkey[];
  used: Set<string>;
}

/** In-memory AccountSecurity over a FakeIdentityProvider: codes from fakeTotpCode, passkeys always at hand. */
export class FakeAccountSecurity implements AccountSecurity {
  private readonly state = new Map<string, FactorState>();
  private readonly signIns = new Map<string, SignInEvent[]>();
  /** One session per sign-in not signed out since, newest first (the newest is this device). */
  private readonly open = new Map<string, ActiveSession[]>();
  private n = 0;
  /** When false, the device has no passkey to offer (the ceremony is cancelled). */
  passkeyAvailable = true;
  /** The origin of the page; at an IP address no passkey can be used, as in a browser. */
  pageOrigin = 'http://localhost:5173';

  constructor(private readonly identity: FakeIdentityProvider) {
    let seen = identity.signInCount;
    let signedIn: string | undefined;
    identity.onDidChangeSession(() => {
      const email = identity.currentUser()?.email;
      if (!email && signedIn) {
        // Signed out on this device: its session ends, as logout revokes its refresh token.
        this.open.set(
          signedIn,
          (this.open.get(signedIn) ?? []).filter((s) => !s.thisDevice),
        );
        signedIn = undefined;
      }
      if (email) signedIn = email;
      if (!email || !identity.signedInAt || identity.signInCount === seen) return;
      seen = identity.signInCount;
      this.signIns.set(email, [{ at: identity.signedInAt, ip: '127.0.0.1' }, ...(this.signIns.get(email) ?? [])]);
      const at = identity.signedInAt;
      const earlier = (this.open.get(email) ?? []).map((s) => ({ ...s, thisDevice: false }));
      this.open.set(email, [
        { id: `session-${seen}`, startedAt: at, lastUsedAt: at, methods: this.sessionStrength().methods, thisDevice: true },
        ...earlier,
      ]);
    });
  }

  async factors(): Promise<IdentityResult<AccountFactors>> {
    const s = this.current();
    if (!s) return { ok: false, code: 401, error: NO_SESSION };
    return { ok: true, code: 200, data: { totp: s.totpSecret !== undefined, passkey: s.passkeys.length > 0 } };
  }

  async startTotpEnrolment(loginId: string): Promise<IdentityResult<TotpEnrolment>> {
    const s = this.own(loginId);
    if (!s) return { ok: false, code: 401, error: NO_SESSION };
    if (!this.mayChangeFactors(s)) return { ok: false, code: 401, error: FACTOR_CHANGE_REFUSED };
    s.pendingSecret = `FAKESECRET${++this.n}ABCDEFGHIJKLMNOP`.slice(0, 32);
    s.pendingRecovery = Array.from({ length: 10 }, (_, i) => `recovery-${this.n}-${i}`);
    const provisioningUrl = `otpauth://totp/app:${encodeURIComponent(loginId)}?secret=${s.pendingSecret}&issuer=app`;
    return { ok: true, code: 200, data: { provisioningUrl, secret: s.pendingSecret, recoveryCodes: [...s.pendingRecovery] } };
  }

  async verifyTotp(loginId: string, code: string, o: { addToSession: boolean }): Promise<IdentityResult<IdentitySession>> {
    const s = this.state.get(loginId.toLowerCase());
    if (o.addToSession && !this.own(loginId)) return { ok: false, code: 401, error: NO_SESSION };
    if (!s || s.used.has(code) || !this.accepts(s, code)) return { ok: false, code: 401, error: WRONG_CODE };
    s.used.add(code);
    const prior = o.addToSession ? this.sessionStrength().methods.filter((m) => m !== 'totp' && m !== 'mfa') : [];
    return this.identity.signIn(loginId, [...prior, 'totp', ...(o.addToSession ? ['mfa'] : [])]);
  }

  async removeTotp(loginId: string): Promise<IdentityResult<unknown>> {
    const s = this.own(loginId);
    if (!s) return { ok: false, code: 401, error: NO_SESSION };
    if (!this.fresh()) return { ok: false, code: 401, error: NOT_FRESH };
    if (!this.mayChangeFactors(s)) return { ok: false, code: 401, error: FACTOR_CHANGE_REFUSED };
    s.totpSecret = undefined;
    s.recovery.clear();
    return { ok: true, code: 200, data: {} };
  }

  async addPasskey(loginId: string): Promise<IdentityResult<unknown>> {
    const s = this.own(loginId);
    if (!s) return { ok: false, code: 401, error: NO_SESSION };
    if (!this.mayChangeFactors(s)) return { ok: false, code: 401, error: FACTOR_CHANGE_REFUSED };
    if (!this.passkeyAvailable || !this.passkeyPlace().here)
      return { ok: false, error: { errorCode: 'passkey-not-used', errorDescription: 'The passkey was not used' } };
    s.passkeys.push({ id: `passkey-${++this.n}`, name: 'Passkey', createdAt: this.identity.clock.now(), lastUsedAt: undefined });
    return { ok: true, code: 200, data: {} };
  }

  async signInWithPasskey(loginId: string, o: { addToSession: boolean }): Promise<IdentityResult<IdentitySession>> {
    if (!this.passkeyAvailable || !this.passkeyPlace().here)
      return { ok: false, error: { errorCode: 'passkey-not-used', errorDescription: 'The passkey was not used' } };
    const used = this.state.get(loginId.toLowerCase())?.passkeys.at(-1);
    if (!used) return { ok: false, code: 401, error: PASSKEY_FAILED };
    used.lastUsedAt = this.identity.clock.now();
    const prior = o.addToSession ? this.sessionStrength().methods.filter((m) => m !== 'webauthn' && m !== 'mfa') : [];
    return this.identity.signIn(loginId, [...prior, 'webauthn', 'mfa']);
  }

  async removePasskeys(loginId: string): Promise<IdentityResult<unknown>> {
    const s = this.own(loginId);
    if (!s) return { ok: false, code: 401, error: NO_SESSION };
    if (!this.fresh()) return { ok: false, code: 401, error: NOT_FRESH };
    if (!this.mayChangeFactors(s)) return { ok: false, code: 401, error: FACTOR_CHANGE_REFUSED };
    s.passkeys = [];
    return { ok: true, code: 200, data: {} };
  }

  async listPasskeys(loginId: string): Promise<IdentityResult<Passkey[]>> {
    const s = this.own(loginId);
    if (!s) return { ok: false, code: 401, error: NO_SESSION };
    return { ok: true, code: 200, data: s.passkeys.map((p) => ({ ...p })) };
  }

  async renamePasskey(loginId: string, passkeyId: string, name: string): Promise<IdentityResult<unknown>> {
    const s = this.own(loginId);
    if (!s) return { ok: false, code: 401, error: NO_SESSION };
    const clean = name.trim();
    if (clean === '' || [...clean].length > 60 || /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(clean))
      return { ok: false, code: 400, error: BAD_NAME };
    const passkey = s.passkeys.find((p) => p.id === passkeyId);
    if (!passkey) return { ok: false, code: 400, error: NO_PASSKEY };
    passkey.name = clean;
    return { ok: true, code: 200, data: {} };
  }

  async removePasskey(loginId: string, passkeyId: string): Promise<IdentityResult<unknown>> {
    const s = this.own(loginId);
    if (!s) return { ok: false, code: 401, error: NO_SESSION };
    if (!this.fresh()) return { ok: false, code: 401, error: NOT_FRESH };
    if (!this.mayChangeFactors(s)) return { ok: false, code: 401, error: FACTOR_CHANGE_REFUSED };
    if (!s.passkeys.some((p) => p.id === passkeyId)) return { ok: false, code: 400, error: NO_PASSKEY };
    s.passkeys = s.passkeys.filter((p) => p.id !== passkeyId);
    return { ok: true, code: 200, data: {} };
  }

  async changeEmail(loginId: string, newEmail: string, redirectUrl: string): Promise<IdentityResult<{ maskedEmail: string }>> {
    const s = this.own(loginId);
    if (!s) return { ok: false, code: 401, error: NO_SESSION };
    if (!this.mayChangeFactors(s)) return { ok: false, code: 401, error: EMAIL_CHANGE_REFUSED };
    const email = newEmail.trim().toLowerCase();
    this.identity.sentLinks.push({ email, redirectUrl, token: `change-${++this.n}` });
    const [local, domain] = email.split('@');
    return { ok: true, code: 200, data: { maskedEmail: `${local.slice(0, 1)}***@${domain}` } };
  }

  async history(): Promise<IdentityResult<SignInEvent[]>> {
    const user = this.identity.currentUser();
    if (!user?.email) return { ok: false, code: 401, error: NO_SESSION };
    return { ok: true, code: 200, data: [...(this.signIns.get(user.email) ?? [])] };
  }

  async sessions(): Promise<IdentityResult<ActiveSession[]>> {
    const user = this.identity.currentUser();
    if (!user?.email) return { ok: false, code: 401, error: NO_SESSION };
    return { ok: true, code: 200, data: (this.open.get(user.email) ?? []).map((s) => ({ ...s })) };
  }

  async endSession(sessionId: string): Promise<IdentityResult<unknown>> {
    const email = this.identity.currentUser()?.email;
    if (!email) return { ok: false, code: 401, error: NO_SESSION };
    const mine = this.open.get(email) ?? [];
    if (!mine.some((s) => s.id === sessionId)) return { ok: false, code: 400, error: NO_SUCH_SESSION };
    this.open.set(
      email,
      mine.filter((s) => s.id !== sessionId),
    );
    return { ok: true, code: 200, data: {} };
  }

  async signOutEverywhere(): Promise<IdentityResult<unknown>> {
    const user = this.identity.currentUser();
    if (!user) return { ok: false, code: 401, error: NO_SESSION };
    if (user.email) this.open.delete(user.email);
    this.identity.revoke();
    return { ok: true, code: 200, data: {} };
  }

  passkeyPlace(): PasskeyPlace {
    return passkeyPlace(this.pageOrigin);
  }

  sessionStrength(): SessionStrength {
    let methods: string[] = [];
    try {
      const amr = decodeClaims(this.identity.getSessionToken()).amr;
      methods = Array.isArray(amr) ? (amr as string[]) : [];
    } catch {
      methods = [];
    }
    return { methods, hasSecondFactor: methods.includes('mfa') };
  }

  private accepts(s: FactorState, code: string): boolean {
    if (s.totpSecret !== undefined && code === fakeTotpCode(s.totpSecret)) return true;
    if (s.totpSecret !== undefined && s.recovery.has(code.toLowerCase())) {
      s.recovery.delete(code.toLowerCase());
      return true;
    }
    if (s.pendingSecret !== undefined && code === fakeTotpCode(s.pendingSecret)) {
      s.totpSecret = s.pendingSecret;
      s.pendingSecret = undefined;
      s.recovery = new Set(s.pendingRecovery);
      return true;
    }
    return false;
  }

  private current(): FactorState | undefined {
    const email = this.identity.currentUser()?.email;
    return email ? this.stateOf(email) : undefined;
  }

  private own(loginId: string): FactorState | undefined {
    const email = this.identity.currentUser()?.email;
    return email && email === loginId.toLowerCase() ? this.stateOf(email) : undefined;
  }

  private stateOf(email: string): FactorState {
    let s = this.state.get(email);
    if (!s) {
      s = { recovery: new Set(), pendingRecovery: [], passkeys: [], used: new Set() };
      this.state.set(email, s);
    }
    return s;
  }

  /** As the identity service: a session with `mfa`, or a user without any factor yet (decisions 0269, 0272). */
  private mayChangeFactors(s: FactorState): boolean {
    return this.sessionStrength().hasSecondFactor || (s.totpSecret === undefined && s.passkeys.length === 0);
  }

  private fresh(): boolean {
    const at = this.identity.signedInAt;
    return at !== undefined && this.identity.clock.now().getTime() - at.getTime() <= FRESH_MS;
  }
}
