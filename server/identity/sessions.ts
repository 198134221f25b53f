import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import { IdentityError } from './errors';
import { FactorStore } from './factor-store';
import { IdentityStore, type IdentityUser } from './identity-store';
import type { SigningKeys } from './keys';
import { isEmail } from './magic-link';
import { MemoryRateLimitStore, type RateLimitStore } from '../http/rate-limit/rate-limit-store';
import { DEFAULT_RATE_LIMIT, type RateLimitOptions } from './rate-limiter';
import type { IdentityTables } from './schema';
import { SignInHistory } from './sign-in-history';
import { issueToken, type SessionClaims } from './tokens';
import { InvalidTokenError, createVerifier, type TokenVerifier } from './token-verifier';
import { buildTokenResponse, toUserResponse, type TokenResponse, type UserResponse } from './token-response';

/** Session tokens live 10 minutes, refresh tokens 30 days, magic links 10 minutes (see docs/decisions/0041). */
export const DEFAULT_TTL = { sessionSec: 600, refreshSec: 30 * 24 * 3600, linkSec: 600 } as const;

/** The role given to users whose e-mail is listed in `supportEmails`. */
export const SUPPORT_ROLE = 'support';

/** A sign-in counts as fresh for this long: removing a factor needs one (decision 0260). */
export const FRESH_SIGN_IN_SEC = 5 * 60;

/**
 * The refusal of a factor change (add, replace, remove) by a session without `mfa` when the user already has a second
 * factor (decision 0269): an inbox alone must not be enough to take over or replace the authenticator.
 */
export const FACTOR_CHANGE_NEEDS_SECOND_FACTOR =
  'Confirm it is you with your authenticator app or passkey before changing your sign-in methods';

/**
 * The refusal of starting an e-mail change by a session without `mfa` when the user has a second factor (decision
 * 0272): a stolen inbox must not move the sign-in address elsewhere.
 */
export const EMAIL_CHANGE_NEEDS_SECOND_FACTOR =
  'Confirm it is you with your authenticator app or passkey before changing your e-mail address';

/** What the session logic needs. */
export interface SessionsOptions {
  // biome-ignore lint/suspicious/noExplicitAny: the identity tables are typed per query in the stores
  db: Kysely<any>;
  keys: SigningKeys;
  issuer: string;
  supportEmails: string[];
  now?: () => Date;
  sessionTtlSec?: number;
  refreshTtlSec?: number;
  rateLimit?: RateLimitOptions;
  /** Where attempts are counted (decision 0210); default in-process. Shared by every process using the same store. */
  rateLimitStore?: RateLimitStore;
}

/** Issues, checks and revokes sessions, shared by every sign-in method (magic link, TOTP, passkeys). */
export class Sessions {
  readonly store: IdentityStore;
  readonly factors: FactorStore;
  readonly history: SignInHistory;
  readonly now: () => Date;
  readonly limits: Required<RateLimitOptions>;
  private readonly limiter: RateLimitStore;
  private readonly verifyRefresh: TokenVerifier;
  private readonly support: Set<string>;

  constructor(private readonly o: SessionsOptions) {
    const db = o.db as Kysely<IdentityTables>;
    this.store = new IdentityStore(db);
    this.factors = new FactorStore(db);
    this.history = new SignInHistory(db);
    this.now = o.now ?? (() => new Date());
    this.limits = { ...DEFAULT_RATE_LIMIT, ...o.rateLimit };
    this.limiter = o.rateLimitStore ?? new MemoryRateLimitStore(() => this.now().getTime());
    this.verifyRefresh = createVerifier(createLocalJWKSet({ keys: o.keys.jwks.keys as JWK[] }), o.issuer, 'DSR', this.now);
    this.support = new Set(o.supportEmails.map((e) => e.trim().toLowerCase()));
  }

  /** Issues and records a refresh token carrying `amr`, records the sign-in, and answers the full token response. */
  async signedIn(
    user: IdentityUser,
    amr: string[],
    r: { firstSeen: boolean; cookiePath: string; ip: string },
  ): Promise<TokenResponse> {
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
    await this.store.saveRefreshToken(jti, user.id, now, new Date(refreshExp * 1000), amr);
    await this.history.record(user.id, now, r.ip, amr);
    return this.sessionResponse(user, { refreshJwt, refreshExp, firstSeen: r.firstSeen, cookiePath: r.cookiePath, amr });
  }

  /** A valid, unrevoked refresh token's claims and user; otherwise 401. */
  async checkRefresh(jwt: string): Promise<{ claims: SessionClaims; user: IdentityUser }> {
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

  /** Like checkRefresh, and the sign-in behind the token is at most FRESH_SIGN_IN_SEC old; otherwise 401. */
  async checkFreshRefresh(jwt: string): Promise<{ claims: SessionClaims; user: IdentityUser }> {
    const checked = await this.checkRefresh(jwt);
    const age = Math.floor(this.now().getTime() / 1000) - checked.claims.iat;
    if (age > FRESH_SIGN_IN_SEC) throw new IdentityError('invalidToken', 'Sign in again to make this change');
    return checked;
  }

  /**
   * Whether a session with factors `amr` may add, replace or remove a second factor of `userId` (decision 0269): yes when
   * it was signed in with a second factor (amr has `mfa`, a recovery code included), or when the user has none yet (the
   * first enrolment from a magic-link session).
   */
  async mayChangeFactors(userId: string, amr: readonly string[] | undefined): Promise<boolean> {
    if ((amr ?? []).includes('mfa')) return true;
    const f = await this.factors.enrolled(userId);
    return !f.totp && !f.webauthn;
  }

  /** Refuses (401, like the fresh sign-in refusal) a factor change the session may not make; see mayChangeFactors. */
  async checkFactorChange(userId: string, amr: readonly string[] | undefined): Promise<void> {
    if (!(await this.mayChangeFactors(userId, amr))) throw new IdentityError('invalidToken', FACTOR_CHANGE_NEEDS_SECOND_FACTOR);
  }

  /**
   * Refuses (401, like a factor change) an e-mail change the session may not start or a link may not confirm: the same
   * rule as mayChangeFactors (decision 0272).
   */
  async checkEmailChange(userId: string, amr: readonly string[] | undefined): Promise<void> {
    if (!(await this.mayChangeFactors(userId, amr))) throw new IdentityError('invalidToken', EMAIL_CHANGE_NEEDS_SECOND_FACTOR);
  }

  /** The Descope user object, with the enrolled factors. */
  async userResponse(user: IdentityUser): Promise<UserResponse> {
    const f = await this.factors.enrolled(user.id);
    return toUserResponse(user, this.rolesOf(user), f);
  }

  /** A new session token (same refresh token) for the given factors. */
  async sessionResponse(
    user: IdentityUser,
    r: { refreshJwt?: string; refreshExp: number; firstSeen: boolean; cookiePath: string; amr: string[] },
  ): Promise<TokenResponse> {
    const now = this.now();
    const ttlSec = this.o.sessionTtlSec ?? DEFAULT_TTL.sessionSec;
    const enrolled = await this.factors.enrolled(user.id);
    const factors = [...(enrolled.totp ? ['totp'] : []), ...(enrolled.webauthn ? ['webauthn'] : [])];
    const sessionJwt = await issueToken(this.o.keys, {
      ...this.claimsInput(user),
      kind: 'session',
      ttlSec,
      now,
      amr: r.amr,
      factors,
    });
    const sessionClaims = decodeJwt(sessionJwt) as unknown as SessionClaims;
    return buildTokenResponse(
      {
        sessionJwt,
        sessionClaims,
        refreshJwt: r.refreshJwt,
        refreshExp: r.refreshExp,
        user: await this.userResponse(user),
        firstSeen: r.firstSeen,
        cookiePath: r.cookiePath,
      },
      Math.floor(now.getTime() / 1000),
    );
  }

  /** Counts an attempt under `key`; 429 with Retry-After once `max` is reached in the window. */
  async limit(key: string, max: number): Promise<void> {
    const d = await this.limiter.hit(key, max, this.limits.windowMs);
    if (!d.allowed)
      throw new IdentityError('tooManyRequests', `Too many attempts; try again in ${d.retryAfterSec} seconds`, d.retryAfterSec);
  }

  /** A login id checked as the SDK does and lower-cased. */
  loginEmail(loginId: unknown): string {
    if (typeof loginId !== 'string') throw new IdentityError('missingArguments', '"loginId" must be a string');
    if (loginId.trim() === '') throw new IdentityError('missingArguments', '"loginId" must not be empty');
    const email = loginId.trim().toLowerCase();
    if (!isEmail(email)) throw new IdentityError('invalidRequest', `"${loginId}" is not a valid email`);
    return email;
  }

  private claimsInput(user: IdentityUser): { sub: string; issuer: string; email: string; name?: string; roles: string[] } {
    return { sub: user.id, issuer: this.o.issuer, email: user.email, name: user.name, roles: this.rolesOf(user) };
  }

  private rolesOf(user: IdentityUser): string[] {
    return this.support.has(user.email.toLowerCase()) ? [SUPPORT_ROLE] : [];
  }
}
