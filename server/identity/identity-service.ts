import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import { IdentityError } from './errors';
import { IdentityStore, type IdentityUser } from './identity-store';
import type { SigningKeys } from './keys';
import { buildMagicLink, hashLinkToken, isAllowedRedirect, isEmail, maskEmail, newLinkToken } from './magic-link';
import type { Outbox } from './outbox';
import { DEFAULT_RATE_LIMIT, RateLimiter, type RateLimitOptions } from './rate-limiter';
import type { IdentityTables } from './schema';
import { issueToken, type SessionClaims } from './tokens';
import { InvalidTokenError, createVerifier, type TokenVerifier } from './token-verifier';
import { buildTokenResponse, toUserResponse, type TokenResponse, type UserResponse } from './token-response';

/** What the service needs; the plugin's options minus Fastify. */
export interface IdentityServiceOptions {
  // biome-ignore lint/suspicious/noExplicitAny: the identity tables are typed per query in identity-store.ts
  db: Kysely<any>;
  keys: SigningKeys;
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

/** Session tokens live 10 minutes, refresh tokens 30 days, magic links 10 minutes (see docs/decisions/0041). */
export const DEFAULT_TTL = { sessionSec: 600, refreshSec: 30 * 24 * 3600, linkSec: 600 } as const;

/** The role given to users whose e-mail is listed in `supportEmails`. */
export const SUPPORT_ROLE = 'support';

/** The magic-link sign-in, session refresh and revocation logic behind the Descope-compatible routes. */
export class IdentityService {
  private readonly store: IdentityStore;
  private readonly now: () => Date;
  private readonly limiter: RateLimiter;
  private readonly limits: Required<RateLimitOptions>;
  private readonly verifyRefresh: TokenVerifier;
  private readonly support: Set<string>;

  constructor(private readonly o: IdentityServiceOptions) {
    this.store = new IdentityStore(o.db as Kysely<IdentityTables>);
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
    const refreshTtl = this.o.refreshTtlSec ?? DEFAULT_TTL.refreshSec;
    const jti = randomUUID();
    const refreshJwt = await issueToken(this.o.keys, {
      ...this.claimsInput(user),
      kind: 'refresh',
      ttlSec: refreshTtl,
      now,
      jti,
    });
    const refreshExp = Math.floor(now.getTime() / 1000) + refreshTtl;
    await this.store.saveRefreshToken(jti, user.id, now, new Date(refreshExp * 1000));
    return this.sessionResponse(user, { refreshJwt, refreshExp, firstSeen, cookiePath });
  }

  /** A new session token for a valid, unrevoked refresh token. */
  async refresh(refreshJwt: string, cookiePath: string): Promise<TokenResponse> {
    const { claims, user } = await this.checkRefresh(refreshJwt);
    return this.sessionResponse(user, { refreshExp: claims.exp, firstSeen: false, cookiePath });
  }

  /** The user of a valid, unrevoked refresh token. */
  async me(refreshJwt: string): Promise<UserResponse> {
    const { user } = await this.checkRefresh(refreshJwt);
    return toUserResponse(user, this.rolesOf(user));
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
    r: { refreshJwt?: string; refreshExp: number; firstSeen: boolean; cookiePath: string },
  ): Promise<TokenResponse> {
    const now = this.now();
    const ttlSec = this.o.sessionTtlSec ?? DEFAULT_TTL.sessionSec;
    const sessionJwt = await issueToken(this.o.keys, { ...this.claimsInput(user), kind: 'session', ttlSec, now });
    const sessionClaims = decodeJwt(sessionJwt) as unknown as SessionClaims;
    const roles = this.rolesOf(user);
    return buildTokenResponse(
      {
        sessionJwt,
        sessionClaims,
        refreshJwt: r.refreshJwt,
        refreshExp: r.refreshExp,
        user: toUserResponse(user, roles),
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
