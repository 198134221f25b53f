import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { MAGIC_LINK_TOKEN_PARAM, type PasskeyPlace } from '@/domain/session';
import { AccountSecurity } from '@/ports/account-security';
import { IdentityProvider } from '@/ports/identity-provider';
import { Navigation } from '@/ports/navigation';
import { identityErrorMessage, rateLimitedMessage, SEND_FAILED_MESSAGE } from '@/ui/sign-in/identity-error-message';
import { SessionStore } from '@/ui/session/session-store';

/** Spec section 5 messages for the e-mail field. */
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please type valid email address';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Shown when signing in with a passkey did not work. */
export const PASSKEY_SIGN_IN_FAILED = 'We could not sign you in with a passkey. Try again, or send yourself a sign-in link.';

/** The sign-in page: e-mail entry that sends a sign-up-or-in magic link, then "check your e-mail". */
@injectable()
export class SignInViewModel {
  /** The e-mail typed so far. */
  email = '';
  /** idle: entering; sending: request in flight; sent: check your e-mail. */
  status: 'idle' | 'sending' | 'sent' | 'passkey' = 'idle';
  /** The message of the e-mail field, if invalid. */
  fieldError: string | undefined = undefined;
  /** A failure of the identity provider, in words. */
  error: string | undefined = undefined;
  /** The address the link went to, as the provider masks it. */
  sentTo: string | undefined = undefined;
  /** True once "Sign in with a passkey" was chosen at an address that has no passkeys (an IP address). */
  passkeyElsewhereShown = false;

  constructor(
    @inject(IdentityProvider) private readonly identity: IdentityProvider,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(AccountSecurity) private readonly security: AccountSecurity,
  ) {
    makeAutoObservable(this, undefined, { autoBind: true });
    this.email = identity.getLastUser().loginId ?? '';
  }

  /** Whether a passkey can sign in from this page, or only at another address (an IP address has none). */
  get passkeyPlace(): PasskeyPlace {
    return this.security.passkeyPlace();
  }

  /** A problem with a magic link the user followed (stale or forged). */
  get linkError(): string | undefined {
    return this.session.signInError;
  }

  /** Updates the e-mail and clears its message. */
  setEmail(value: string): void {
    this.email = value;
    this.fieldError = undefined;
  }

  /** Where the magic link returns to: the page being opened, or the home page when it is the sign-in page. */
  returnUrl(origin: string): string {
    const url = new URL(this.navigation.currentPath(), origin);
    url.searchParams.delete(MAGIC_LINK_TOKEN_PARAM);
    if (url.pathname === '/sign-in') return `${origin}/`;
    return url.toString();
  }

  /** Validates the e-mail; answers it, or undefined with the field's message set. */
  private validEmail(): string | undefined {
    const email = this.email.trim();
    this.error = undefined;
    this.fieldError = email === '' ? EMAIL_REQUIRED : EMAIL_PATTERN.test(email) ? undefined : EMAIL_INVALID;
    return this.fieldError ? undefined : email;
  }

  /** Signs in with a passkey of this device alone, then opens the page being opened; resolves true when signed in. */
  async signInWithPasskey(origin: string): Promise<boolean> {
    const email = this.validEmail();
    if (email === undefined || this.status !== 'idle') return false;
    // No ceremony at an IP address: the browser refuses it; the page says where passkeys work instead (decision 0298).
    this.passkeyElsewhereShown = !this.passkeyPlace.here;
    if (this.passkeyElsewhereShown) return false;
    this.status = 'passkey';
    const result = await this.security.signInWithPasskey(email, { addToSession: false });
    runInAction(() => {
      this.status = 'idle';
      this.error = result.ok
        ? undefined
        : result.code === 429
          ? rateLimitedMessage(result.error?.retryAfter)
          : PASSKEY_SIGN_IN_FAILED;
    });
    if (result.ok) this.navigation.load(this.returnUrl(origin));
    return result.ok;
  }

  /** Validates the e-mail and asks the identity provider to send the link; resolves true when sent. */
  async submit(origin: string): Promise<boolean> {
    const email = this.validEmail();
    if (email === undefined || this.status === 'sending') return false;
    this.status = 'sending';
    try {
      const result = await this.identity.sendMagicLink(email, this.returnUrl(origin));
      runInAction(() => {
        this.status = result.ok ? 'sent' : 'idle';
        this.sentTo = result.ok ? (result.data?.maskedEmail ?? email) : undefined;
        this.error = result.ok ? undefined : identityErrorMessage(result);
      });
      return result.ok;
    } catch {
      runInAction(() => {
        this.status = 'idle';
        this.error = SEND_FAILED_MESSAGE;
      });
      return false;
    }
  }

  /** Back to e-mail entry (after "check your e-mail"). */
  startOver(): void {
    this.status = 'idle';
    this.sentTo = undefined;
  }
}
