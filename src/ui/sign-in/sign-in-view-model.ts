import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { MAGIC_LINK_TOKEN_PARAM } from '@/domain/session';
import { IdentityProvider } from '@/ports/identity-provider';
import { Navigation } from '@/ports/navigation';
import { identityErrorMessage, SEND_FAILED_MESSAGE } from '@/ui/sign-in/identity-error-message';
import { SessionStore } from '@/ui/session/session-store';

/** Spec section 5 messages for the e-mail field. */
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please type valid email address';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sign-in page: e-mail entry that sends a sign-up-or-in magic link, then "check your e-mail". */
@injectable()
export class SignInViewModel {
  /** The e-mail typed so far. */
  email = '';
  /** idle: entering; sending: request in flight; sent: check your e-mail. */
  status: 'idle' | 'sending' | 'sent' = 'idle';
  /** The message of the e-mail field, if invalid. */
  fieldError: string | undefined = undefined;
  /** A failure of the identity provider, in words. */
  error: string | undefined = undefined;
  /** The address the link went to, as the provider masks it. */
  sentTo: string | undefined = undefined;

  constructor(
    @inject(IdentityProvider) private readonly identity: IdentityProvider,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable(this, undefined, { autoBind: true });
    this.email = identity.getLastUser().loginId ?? '';
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

  /** Validates the e-mail and asks the identity provider to send the link; resolves true when sent. */
  async submit(origin: string): Promise<boolean> {
    const email = this.email.trim();
    this.error = undefined;
    this.fieldError = email === '' ? EMAIL_REQUIRED : EMAIL_PATTERN.test(email) ? undefined : EMAIL_INVALID;
    if (this.fieldError || this.status === 'sending') return false;
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
