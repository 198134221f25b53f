import { randomUUID } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import { IdentityError } from './errors';
import type { IdentityUser } from './identity-store';
import { isAllowedRedirect } from './magic-link';
import { passkeyNameFromUserAgent } from './passkey-name';
import { PasskeyStore, type WebauthnChallenge } from './passkey-store';
import type { IdentityTables } from './schema';
import type { Sessions } from './sessions';
import type { TokenResponse } from './token-response';
import { TotpStore } from './totp-store';

let webauthnLib: Promise<typeof import('@simplewebauthn/server')> | undefined;
/**
 * @simplewebauthn/server, loaded with the first passkey ceremony rather than when the server starts (it and its
 * dependencies hold about 26 MiB of an idle server's memory; docs/performance.md, "Memory").
 */
function webauthn(): Promise<typeof import('@simplewebauthn/server')> {
  webauthnLib ??= import('@simplewebauthn/server');
  return webauthnLib;
}

/** Descope's WebAuthnStartResponse: `options` is the JSON of `{publicKey: <WebAuthn options JSON>}`. */
export interface WebAuthnStart {
  transactionId: string;
  options: string;
  create: boolean;
}

/**
 * One passkey as `POST /v1/mgmt/user/passkeys/list` answers it (decision 0267): Descope's `{passkeys: [...]}` with the
 * fields its user-profile widget reads (`id`, `name`, `createdAt`) plus `lastUsedAt` (null until it signs in once);
 * times in Unix seconds, like the service's other answers.
 */
export interface PasskeyRecord {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** The longest passkey name a user may give. */
export const PASSKEY_NAME_MAX = 60;

/** A ceremony must finish within 5 minutes. */
const CEREMONY_TTL_MS = 5 * 60_000;

type Body = Record<string, unknown>;

/** Passkeys (decision 0261): registration and assertion verified with @simplewebauthn/server behind Descope's shapes. */
export class WebauthnService {
  private readonly passkeys: PasskeyStore;
  private readonly users: TotpStore;

  constructor(
    private readonly sessions: Sessions,
    // biome-ignore lint/suspicious/noExplicitAny: the identity tables are typed per query in the stores
    db: Kysely<any>,
    private readonly allowedOrigins: string[],
    private readonly rpName: string,
  ) {
    this.passkeys = new PasskeyStore(db as Kysely<IdentityTables>);
    this.users = new TotpStore(db as Kysely<IdentityTables>);
  }

  /** Sign-up start: creates the (unverified) user of a login id not yet taken and answers registration options. */
  async signUpStart(ip: string, b: Body): Promise<WebAuthnStart> {
    const { email, origin } = await this.startArgs(ip, 'signup', b);
    const rawName = b.user && typeof b.user === 'object' ? (b.user as { name?: unknown }).name : undefined;
    const name = typeof rawName === 'string' && rawName.trim() !== '' ? rawName.trim().slice(0, 200) : null;
    const id = await this.users.createUser(email, name, this.sessions.now());
    if (id === undefined) throw new IdentityError('invalidRequest', 'A user with this login ID already exists');
    return this.registration('signup', id, email, origin, false);
  }

  /**
   * Update start: registration options for another passkey of the signed-in user `loginId`. A user who already has a
   * second factor needs a session with `mfa` (decision 0269); the transaction remembers whether the session had it.
   */
  async updateStart(ip: string, b: Body, refreshJwt: string): Promise<WebAuthnStart> {
    const { email, origin } = await this.startArgs(ip, 'update', b);
    const { claims, user } = await this.sessions.checkRefresh(refreshJwt);
    if (user.email.toLowerCase() !== email) throw new IdentityError('invalidToken', 'The token does not belong to this login ID');
    await this.sessions.checkFactorChange(user.id, claims.amr);
    return this.registration('update', user.id, email, origin, (claims.amr ?? []).includes('mfa'));
  }

  /** Sign-in start: assertion options for the passkeys of `loginId` (none for an unknown one, which then fails). */
  async signInStart(ip: string, b: Body, refreshJwt: string | undefined): Promise<WebAuthnStart> {
    const { email, origin } = await this.startArgs(ip, 'signin', b);
    const opts = b.loginOptions && typeof b.loginOptions === 'object' ? (b.loginOptions as Body) : {};
    const mfa = opts.mfa === true || opts.stepup === true;
    if (mfa) {
      if (refreshJwt === undefined) throw new IdentityError('invalidToken', 'No refresh token provided');
      const { user } = await this.sessions.checkRefresh(refreshJwt);
      if (user.email.toLowerCase() !== email)
        throw new IdentityError('invalidToken', 'The token does not belong to this login ID');
    }
    const userId = (await this.users.userIdOf(email)) ?? null;
    const keys = userId === null ? [] : await this.passkeys.of(userId);
    const rpId = new URL(origin).hostname;
    const options = await (await webauthn()).generateAuthenticationOptions({
      rpID: rpId,
      userVerification: 'required',
      allowCredentials: keys.map((k) => ({ id: k.credentialId, transports: k.transports })),
    });
    const transactionId = await this.open({
      kind: 'signin',
      userId,
      loginId: email,
      challenge: options.challenge,
      origin,
      rpId,
      mfa,
    });
    return { transactionId, options: JSON.stringify({ publicKey: options }), create: false };
  }

  /** Sign-up finish: verifies the attestation, stores the passkey and signs the new user in. */
  async signUpFinish(ip: string, b: Body, cookiePath: string, userAgent?: string): Promise<TokenResponse> {
    const { challenge, user } = await this.finishArgs(ip, b, 'signup');
    await this.register(challenge, user, b.response, userAgent);
    return this.sessions.signedIn(user, ['webauthn', 'mfa'], { firstSeen: true, cookiePath, ip });
  }

  /**
   * Update finish: verifies the attestation and stores the passkey; Descope answers `{}` here. A ceremony started without
   * `mfa` (the user had no factor then) is refused if the user got one meanwhile (decision 0269).
   */
  async updateFinish(ip: string, b: Body, userAgent?: string): Promise<Record<string, never>> {
    const { challenge, user } = await this.finishArgs(ip, b, 'update');
    await this.sessions.checkFactorChange(user.id, challenge.mfa ? ['mfa'] : []);
    await this.register(challenge, user, b.response, userAgent);
    return {};
  }

  /**
   * Sign-in finish: verifies the assertion (challenge, origin, RP id, signature, user verification, growing counter).
   * A passkey with user verification is two factors in one (possession and PIN or biometrics): amr webauthn + mfa.
   * With `mfa`/`stepup` at start, the factor is added to the caller's session instead (its refresh token is revoked).
   */
  async signInFinish(ip: string, b: Body, refreshJwt: string | undefined, cookiePath: string): Promise<TokenResponse> {
    const { challenge, user } = await this.finishArgs(ip, b, 'signin');
    const response = parseResponse<AuthenticationResponseJSON>(b.response);
    const key = (await this.passkeys.of(user.id)).find((k) => k.credentialId === response.id);
    if (key === undefined) throw failed();
    let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verified = await (await webauthn()).verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: challenge.origin,
        expectedRPID: challenge.rpId,
        requireUserVerification: true,
        credential: {
          id: key.credentialId,
          publicKey: Buffer.from(key.publicKey, 'base64url'),
          counter: key.counter,
          transports: key.transports,
        },
      });
    } catch {
      throw failed();
    }
    if (!verified.verified) throw failed();
    const now = this.sessions.now();
    if (!(await this.passkeys.used(key.credentialId, key.counter, verified.authenticationInfo.newCounter, now))) throw failed();
    let amr = ['webauthn', 'mfa'];
    if (challenge.mfa) {
      if (refreshJwt === undefined) throw new IdentityError('invalidToken', 'No refresh token provided');
      const { claims, user: caller } = await this.sessions.checkRefresh(refreshJwt);
      if (caller.id !== user.id) throw new IdentityError('invalidToken', 'The token does not belong to this login ID');
      amr = [...(claims.amr ?? ['email']).filter((m) => m !== 'webauthn' && m !== 'mfa'), 'webauthn', 'mfa'];
      await this.sessions.store.revokeRefreshToken(claims.jti as string, now);
    }
    return this.sessions.signedIn(user, amr, { firstSeen: false, cookiePath, ip });
  }

  /**
   * Removes the signed-in user's passkey `credentialId`, or every passkey of theirs when it is absent; needs a fresh
   * sign-in with `mfa` (decisions 0260, 0269). A credential id that is not one of the caller's (unknown, or another user's) is 400 and removes nothing.
   */
  async remove(loginId: unknown, refreshJwt: string, credentialId?: unknown): Promise<Record<string, never>> {
    const email = this.sessions.loginEmail(loginId);
    if (credentialId !== undefined && (typeof credentialId !== 'string' || credentialId === '' || credentialId.length > 1024))
      throw new IdentityError('missingArguments', '"credentialId" must be a non-empty string');
    const { claims, user } = await this.sessions.checkFreshRefresh(refreshJwt);
    if (user.email.toLowerCase() !== email) throw new IdentityError('invalidToken', 'The token does not belong to this login ID');
    await this.sessions.checkFactorChange(user.id, claims.amr);
    if (credentialId === undefined) await this.passkeys.removeAll(user.id);
    else if (!(await this.passkeys.removeOne(user.id, credentialId)))
      throw new IdentityError('invalidRequest', 'The user has no passkey with this ID');
    return {};
  }

  /**
   * Renames the signed-in user's passkey `credentialId` (1 to 60 characters, no control characters). An id that is not
   * one of the caller's passkeys is 400 and renames nothing.
   */
  async rename(loginId: unknown, refreshJwt: string, credentialId: unknown, name: unknown): Promise<Record<string, never>> {
    const email = this.sessions.loginEmail(loginId);
    if (typeof credentialId !== 'string' || credentialId === '' || credentialId.length > 1024)
      throw new IdentityError('missingArguments', '"credentialId" must be a non-empty string');
    const clean = typeof name === 'string' ? name.trim() : '';
    if (clean === '' || [...clean].length > PASSKEY_NAME_MAX || /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(clean))
      throw new IdentityError('invalidRequest', `"name" must be 1 to ${PASSKEY_NAME_MAX} characters without control characters`);
    const { user } = await this.sessions.checkRefresh(refreshJwt);
    if (user.email.toLowerCase() !== email) throw new IdentityError('invalidToken', 'The token does not belong to this login ID');
    if (!(await this.passkeys.rename(user.id, credentialId, clean)))
      throw new IdentityError('invalidRequest', 'The user has no passkey with this ID');
    return {};
  }

  /** The signed-in user's passkeys one by one, the oldest first (`loginId` must be the token's own user). */
  async list(loginId: unknown, refreshJwt: string): Promise<{ passkeys: PasskeyRecord[] }> {
    const email = this.sessions.loginEmail(loginId);
    const { user } = await this.sessions.checkRefresh(refreshJwt);
    if (user.email.toLowerCase() !== email) throw new IdentityError('invalidToken', 'The token does not belong to this login ID');
    const sec = (d: Date): number => Math.floor(d.getTime() / 1000);
    const passkeys = (await this.passkeys.summariesOf(user.id)).map((p) => ({
      id: p.credentialId,
      name: p.name,
      createdAt: sec(p.createdAt),
      lastUsedAt: p.lastUsedAt === null ? null : sec(p.lastUsedAt),
    }));
    return { passkeys };
  }

  private async startArgs(ip: string, kind: string, b: Body): Promise<{ email: string; origin: string }> {
    const s = this.sessions;
    await s.limit(`webauthn-${kind}:ip:${ip}`, s.limits.maxPerIp);
    const email = s.loginEmail(b.loginId);
    await s.limit(`webauthn-${kind}:login:${email}`, s.limits.max);
    if (typeof b.origin !== 'string' || b.origin === '')
      throw new IdentityError('missingArguments', '"origin" must not be empty');
    if (!isAllowedRedirect(b.origin, this.allowedOrigins)) throw new IdentityError('invalidRequest', 'The origin is not allowed');
    return { email, origin: new URL(b.origin).origin };
  }

  private async finishArgs(
    ip: string,
    b: Body,
    kind: WebauthnChallenge['kind'],
  ): Promise<{ challenge: WebauthnChallenge; user: IdentityUser }> {
    const s = this.sessions;
    await s.limit(`webauthn-finish:ip:${ip}`, s.limits.maxPerIp);
    if (typeof b.transactionId !== 'string' || b.transactionId === '')
      throw new IdentityError('missingArguments', '"transactionId" must not be empty');
    const challenge = await this.passkeys.take(b.transactionId, s.now());
    if (challenge === undefined || challenge.kind !== kind) throw failed();
    await s.limit(`webauthn-finish:login:${challenge.loginId}`, s.limits.max);
    const user = challenge.userId === null ? undefined : await s.store.findUser(challenge.userId);
    if (user === undefined) throw failed();
    return { challenge, user };
  }

  private async registration(
    kind: WebauthnChallenge['kind'],
    userId: string,
    email: string,
    origin: string,
    mfa: boolean,
  ): Promise<WebAuthnStart> {
    const rpId = new URL(origin).hostname;
    const existing = await this.passkeys.of(userId);
    const options = await (await webauthn()).generateRegistrationOptions({
      rpName: this.rpName,
      rpID: rpId,
      userName: email,
      userID: new TextEncoder().encode(userId),
      attestationType: 'none',
      excludeCredentials: existing.map((k) => ({ id: k.credentialId, transports: k.transports })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    });
    const transactionId = await this.open({ kind, userId, loginId: email, challenge: options.challenge, origin, rpId, mfa });
    return { transactionId, options: JSON.stringify({ publicKey: options }), create: true };
  }

  private async register(challenge: WebauthnChallenge, user: IdentityUser, raw: unknown, userAgent?: string): Promise<void> {
    const response = parseResponse<RegistrationResponseJSON>(raw);
    let info: Awaited<ReturnType<typeof verifyRegistrationResponse>>['registrationInfo'];
    try {
      const v = await (await webauthn()).verifyRegistrationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: challenge.origin,
        expectedRPID: challenge.rpId,
        requireUserVerification: true,
      });
      info = v.verified ? v.registrationInfo : undefined;
    } catch {
      throw failed();
    }
    if (info === undefined) throw failed();
    const c = info.credential;
    const stored = {
      credentialId: c.id,
      userId: user.id,
      publicKey: Buffer.from(c.publicKey).toString('base64url'),
      counter: c.counter,
      transports: (c.transports ?? []).filter((t) => /^[a-z-]{1,20}$/.test(t)),
    };
    const name = passkeyNameFromUserAgent(userAgent);
    if (!(await this.passkeys.add(stored, name, this.sessions.now()))) throw failed();
  }

  private async open(c: WebauthnChallenge): Promise<string> {
    const transactionId = randomUUID();
    await this.passkeys.open(transactionId, c, new Date(this.sessions.now().getTime() + CEREMONY_TTL_MS));
    return transactionId;
  }
}

function failed(): IdentityError {
  return new IdentityError('passkeyFailed', 'The passkey could not be verified');
}

function parseResponse<T>(raw: unknown): T {
  if (typeof raw !== 'string' || raw === '') throw new IdentityError('missingArguments', '"response" must not be empty');
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (parsed && typeof parsed === 'object' && typeof (parsed as { id?: unknown }).id === 'string') return parsed as T;
  } catch {
    // falls through
  }
  throw new IdentityError('invalidRequest', '"response" is not a WebAuthn credential');
}
