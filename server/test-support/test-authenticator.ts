import { TOTP_PERIOD_SEC, totpCode } from '../identity/totp';

/** One answer of the embedded identity service. */
export interface IdentityAnswer {
  ok: boolean;
  status: number;
  body: Record<string, any>;
}

/** Calls `path` of the embedded identity service with `Authorization: Bearer <project>[:<refresh token>]`. */
export type IdentityCall = (path: string, body: unknown, refreshJwt?: string) => Promise<IdentityAnswer>;

interface App {
  secret: string;
  /** The newest time step this helper used (the service takes each step once). */
  lastStep: number;
  /** The recovery codes shown at enrolment that are still unused. */
  recoveryCodes: string[];
}

/**
 * The tests' authenticator app: enrols TOTP for a signed-in user through the identity service's real endpoints
 * (totp/update, then totp/verify with the first code) and computes codes from the secret with the project's TOTP
 * library, at the app's clock. A code works once per time step, so codes of the previous, current and next step are
 * tried in turn (the service accepts one step of drift either way); when all three were used already (many sign-ins
 * of one user under a fixed clock), one of the recovery codes shown at enrolment stands in, as it would for a person.
 */
export class TestAuthenticator {
  private readonly apps = new Map<string, App>();

  constructor(
    private readonly identity: IdentityCall,
    private readonly now: () => Date,
  ) {}

  /** The Base32 secret enrolled for `email` by this helper, if any. */
  secretOf(email: string): string | undefined {
    return this.apps.get(email.toLowerCase())?.secret;
  }

  /**
   * Adds the second factor to the session of `refreshJwt` (loginOptions.mfa), enrolling an authenticator app for
   * `email` first when this helper has none for it yet. Answers the identity service's token response.
   */
  async addSecondFactor(email: string, refreshJwt: string): Promise<Record<string, any>> {
    const loginId = email.toLowerCase();
    let app = this.apps.get(loginId);
    if (app === undefined) {
      const enrolment = await this.identity('/v1/auth/totp/update', { loginId }, refreshJwt);
      if (!enrolment.ok)
        throw new Error(`totp/update for ${loginId} answered ${enrolment.status}: ${JSON.stringify(enrolment.body)}`);
      app = {
        secret: enrolment.body.key as string,
        lastStep: -1,
        recoveryCodes: [...(enrolment.body.recoveryCodes as string[])],
      };
      this.apps.set(loginId, app);
    }
    const failures: string[] = [];
    const verify = async (code: string): Promise<IdentityAnswer> => {
      const res = await this.identity('/v1/auth/totp/verify', { loginId, code, loginOptions: { mfa: true } }, refreshJwt);
      if (!res.ok) failures.push(`${res.status} ${JSON.stringify(res.body)}`);
      return res;
    };
    const current = Math.floor(this.now().getTime() / 1000 / TOTP_PERIOD_SEC);
    for (const step of [current - 1, current, current + 1]) {
      if (step <= app.lastStep) continue;
      const res = await verify(totpCode(app.secret, step * TOTP_PERIOD_SEC));
      if (res.ok) {
        app.lastStep = step;
        return res.body;
      }
    }
    while (app.recoveryCodes.length > 0) {
      const res = await verify(app.recoveryCodes.shift() as string);
      if (res.ok) return res.body;
    }
    throw new Error(`no second factor code of ${loginId} was accepted: ${failures.join('; ')}`);
  }
}
