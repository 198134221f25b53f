import type { Kysely } from 'kysely';
import type { FieldCipher } from '../crypto/field-cipher';
import { IdentityError } from './errors';
import { RECOVERY_CODE_PATTERN, RecoveryCodeStore } from './recovery-codes';
import type { IdentityTables } from './schema';
import type { Sessions } from './sessions';
import { TotpStore } from './totp-store';
import { matchTotp, newTotpSecret, totpProvisioningUri } from './totp';
import type { TokenResponse } from './token-response';

/**
 * Descope's TOTP answer: the otpauth URI, a QR image (empty here: the SPA draws the QR code) and the Base32 key;
 * `recoveryCodes` is this service's addition, shown once at enrolment (decision 0260).
 */
export interface TotpEnrolment {
  provisioningURL: string;
  image: string;
  key: string;
  recoveryCodes: string[];
}

/** The TOTP factor (decision 0180): sign-up, update, verify (codes or recovery codes) and removal. */
export class TotpService {
  private readonly totp: TotpStore;
  private readonly recovery: RecoveryCodeStore;

  constructor(
    private readonly sessions: Sessions,
    // biome-ignore lint/suspicious/noExplicitAny: the identity tables are typed per query in the stores
    db: Kysely<any>,
    private readonly cipher: FieldCipher,
    private readonly issuer: string,
  ) {
    this.totp = new TotpStore(db as Kysely<IdentityTables>);
    this.recovery = new RecoveryCodeStore(db as Kysely<IdentityTables>);
  }

  /** TOTP sign-up: creates the user of `loginId` (an e-mail not yet taken) and answers a new secret to confirm. */
  async signUp(ip: string, loginId: unknown, user: unknown): Promise<TotpEnrolment> {
    const s = this.sessions;
    await s.limit(`totp-signup:ip:${ip}`, s.limits.maxPerIp);
    const email = s.loginEmail(loginId);
    await s.limit(`totp-signup:login:${email}`, s.limits.max);
    const rawName = user && typeof user === 'object' ? (user as { name?: unknown }).name : undefined;
    const name = typeof rawName === 'string' && rawName.trim() !== '' ? rawName.trim().slice(0, 200) : null;
    const id = await this.totp.createUser(email, name, s.now());
    if (id === undefined) throw new IdentityError('invalidRequest', 'A user with this login ID already exists');
    return this.newEnrolment(id, email);
  }

  /**
   * TOTP update: a new secret for the signed-in user `loginId` (confirmed by its first code on verify). A user who already
   * has a second factor needs a session with `mfa` (decision 0269); the first enrolment works from a magic link.
   */
  async update(loginId: unknown, refreshJwt: string): Promise<TotpEnrolment> {
    const email = this.sessions.loginEmail(loginId);
    const { claims, user } = await this.sessions.checkRefresh(refreshJwt);
    if (user.email.toLowerCase() !== email) throw new IdentityError('invalidToken', 'The token does not belong to this login ID');
    // A user with a factor replaces it, or adds TOTP, only from a session signed in with one (decision 0269).
    await this.sessions.checkFactorChange(user.id, claims.amr);
    await this.sessions.limit(`totp-update:login:${email}`, this.sessions.limits.max);
    return this.newEnrolment(user.id, email);
  }

  /**
   * Checks a TOTP code (or a recovery code) of `loginId`. With `loginOptions.mfa` or `.stepup` and the user's refresh
   * token it adds 'totp' to that session's factors (amr); otherwise it signs in with TOTP alone. The first good code
   * confirms a new secret and its recovery codes.
   */
  async verify(
    ip: string,
    b: { loginId: unknown; code: unknown; loginOptions: unknown },
    refreshJwt: string | undefined,
    cookiePath: string,
  ): Promise<TokenResponse> {
    const s = this.sessions;
    await s.limit(`totp-verify:ip:${ip}`, s.limits.maxPerIp);
    const email = s.loginEmail(b.loginId);
    await s.limit(`totp-verify:login:${email}`, s.limits.max);
    if (typeof b.code !== 'string' || b.code === '') throw new IdentityError('missingArguments', '"code" must not be empty');
    const opts = b.loginOptions && typeof b.loginOptions === 'object' ? (b.loginOptions as Record<string, unknown>) : {};
    const secondFactor = opts.mfa === true || opts.stepup === true;
    let priorAmr: string[] = [];
    let priorJti: string | undefined;
    if (secondFactor) {
      if (refreshJwt === undefined) throw new IdentityError('invalidToken', 'No refresh token provided');
      const { claims, user } = await s.checkRefresh(refreshJwt);
      if (user.email.toLowerCase() !== email)
        throw new IdentityError('invalidToken', 'The token does not belong to this login ID');
      priorAmr = claims.amr ?? ['email'];
      priorJti = claims.jti;
    }
    const userId = await this.totp.userIdOf(email);
    const user = userId === undefined ? undefined : await s.store.findUser(userId);
    // A pending secret becomes the user's factor only under the rule of update (decision 0269): a secret left pending
    // before the user got another factor cannot be confirmed later from a session without one.
    const mayConfirm = user !== undefined && (await s.mayChangeFactors(user.id, secondFactor ? priorAmr : []));
    if (user === undefined || !(await this.checkCode(user.id, b.code, mayConfirm))) {
      throw new IdentityError('wrongCode', 'The code is wrong or was already used');
    }
    if (priorJti !== undefined) await s.store.revokeRefreshToken(priorJti, s.now());
    const amr = [...priorAmr.filter((m) => m !== 'totp' && m !== 'mfa'), 'totp'];
    if (secondFactor) amr.push('mfa');
    return s.signedIn(user, amr, { firstSeen: false, cookiePath, ip });
  }

  /** Removes the TOTP factor and its recovery codes of the signed-in user; needs a fresh sign-in with `mfa` (0260, 0269). */
  async remove(loginId: unknown, refreshJwt: string): Promise<Record<string, never>> {
    const email = this.sessions.loginEmail(loginId);
    const { claims, user } = await this.sessions.checkFreshRefresh(refreshJwt);
    if (user.email.toLowerCase() !== email) throw new IdentityError('invalidToken', 'The token does not belong to this login ID');
    await this.sessions.checkFactorChange(user.id, claims.amr);
    await this.totp.remove(user.id);
    await this.recovery.removeAll(user.id);
    return {};
  }

  private async checkCode(userId: string, code: string, mayConfirm: boolean): Promise<boolean> {
    const row = await this.totp.find(userId);
    if (!row) return false;
    const now = this.sessions.now();
    if (RECOVERY_CODE_PATTERN.test(code.trim().toLowerCase())) {
      return row.secretEnc !== null && this.recovery.use(userId, code, now);
    }
    const nowSec = Math.floor(now.getTime() / 1000);
    const after = row.lastStep ?? undefined;
    if (row.secretEnc !== null) {
      const step = matchTotp(this.cipher.decrypt(row.secretEnc), code, nowSec, after);
      if (step !== undefined) return this.totp.useStep(userId, step, now);
    }
    if (row.pendingEnc !== null && mayConfirm) {
      const step = matchTotp(this.cipher.decrypt(row.pendingEnc), code, nowSec, after);
      if (step !== undefined && (await this.totp.useStep(userId, step, now, { pendingEnc: row.pendingEnc }))) {
        await this.recovery.promote(userId);
        return true;
      }
    }
    return false;
  }

  private async newEnrolment(userId: string, email: string): Promise<TotpEnrolment> {
    const key = newTotpSecret();
    await this.totp.savePending(userId, this.cipher.encrypt(key), this.sessions.now());
    const recoveryCodes = await this.recovery.issuePending(userId);
    return { provisioningURL: totpProvisioningUri(this.issuer, email, key), image: '', key, recoveryCodes };
  }
}
