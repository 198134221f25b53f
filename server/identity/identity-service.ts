import type { Kysely } from 'kysely';
import type { FieldCipher } from '../crypto/field-cipher';
import { IdentityError } from './errors';
import type { SigningKeys } from './keys';
import { buildMagicLink, hashLinkToken, isAllowedRedirect, isEmail, maskEmail, newLinkToken } from './magic-link';
import type { Mailer } from '../mail/mailer';
import type { RateLimitStore } from '../http/rate-limit/rate-limit-store';
import type { RateLimitOptions } from './rate-limiter';
import { DEFAULT_TTL, type Sessions } from './sessions';
import type { SignInRecord } from './sign-in-history';
import type { TokenResponse, UserResponse } from './token-response';

export { DEFAULT_TTL, SUPPORT_ROLE } from './sessions';
export type { TotpEnrolment } from './totp-service';

/** What the service needs; the plugin's options minus Fastify. */
export interface IdentityServiceOptions {
  // biome-ignore lint/suspicious/noExplicitAny: the identity tables are typed per query in identity-store.ts
  db: Kysely<any>;
  keys: SigningKeys;
  /** Encrypts TOTP secrets at rest (the server's field cipher). */
  cipher: FieldCipher;
  issuer: string;
  supportEmails: string[];
  /** Sends the sign-in and address-change links (decision 0323). */
  mailer: Mailer;
  allowedRedirectOrigins: string[];
  now?: () => Date;
  sessionTtlSec?: number;
  refreshTtlSec?: number;
  linkTtlSec?: number;
  rateLimit?: RateLimitOptions;
  /** Where attempts are counted (decision 0210); default in-process. */
  rateLimitStore?: RateLimitStore;
}

/** One active session as GET /v1/auth/me/sessions answers it (times in Unix seconds, like the history). */
export interface ActiveSessionRecord {
  id: string;
  createdTime: number;
  lastUsedTime: number;
  amr: string[];
  current: boolean;
}

/** The magic-link sign-in, session refresh, history and revocation logic behind the Descope-compatible routes. */
export class IdentityService {
  constructor(
    private readonly o: IdentityServiceOptions,
    private readonly sessions: Sessions,
  ) {}

  /** Sends a magic link to `loginId` (an e-mail) that returns to `uri` with `t=<token>`; answers the masked address. */
  async signUpOrIn(ip: string, loginId: unknown, uri: unknown): Promise<{ maskedEmail: string }> {
    const s = this.sessions;
    await s.limit(`signin:ip:${ip}`, s.limits.maxPerIp);
    const email = s.loginEmail(loginId);
    const target = typeof uri === 'string' && uri !== '' ? uri : this.defaultRedirect();
    if (!isAllowedRedirect(target, this.o.allowedRedirectOrigins)) {
      throw new IdentityError('invalidRequest', 'The redirect URL is not allowed');
    }
    await s.limit(`signin:login:${email}`, s.limits.max);
    const token = newLinkToken();
    const now = s.now();
    const ttl = this.o.linkTtlSec ?? DEFAULT_TTL.linkSec;
    await s.store.saveLinkToken(hashLinkToken(token), email, now, new Date(now.getTime() + ttl * 1000));
    await this.o.mailer.send('sign_in_link', email, { link: buildMagicLink(target, token) });
    return { maskedEmail: maskEmail(email) };
  }

  /** Exchanges a magic-link token (once) for session and refresh tokens. */
  async verifyMagicLink(ip: string, token: unknown, cookiePath: string): Promise<TokenResponse> {
    const s = this.sessions;
    await s.limit(`verify:ip:${ip}`, s.limits.maxPerIp);
    if (typeof token !== 'string') throw new IdentityError('missingArguments', '"token" must be a string');
    if (token === '') throw new IdentityError('missingArguments', '"token" must not be empty');
    const hash = hashLinkToken(token);
    const sentTo = await s.store.linkEmail(hash);
    if (sentTo !== undefined) await s.limit(`verify:login:${sentTo}`, s.limits.max);
    const now = s.now();
    const link = await s.store.consumeLink(hash, now);
    if (link === undefined) throw new IdentityError('invalidToken', 'The magic link is invalid, expired or already used');
    if (link.changeUserId !== undefined)
      return this.confirmEmailChange(ip, { userId: link.changeUserId, email: link.email, mfa: link.changeMfa }, cookiePath);
    const { user, firstSeen } = await s.store.verifyUser(link.email, now);
    // A factor enrolled before the address was proven (a sign-up by someone else) must not guard the account.
    if (firstSeen) await s.factors.removeAll(user.id);
    return s.signedIn(user, ['email'], { firstSeen, cookiePath, ip });
  }

  /**
   * Sends a link to `email` that, once opened, makes it the signed-in user's address (Descope's magic-link update
   * email; decision 0263). The old address keeps working until then. A user with a second factor must have it in the
   * session (amr `mfa`), else 401 (decision 0272).
   */
  async updateEmail(
    ip: string,
    b: { loginId: unknown; email: unknown; URI: unknown },
    refreshJwt: string,
  ): Promise<{ maskedEmail: string }> {
    const s = this.sessions;
    await s.limit(`update-email:ip:${ip}`, s.limits.maxPerIp);
    const login = s.loginEmail(b.loginId);
    const { claims, user } = await s.checkRefresh(refreshJwt);
    if (user.email.toLowerCase() !== login) throw new IdentityError('invalidToken', 'The token does not belong to this login ID');
    await s.checkEmailChange(user.id, claims.amr);
    if (typeof b.email !== 'string' || b.email.trim() === '')
      throw new IdentityError('missingArguments', '"email" must not be empty');
    const email = b.email.trim().toLowerCase();
    if (!isEmail(email)) throw new IdentityError('invalidRequest', `"${b.email}" is not a valid email`);
    const target = typeof b.URI === 'string' && b.URI !== '' ? b.URI : this.defaultRedirect();
    if (!isAllowedRedirect(target, this.o.allowedRedirectOrigins))
      throw new IdentityError('invalidRequest', 'The redirect URL is not allowed');
    await s.limit(`update-email:login:${login}`, s.limits.max);
    const token = newLinkToken();
    const now = s.now();
    const ttl = this.o.linkTtlSec ?? DEFAULT_TTL.linkSec;
    const mfa = (claims.amr ?? []).includes('mfa');
    const expiresAt = new Date(now.getTime() + ttl * 1000);
    await s.store.saveEmailChangeToken(hashLinkToken(token), email, { id: user.id, mfa }, now, expiresAt);
    await this.o.mailer.send('email_change', email, { link: buildMagicLink(target, token) });
    return { maskedEmail: maskEmail(email) };
  }

  /**
   * Opens an e-mail change link: the user's address becomes `email`. A link asked for without a second factor (the user
   * had none then) no longer works once the user has one (decision 0272), as a factor change started so would not.
   */
  private async confirmEmailChange(
    ip: string,
    link: { userId: string; email: string; mfa: boolean },
    cookiePath: string,
  ): Promise<TokenResponse> {
    const s = this.sessions;
    const { userId, email } = link;
    await s.checkEmailChange(userId, link.mfa ? ['mfa'] : []);
    if (!(await s.store.changeEmail(userId, email)))
      throw new IdentityError('invalidRequest', 'A user with this login ID already exists');
    const user = await s.store.findUser(userId);
    if (user === undefined) throw new IdentityError('invalidToken', 'The magic link is invalid, expired or already used');
    return s.signedIn(user, ['email'], { firstSeen: false, cookiePath, ip });
  }

  /** A new session token for a valid, unrevoked refresh token. */
  async refresh(refreshJwt: string, cookiePath: string): Promise<TokenResponse> {
    const { claims, user } = await this.sessions.checkRefresh(refreshJwt);
    const amr = claims.amr ?? ['email'];
    if (claims.jti) await this.sessions.store.touchRefreshToken(claims.jti, this.sessions.now());
    return this.sessions.sessionResponse(user, { refreshExp: claims.exp, firstSeen: false, cookiePath, amr });
  }

  /** The user of a valid, unrevoked refresh token. */
  async me(refreshJwt: string): Promise<UserResponse> {
    const { user } = await this.sessions.checkRefresh(refreshJwt);
    return this.sessions.userResponse(user);
  }

  /** The sign-in history of the token's user, newest first. */
  async history(refreshJwt: string): Promise<SignInRecord[]> {
    const { user } = await this.sessions.checkRefresh(refreshJwt);
    return this.sessions.history.of(user.id);
  }

  /** The active sessions of the token's user, the last used first; `current` marks the token's own (decision 0264). */
  async activeSessions(refreshJwt: string): Promise<ActiveSessionRecord[]> {
    const { claims, user } = await this.sessions.checkRefresh(refreshJwt);
    const tokens = await this.sessions.store.activeRefreshTokens(user.id, this.sessions.now());
    return tokens.map((t) => ({
      id: t.jti,
      createdTime: Math.floor(t.issuedAt.getTime() / 1000),
      lastUsedTime: Math.floor(t.lastUsedAt.getTime() / 1000),
      amr: t.methods,
      current: t.jti === claims.jti,
    }));
  }

  /**
   * Ends one session of the token's user: revokes their refresh token `id` (decision 0268). An id that is not one of
   * the caller's active sessions (unknown, ended, or another user's) is 400 and ends nothing.
   */
  async endSession(refreshJwt: string, id: unknown): Promise<Record<string, never>> {
    if (typeof id !== 'string' || id === '' || id.length > 200)
      throw new IdentityError('missingArguments', '"id" must be a non-empty string');
    const { user } = await this.sessions.checkRefresh(refreshJwt);
    if (!(await this.sessions.store.revokeRefreshTokenOf(user.id, id, this.sessions.now())))
      throw new IdentityError('invalidRequest', 'The user has no active session with this ID');
    return {};
  }

  /** Revokes the given refresh token. */
  async logout(refreshJwt: string): Promise<void> {
    const { claims } = await this.sessions.checkRefresh(refreshJwt);
    await this.sessions.store.revokeRefreshToken(claims.jti as string, this.sessions.now());
  }

  /** Revokes every refresh token of the token's user. */
  async logoutAll(refreshJwt: string): Promise<void> {
    const { user } = await this.sessions.checkRefresh(refreshJwt);
    await this.sessions.store.revokeAllRefreshTokens(user.id, this.sessions.now());
  }

  private defaultRedirect(): string {
    const first = this.o.allowedRedirectOrigins[0];
    if (first === undefined) throw new IdentityError('missingArguments', '"URI" must not be empty');
    return `${new URL(first).origin}/`;
  }
}
