import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { FieldCipher } from '../crypto/field-cipher';
import { IdentityError } from './errors';
import { IdentityStore, type IdentityUser } from './identity-store';
import { assertUserEnabled } from './management-user-status';
import type { SigningKeys } from './keys';
import { buildMagicLink, hashLinkToken, isAllowedRedirect, isEmail, maskEmail, newLinkToken } from './magic-link';
import type { Outbox } from './outbox';
import { DEFAULT_RATE_LIMIT, RateLimiter, type RateLimitOptions } from './rate-limiter';
import type { IdentityTables } from './schema';
import { issueToken, type SessionClaims } from './tokens';
import { TotpStore } from './totp-store';
import { matchTotp, newTotpSecret, totpProvisioningUri } from './totp';
import { InvalidTokenError, createVerifier, type TokenVerifier } from './token-verifier';
import { buildTokenResponse, toUserResponse, type TokenResponse, type UserResponse } from './token-response';

/** What the service needs; the plugin's options minus Fastify. */
export interface IdentityServiceOptions {
  // biome-ignore lint/suspicious/noExplicitAny: the identity tables are typed per query in identity-store.ts
  db: Kysely<any>;
  keys: SigningKeys;
  /** Encrypts TOTP secrets at rest (the server's field cipher). */
  cipher: FieldCipher;
  issuer: string;
  supportEmails: string[];
  outbox: Outbox;
  allowedRedirectOrigins: string[];
  now?: () => Date;
  sessionTtlSec?: number;
  refreshTtlSec?: number;
  linkTtlSec?: number;
  rateLimit?: RateLimitOptions;
}

/** Descope's TOTP answer: the otpauth URI, a QR image (empty here: the SPA draws the QR code) and the Base32 key. */
export interface TotpEnrolment {
  provisioningURL: string;
  image: string;
  key: string;
}

/** Session tokens live 10 minutes, refresh tokens 30 days, magic links 10 minutes (see docs/decisions/0041). */
export const DEFAULT_TTL = { sessionSec: 600, refreshSec: 30 * 24 * 3600, linkSec: 600 } as const;

/** The role given to users whose e-mail is listed in `supportEmails`. */
export const SUPPORT_ROLE = 'support';

/** The magic-link sign-in, session refresh and revocation logic behind the Descope-compatible routes. */
export class IdentityService {
  private readonly store: IdentityStore;
  private readonly totp: TotpStore;
  private readonly now: () => Date;
  private readonly limiter: RateLimiter;
  private readonly limits: Required<RateLimitOptions>;
  private readonly verifyRefresh: TokenVerifier;
  private readonly support: Set<string>;

  constructor(private readonly o: IdentityServiceOptions) {
    this.store = new IdentityStore(o.db as Kysely<IdentityTables>);
    this.totp = new TotpStore(o.db as Kysely<IdentityTables>);
    this.now = o.now ?? (() => new Date());
    this.limits = { ...DEFAULT_RATE_LIMIT, ...o.rateLimit };
    this.limiter = new RateLimiter(this.limits.windowMs, () => this.now().getTime());
    this.verifyRefresh = createVerifier(createLocalJWKSet({ keys: o.keys.jwks.keys as JWK[] }), o.issuer, 'DSR', this.now);
    this.support = new Set(o.supportEmails.map((e) => e.trim().toLowerCase()));
  }

  /** Sends a magic link to `loginId` (an e-mail) that returns to `uri` with `t=<token>`; answers the masked address. */
  async signUpOrIn(ip: string, loginId: unknown, uri: unknown): Promise<{ maskedEmail: string }> {
    this.limit(`signin:ip:${ip}`, this.limits.maxPerIp);
    if (typeof loginId !== 'string') throw new IdentityError('missingArguments', '"loginId" must be a string');
    if (loginId.trim() === '') throw new IdentityError('missingArguments', '"loginId" must not be empty');
    const email = loginId.trim().toLowerCase();
    if (!isEmail(email)) throw new IdentityError('invalidRequest', `"${loginId}" is not a valid email`);
    const target = typeof uri === 'string' && uri !== '' ? uri : this.defaultRedirect();
    if (!isAllowedRedirect(target, this.o.allowedRedirectOrigins)) {
      throw new IdentityError('invalidRequest', 'The redirect URL is not allowed');
    }
    this.limit(`signin:login:${email}`, this.limits.max);
    const token = newLinkToken();
    const now = this.now();
    const ttl = this.o.linkTtlSec ?? DEFAULT_TTL.linkSec;
    await this.store.saveLinkToken(hashLinkToken(token), email, now, new Date(now.getTime() + ttl * 1000));
    this.o.outbox.send({ to: email, subject: 'Your sign-in link', link: buildMagicLink(target, token) });
    return { maskedEmail: maskEmail(email) };
  }

  /** Exchanges a magic-link token (once) for session and refresh tokens. */
  async verifyMagicLink(ip: string, token: unknown, cookiePath: string): Promise<TokenResponse> {
    this.limit(`verify:ip:${ip}`, this.limits.maxPerIp);
    if (typeof token !== 'string') throw new IdentityError('missingArguments', '"token" must be a string');
    if (token === '') throw new IdentityError('missingArguments', '"token" must not be empty');
    const hash = hashLinkToken(token);
    const sentTo = await this.store.linkEmail(hash);
    if (sentTo !== undefined) this.limit(`verify:login:${sentTo}`, this.limits.max);
    const now = this.now();
    const email = await this.store.consumeLinkToken(hash, now);
    if (email === undefined) throw new IdentityError('invalidToken', 'The magic link is invalid, expired or already used');
    const { user, firstSeen } = await this.store.verifyUser(email, now);
    // A factor enrolled before the address was proven (a TOTP sign-up by someone else) must not guard the account.
    if (firstSeen) await this.totp.remove(user.id);
    return this.signedIn(user, ['email'], firstSeen, cookiePath);
  }

  /** Issues and records a refresh token carrying `amr`, and answers the full token response. */
  private async signedIn(user: IdentityUser, amr: string[], firstSeen: boolean, cookiePath: string): Promise<TokenResponse> {
    await assertUserEnabled(this.o.db, user.id);
    const now = this.now();
    const refreshTtl = this.o.refreshTtlSec ?? DEFAULT_TTL.refreshSec;
    const jti = randomUUID();
    const refreshJwt = await issueToken(this.o.keys, {
      ...this.claimsInput(user),
      kind: 'refresh',
      ttlSec: refreshTtl,
      now,
      jti,
      amr,
    });
    const refreshExp = Math.floor(now.getTime() / 1000) + refreshTtl;
    await this.store.saveRefreshToken(jti, user.id, now, new Date(refreshExp * 1000));
    return this.sessionResponse(user, { refreshJwt, refreshExp, firstSeen, cookiePath, amr });
  }

  /** TOTP sign-up: creates the user of `loginId` (an e-mail not yet taken) and answers a new secret to confirm. */
  async totpSignUp(ip: string, loginId: unknown, user: unknown): Promise<TotpEnrolment> {
    this.limit(`totp-signup:ip:${ip}`, this.limits.maxPerIp);
    const email = this.loginEmail(loginId);
    this.limit(`totp-signup:login:${email}`, this.limits.max);
    const rawName = user && typeof user === 'object' ? (user as { name?: unknown }).name : undefined;
    const name = typeof rawName === 'string' && rawName.trim() !== '' ? rawName.trim().slice(0, 200) : null;
    const id = await this.totp.createUser(email, name, this.now());
    if (id === undefined) throw new IdentityError('invalidRequest', 'A user with this login ID already exists');
    return this.newEnrolment(id, email);
  }

  /** TOTP update: a new secret for the signed-in user `loginId` (confirmed by its first code on verify). */
  async totpUpdate(loginId: unknown, refreshJwt: string): Promise<TotpEnrolment> {
    const email = this.loginEmail(loginId);
    const { user } = await this.checkRefresh(refreshJwt);
    if (user.email.toLowerCase() !== email) throw new IdentityError('invalidToken', 'The token does not belong to this login ID');
    this.limit(`totp-update:login:${email}`, this.limits.max);
    return this.newEnrolment(user.id, email);
  }

  /**
   * Checks a TOTP code of `loginId`. With `loginOptions.mfa` or `.stepup` and the user's refresh token it adds 'totp'
   * to that session's factors (amr); otherwise it signs in with TOTP alone. The first good code confirms a new secret.
   */
  async totpVerify(
    ip: string,
    b: { loginId: unknown; code: unknown; loginOptions: unknown },
    refreshJwt: string | undefined,
    cookiePath: string,
  ): Promise<TokenResponse> {
    this.limit(`totp-verify:ip:${ip}`, this.limits.maxPerIp);
    const email = this.loginEmail(b.loginId);
    this.limit(`totp-verify:login:${email}`, this.limits.max);
    if (typeof b.code !== 'string' || b.code === '') throw new IdentityError('missingArguments', '"code" must not be empty');
    const opts = b.loginOptions && typeof b.loginOptions === 'object' ? (b.loginOptions as Record<string, unknown>) : {};
    const secondFactor = opts.mfa === true || opts.stepup === true;
    let priorAmr: string[] = [];
    let priorJti: string | undefined;
    if (secondFactor) {
      if (refreshJwt === undefined) throw new IdentityError('invalidToken', 'No refresh token provided');
      const { claims, user } = await this.checkRefresh(refreshJwt);
      if (user.email.toLowerCase() !== email)
        throw new IdentityError('invalidToken', 'The token does not belong to this login ID');
      priorAmr = claims.amr ?? ['email'];
      priorJti = claims.jti;
    }
    const userId = await this.totp.userIdOf(email);
    const user = userId === undefined ? undefined : await this.store.findUser(userId);
    if (user === undefined || !(await this.checkCode(user.id, b.code))) {
      throw new IdentityError('wrongCode', 'The code is wrong or was already used');
    }
    if (priorJti !== undefined) await this.store.revokeRefreshToken(priorJti, this.now());
    const amr = [...priorAmr.filter((m) => m !== 'totp'), 'totp'];
    if (secondFactor) amr.push('mfa');
    return this.signedIn(user, amr, false, cookiePath);
  }

  private async checkCode(userId: string, code: string): Promise<boolean> {
    const row = await this.totp.find(userId);
    if (!row) return false;
    const nowSec = Math.floor(this.now().getTime() / 1000);
    const after = row.lastStep ?? undefined;
    if (row.secretEnc !== null) {
      const step = matchTotp(this.o.cipher.decrypt(row.secretEnc), code, nowSec, after);
      if (step !== undefined) return this.totp.useStep(userId, step, this.now());
    }
    if (row.pendingEnc !== null) {
      const step = matchTotp(this.o.cipher.decrypt(row.pendingEnc), code, nowSec, after);
      if (step !== undefined) return this.totp.useStep(userId, step, this.now(), { pendingEnc: row.pendingEnc });
    }
    return false;
  }

  private async newEnrolment(userId: string, email: string): Promise<TotpEnrolment> {
    const key = newTotpSecret();
    await this.totp.savePending(userId, this.o.cipher.encrypt(key), this.now());
    return { provisioningURL: totpProvisioningUri(this.o.issuer, email, key), image: '', key };
  }

  private loginEmail(loginId: unknown): string {
    if (typeof loginId !== 'string') throw new IdentityError('missingArguments', '"loginId" must be a string');
    if (loginId.trim() === '') throw new IdentityError('missingArguments', '"loginId" must not be empty');
    const email = loginId.trim().toLowerCase();
    if (!isEmail(email)) throw new IdentityError('invalidRequest', `"${loginId}" is not a valid email`);
    return email;
  }

  /** A new session token for a valid, unrevoked refresh token. */
  async refresh(refreshJwt: string, cookiePath: string): Promise<TokenResponse> {
    const { claims, user } = await this.checkRefresh(refreshJwt);
    await assertUserEnabled(this.o.db, user.id);
    const amr = claims.amr ?? ['email'];
    return this.sessionResponse(user, { refreshExp: claims.exp, firstSeen: false, cookiePath, amr });
  }

  /** The user of a valid, unrevoked refresh token. */
  async me(refreshJwt: string): Promise<UserResponse> {
    const { user } = await this.checkRefresh(refreshJwt);
    return toUserResponse(user, this.rolesOf(user), await this.totp.isEnrolled(user.id));
  }

  /** Revokes the given refresh token. */
  async logout(refreshJwt: string): Promise<void> {
    const { claims } = await this.checkRefresh(refreshJwt);
    await this.store.revokeRefreshToken(claims.jti as string, this.now());
  }

  /** Revokes every refresh token of the token's user. */
  async logoutAll(refreshJwt: string): Promise<void> {
    const { user } = await this.checkRefresh(refreshJwt);
    await this.store.revokeAllRefreshTokens(user.id, this.now());
  }

  private async checkRefresh(jwt: string): Promise<{ claims: SessionClaims; user: IdentityUser }> {
    let claims: SessionClaims;
    try {
      claims = await this.verifyRefresh(jwt);
    } catch (e) {
      if (e instanceof InvalidTokenError) throw new IdentityError('invalidToken', 'The refresh token is invalid or expired');
      throw e;
    }
    const user = await this.store.findUser(claims.sub);
    if (!claims.jti || !user || !(await this.store.isRefreshTokenActive(claims.jti, user.id))) {
      throw new IdentityError('invalidToken', 'The refresh token was revoked');
    }
    return { claims, user };
  }

  private async sessionResponse(
    user: IdentityUser,
    r: { refreshJwt?: string; refreshExp: number; firstSeen: boolean; cookiePath: string; amr: string[] },
  ): Promise<TokenResponse> {
    const now = this.now();
    const ttlSec = this.o.sessionTtlSec ?? DEFAULT_TTL.sessionSec;
    const sessionJwt = await issueToken(this.o.keys, { ...this.claimsInput(user), kind: 'session', ttlSec, now, amr: r.amr });
    const sessionClaims = decodeJwt(sessionJwt) as unknown as SessionClaims;
    const roles = this.rolesOf(user);
    return buildTokenResponse(
      {
        sessionJwt,
        sessionClaims,
        refreshJwt: r.refreshJwt,
        refreshExp: r.refreshExp,
        user: toUserResponse(user, roles, await this.totp.isEnrolled(user.id)),
        firstSeen: r.firstSeen,
        cookiePath: r.cookiePath,
      },
      Math.floor(now.getTime() / 1000),
    );
  }

  private claimsInput(user: IdentityUser): { sub: string; issuer: string; email: string; name?: string; roles: string[] } {
    return { sub: user.id, issuer: this.o.issuer, email: user.email, name: user.name, roles: this.rolesOf(user) };
  }

  private rolesOf(user: IdentityUser): string[] {
    return this.support.has(user.email.toLowerCase()) ? [SUPPORT_ROLE] : [];
  }

  private defaultRedirect(): string {
    const first = this.o.allowedRedirectOrigins[0];
    if (first === undefined) throw new IdentityError('missingArguments', '"URI" must not be empty');
    return `${new URL(first).origin}/`;
  }

  private limit(key: string, max: number): void {
    const d = this.limiter.hit(key, max);
    if (!d.allowed)
      throw new IdentityError('tooManyRequests', `Too many attempts; try again in ${d.retryAfterSec} seconds`, d.retryAfterSec);
  }
}
