import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { PasskeyPlace } from '@/domain/session/passkey-place';
import { AccountSecurity } from '@/ports/account-security';
import type { IdentityResult } from '@/ports/identity-provider';
import { SessionStore } from '@/ui/session/session-store';
import { rateLimitedMessage } from '@/ui/sign-in/identity-error-message';
import { SecondFactorGate } from '@/ui/sign-in/second-factor-gate';

/** Shown for an empty code. */
export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app, or a recovery code.';
/** Shown when the passkey prompt was dismissed or failed. */
export const PASSKEY_FAILED_MESSAGE = 'Your passkey was not accepted. Try again, or use your authenticator app.';

/** The provider's message for a refused code, with the provider's own description (e.g. "Failed to verify TOTP code"). */
export function codeErrorMessage(result: IdentityResult<unknown>): string {
  if (result.code === 429) return rateLimitedMessage(result.error?.retryAfter);
  const description = result.error?.errorDescription;
  return description ? `${description}. Check the code and try again.` : 'The code could not be checked. Please try again.';
}

/** The second step of signing in (and of a step-up): an authenticator code or a passkey, added to this session. */
@injectable()
export class SecondFactorViewModel {
  /** The code typed so far. */
  code = '';
  /** What went wrong, in words. */
  error: string | undefined = undefined;
  /** True while a check is in flight. */
  busy = false;

  constructor(
    @inject(AccountSecurity) private readonly security: AccountSecurity,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(SecondFactorGate) private readonly gate: SecondFactorGate,
  ) {
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** Whether the user can use an authenticator code (true when asked for a step-up without knowing). */
  get offersCode(): boolean {
    return this.gate.asking?.totp ?? true;
  }

  /** Whether the user can use a passkey. */
  get offersPasskey(): boolean {
    return this.gate.asking?.passkey ?? true;
  }

  /** Whether a passkey can be used from this page, or only at another address (an IP address has none). */
  get passkeyPlace(): PasskeyPlace {
    return this.security.passkeyPlace();
  }

  /** Updates the code and clears the message. */
  setCode(value: string): void {
    this.code = value;
    this.error = undefined;
  }

  /** Checks the code and adds the factor to the session; resolves true when accepted. */
  async submitCode(): Promise<boolean> {
    const code = this.code.replace(/\s+/g, '');
    const email = this.session.email;
    if (code === '') {
      this.error = CODE_REQUIRED;
      return false;
    }
    if (this.busy || !email) return false;
    this.busy = true;
    const result = await this.security.verifyTotp(email, code, { addToSession: true });
    runInAction(() => {
      this.busy = false;
      this.error = result.ok ? undefined : codeErrorMessage(result);
      if (result.ok) this.code = '';
    });
    return result.ok;
  }

  /** Uses a passkey of this device and adds it to the session; resolves true when accepted. */
  async usePasskey(): Promise<boolean> {
    const email = this.session.email;
    if (this.busy || !email) return false;
    this.busy = true;
    this.error = undefined;
    const result = await this.security.signInWithPasskey(email, { addToSession: true });
    runInAction(() => {
      this.busy = false;
      this.error = result.ok
        ? undefined
        : result.code === 429
          ? rateLimitedMessage(result.error?.retryAfter)
          : PASSKEY_FAILED_MESSAGE;
    });
    return result.ok;
  }

  /** Signs out instead (someone else's account, or no factor at hand). */
  signOut(): Promise<void> {
    return this.session.logout();
  }
}
