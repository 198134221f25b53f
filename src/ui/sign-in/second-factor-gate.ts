import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AccountSecurity, type AccountFactors } from '@/ports/account-security';
import { IdentityProvider } from '@/ports/identity-provider';

/**
 * After a magic-link sign-in, asks for the second factor the user has set up (authenticator code or passkey) before
 * any signed-in page shows. Checks again whenever the session's factors (amr) change; a session with a second
 * factor, or a user without one, passes.
 */
@injectable()
export class SecondFactorGate {
  /** The factors the user can prove now; undefined when nothing is asked. */
  asking: AccountFactors | undefined = undefined;
  /** True while the user's factors are being read after a sign-in. */
  checking = false;
  private checkedFor: string | undefined;

  constructor(
    @inject(IdentityProvider) private readonly identity: IdentityProvider,
    @inject(AccountSecurity) private readonly security: AccountSecurity,
  ) {
    makeAutoObservable<SecondFactorGate, 'checkedFor'>(this, { checkedFor: false }, { autoBind: true });
    identity.onDidChangeSession(() => void this.check());
    void this.check();
  }

  /** True when a signed-in page must wait for the second factor (or for the check itself). */
  get pending(): boolean {
    return this.checking || this.asking !== undefined;
  }

  /** Reads the session's factors and, without a second factor, whether the user has one to ask for. */
  async check(): Promise<void> {
    const token = this.identity.getSessionToken();
    const strength = this.security.sessionStrength();
    const key = token === undefined ? undefined : strength.methods.join(' ');
    if (key === this.checkedFor) return;
    this.checkedFor = key;
    if (token === undefined || strength.hasSecondFactor) {
      this.asking = undefined;
      this.checking = false;
      return;
    }
    this.checking = true;
    const factors = await this.security.factors();
    runInAction(() => {
      if (this.checkedFor !== key) return;
      this.checking = false;
      const f = factors.ok ? factors.data : undefined;
      this.asking = f && (f.totp || f.passkey) ? f : undefined;
    });
  }
}
