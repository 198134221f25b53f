import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { PasskeyPlace } from '@/domain/session/passkey-place';
import { AccountSecurity, type AccountFactors, type TotpEnrolment } from '@/ports/account-security';
import type { IdentityResult } from '@/ports/identity-provider';
import { CheckoutApi } from '@/ports/checkout-api';
import { ProfileApi } from '@/ports/profile-api';
import { SessionStore } from '@/ui/session/session-store';
import { ProfilePhone } from '@/ui/profile/profile-phone';
import { type PasskeyRow, passkeyRows } from '@/ui/profile/passkey-rows';
import { type SessionRow, sessionRows, signInTime } from '@/ui/profile/session-rows';
import { rateLimitedMessage } from '@/ui/sign-in/identity-error-message';
import { codeErrorMessage } from '@/ui/sign-in/second-factor-view-model';
import { EMAIL_INVALID, EMAIL_REQUIRED } from '@/ui/sign-in/sign-in-view-model';
import { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';

/** Shown when removing a factor needs a recent sign-in. */
export const SIGN_IN_AGAIN_MESSAGE = 'For your security, sign in again before removing a sign-in method. Then try again.';
/** The step-up prompt's words before adding, replacing or removing a sign-in method (decision 0269). */
export const FACTOR_STEP_UP_MESSAGE =
  'Confirm it is you with your authenticator app or passkey before changing your sign-in methods.';
/** Shown when the user did not confirm it is them (the prompt was cancelled): nothing changed. */
export const FACTOR_STEP_UP_CANCELLED =
  'Nothing was changed. Confirm it is you with your authenticator app or passkey to change your sign-in methods.';
/** The step-up prompt's words before changing the e-mail address (decision 0272). */
export const EMAIL_STEP_UP_MESSAGE =
  'Confirm it is you with your authenticator app or passkey before changing your e-mail address.';
/** Shown when the user did not confirm it is them before an e-mail change (the prompt was cancelled). */
export const EMAIL_STEP_UP_CANCELLED =
  'Nothing was changed. Confirm it is you with your authenticator app or passkey to change your e-mail address.';
/** The identity service's refusal of a factor change from a session without a second factor (server/identity/sessions.ts). */
const FACTOR_CHANGE_REFUSED = 'Confirm it is you with your authenticator app or passkey before changing your sign-in methods';
/** The identity service's refusal of an e-mail change from a session without a second factor (decision 0272). */
const EMAIL_CHANGE_REFUSED = 'Confirm it is you with your authenticator app or passkey before changing your e-mail address';

/** What a step-up before a change says, the service's refusal it answers, and what is shown when it is cancelled. */
interface StepUpWords {
  ask: string;
  refused: string;
  cancelled: string;
}
const FACTOR_STEP_UP: StepUpWords = {
  ask: FACTOR_STEP_UP_MESSAGE,
  refused: FACTOR_CHANGE_REFUSED,
  cancelled: FACTOR_STEP_UP_CANCELLED,
};
const EMAIL_STEP_UP: StepUpWords = {
  ask: EMAIL_STEP_UP_MESSAGE,
  refused: EMAIL_CHANGE_REFUSED,
  cancelled: EMAIL_STEP_UP_CANCELLED,
};
/** Shown when a passkey could not be added. */
export const PASSKEY_NOT_ADDED = 'The passkey was not added. Try again when your device asks for it.';
/** Shown when the active sessions cannot be listed. */
export const SESSIONS_FAILED = 'Your sessions could not be listed. Reload the page to try again.';
/** Shown when the passkeys cannot be listed. */
export const PASSKEYS_FAILED = 'Your passkeys could not be listed. Reload the page to try again.';
/** Shown once a passkey is removed. */
export const PASSKEY_REMOVED = 'The passkey is removed. It no longer signs you in.';
/** Shown once a passkey is renamed. */
export const PASSKEY_RENAMED = 'The passkey is renamed.';
/** The message of an empty passkey name. */
export const PASSKEY_NAME_REQUIRED = 'Give the passkey a name.';
/** The message of an over-long passkey name. */
export const PASSKEY_NAME_TOO_LONG = 'Use at most 60 characters.';
/** Shown once another device's session is ended. */
export const SESSION_ENDED = 'That device is signed out. It has to sign in again to get back in.';
/** Shown for any other failure. */
export const PROFILE_FAILED = 'That did not work. Please try again.';

/** One sign-in as the profile lists it. */
export interface SignInRow {
  when: string;
  ip: string;
}

function failure(result: IdentityResult<unknown>): string {
  if (result.code === 429) return rateLimitedMessage(result.error?.retryAfter);
  if (result.error?.errorMessage === 'Sign in again to make this change') return SIGN_IN_AGAIN_MESSAGE;
  if (refusedWithoutSecondFactor(result)) return FACTOR_STEP_UP_CANCELLED;
  if (refusedWithoutSecondFactor(result, EMAIL_STEP_UP)) return EMAIL_STEP_UP_CANCELLED;
  return PROFILE_FAILED;
}

function refusedWithoutSecondFactor(result: IdentityResult<unknown>, words: StepUpWords = FACTOR_STEP_UP): boolean {
  return result.error?.errorMessage === words.refused;
}

/** The profile: the user's details, sign-in methods and factors, recent sign-ins and sessions. */
@injectable()
export class ProfileViewModel {
  /** The confirmed factors, once loaded. */
  factors: AccountFactors | undefined = undefined;
  /** Recent sign-ins, newest first. */
  history: SignInRow[] = [];
  /** The phone field of the details. */
  readonly phone: ProfilePhone;
  /** The user's passkeys one by one, the oldest first. */
  passkeys: PasskeyRow[] = [];
  /** Why the passkeys could not be listed. */
  passkeysError: string | undefined = undefined;
  /** The passkey the user asked to remove, awaiting their confirmation. */
  removing: PasskeyRow | undefined = undefined;
  /** The passkey being renamed, the name typed so far and its message. */
  renaming: { id: string; value: string; error: string | undefined } | undefined = undefined;
  /** The active sessions, this device first. */
  sessions: SessionRow[] = [];
  /** Why the sessions could not be listed. */
  sessionsError: string | undefined = undefined;
  /** An authenticator app being added: its secret, QR code URI and recovery codes. */
  enrolment: TotpEnrolment | undefined = undefined;
  /** The first code typed to confirm the app. */
  code = '';
  /** Recovery codes to show once, after the app is confirmed. */
  recoveryCodes: string[] | undefined = undefined;
  /** What went wrong, in words. */
  error: string | undefined = undefined;
  /** What just happened, in words. */
  notice: string | undefined = undefined;
  /** True while a call is in flight. */
  busy = false;
  /** The new e-mail address typed so far. */
  newEmail = '';
  /** The message of the new e-mail field, if invalid. */
  newEmailError: string | undefined = undefined;
  /** Whether the user wants an e-mail when their plan needs attention (undefined until loaded or answered). */
  emailUpdates: boolean | undefined = undefined;

  constructor(
    @inject(AccountSecurity) private readonly security: AccountSecurity,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(ProfileApi) private readonly api: ProfileApi,
    @inject(StepUpPrompt) private readonly stepUp: StepUpPrompt,
    /** The plan setup's personal details: the person's name and the phone given there. */
    @inject(CheckoutApi) @optional() private readonly checkout?: CheckoutApi,
  ) {
    this.phone = new ProfilePhone(api);
    makeAutoObservable<ProfileViewModel, 'checkout'>(this, { phone: false, checkout: false }, { autoBind: true });
  }

  /** The name and phone of the plan setup's personal details, once read. */
  personal: { name: string | undefined; phone: string | undefined } = { name: undefined, phone: undefined };

  /** The person's name: as given in the plan setup, else the sign-in's own name; never the e-mail address. */
  get name(): string | undefined {
    if (this.personal.name) return this.personal.name;
    const display = this.session.displayName;
    return display && display !== this.email ? display : undefined;
  }

  /** The phone shown in the details: the profile's own, else the one given in the plan setup. */
  get shownPhone(): string | undefined {
    return this.phone.saved ?? this.personal.phone;
  }

  /** The signed-in user's e-mail address. */
  /** Whether a passkey can be added from this page, or only at another address (an IP address has none). */
  get passkeyPlace(): PasskeyPlace {
    return this.security.passkeyPlace();
  }

  get email(): string | undefined {
    return this.session.email;
  }

  /** Loads the factors, the sign-in history, the notification preference and the active sessions. */
  async load(): Promise<void> {
    const [factors, history, preference, sessions, , passkeys] = await Promise.all([
      this.security.factors(),
      this.security.history(),
      this.api.notificationPreference().catch(() => undefined),
      this.security.sessions(),
      this.phone.load(),
      this.email ? this.security.listPasskeys(this.email) : undefined,
    ]);
    const details = await this.checkout?.step('personalDetails').catch(() => undefined);
    runInAction(() => {
      if (details) this.personal = personalOf(details.values);
      this.passkeys = passkeys?.ok && passkeys.data ? passkeyRows(passkeys.data) : [];
      this.passkeysError = passkeys === undefined || passkeys.ok ? undefined : PASSKEYS_FAILED;
      this.sessions = sessions.ok && sessions.data ? sessionRows(sessions.data) : [];
      this.sessionsError = sessions.ok ? undefined : SESSIONS_FAILED;
      if (preference) this.emailUpdates = preference.emailUpdates ?? undefined;
      if (factors.ok) this.factors = factors.data;
      if (history.ok && history.data) this.history = history.data.map((h) => ({ when: signInTime(h.at), ip: h.ip }));
    });
  }

  /** Starts adding an authenticator app: a new secret shown as a QR code. */
  async startTotp(): Promise<void> {
    if (!this.email) return;
    this.clearMessages();
    const r = await this.withSecondFactor(() => this.security.startTotpEnrolment(this.email as string));
    runInAction(() => {
      if (r.ok) this.enrolment = r.data;
      else this.error = failure(r);
    });
  }

  /** Updates the confirmation code. */
  setCode(value: string): void {
    this.code = value;
    this.error = undefined;
  }

  /** Confirms the app with its first code; the recovery codes are then shown once. */
  async confirmTotp(): Promise<boolean> {
    const code = this.code.replace(/\s+/g, '');
    if (!this.email || !this.enrolment) return false;
    if (!/^\d{6}$/.test(code)) {
      this.error = 'Enter the 6-digit code your authenticator app shows.';
      return false;
    }
    const r = await this.run(() => this.security.verifyTotp(this.email as string, code, { addToSession: true }));
    runInAction(() => {
      if (!r.ok) {
        this.error = codeErrorMessage(r);
        return;
      }
      this.recoveryCodes = this.enrolment?.recoveryCodes;
      this.enrolment = undefined;
      this.code = '';
    });
    if (r.ok) await this.load();
    return r.ok;
  }

  /** Closes the enrolment (cancelled, or the recovery codes were saved). */
  closeEnrolment(): void {
    if (this.recoveryCodes) this.notice = 'Your authenticator app is set up.';
    this.enrolment = undefined;
    this.recoveryCodes = undefined;
    this.code = '';
    this.error = undefined;
  }

  /** Adds a passkey of this device. */
  async addPasskey(): Promise<void> {
    if (!this.email) return;
    this.clearMessages();
    const r = await this.withSecondFactor(() => this.security.addPasskey(this.email as string));
    runInAction(() => {
      if (r.ok) this.notice = 'Your passkey is added. You can now sign in with it alone.';
      else if (refusedWithoutSecondFactor(r)) this.error = FACTOR_STEP_UP_CANCELLED;
      else this.error = r.code === 429 ? rateLimitedMessage(r.error?.retryAfter) : PASSKEY_NOT_ADDED;
    });
    if (r.ok) await this.load();
  }

  /** Removes the authenticator app (needs a recent sign-in). */
  removeTotp(): Promise<void> {
    return this.remove(() => this.security.removeTotp(this.email as string), 'Your authenticator app is removed.');
  }

  /** Removes the passkeys (needs a recent sign-in). */
  removePasskeys(): Promise<void> {
    return this.remove(() => this.security.removePasskeys(this.email as string), 'Your passkeys are removed.');
  }

  /** Asks to remove one passkey: the confirmation dialog opens. */
  askRemovePasskey(id: string): void {
    this.clearMessages();
    this.removing = this.passkeys.find((p) => p.id === id);
  }

  /** Keeps the passkey (the confirmation dialog closes). */
  keepPasskey(): void {
    this.removing = undefined;
  }

  /** Removes the passkey being confirmed (needs a recent sign-in); the dialog closes either way. */
  async confirmRemovePasskey(): Promise<void> {
    const target = this.removing;
    this.removing = undefined;
    if (!target) return;
    await this.remove(() => this.security.removePasskey(this.email as string, target.id), PASSKEY_REMOVED);
  }

  /** Starts renaming a passkey: its name becomes an editable field. */
  startRename(id: string): void {
    const p = this.passkeys.find((k) => k.id === id);
    this.clearMessages();
    this.renaming = p ? { id, value: p.name, error: undefined } : undefined;
  }

  /** Updates the name being typed. */
  setRenameValue(value: string): void {
    if (this.renaming) this.renaming = { ...this.renaming, value, error: undefined };
  }

  /** Leaves the name as it was. */
  cancelRename(): void {
    this.renaming = undefined;
  }

  /** Saves the typed name (trimmed, 1 to 60 characters); the field stays, with its message, when it is refused. */
  async saveRename(): Promise<void> {
    const r0 = this.renaming;
    if (!r0 || !this.email) return;
    const name = r0.value.trim();
    const error = name === '' ? PASSKEY_NAME_REQUIRED : [...name].length > 60 ? PASSKEY_NAME_TOO_LONG : undefined;
    if (error) {
      this.renaming = { ...r0, error };
      return;
    }
    this.clearMessages();
    const r = await this.run(() => this.security.renamePasskey(this.email as string, r0.id, name));
    runInAction(() => {
      if (r.ok) {
        this.renaming = undefined;
        this.notice = PASSKEY_RENAMED;
      } else this.error = failure(r);
    });
    if (r.ok) await this.load();
  }

  /** Ends the session of another device (revokes it there; it must sign in again). */
  async endSession(id: string): Promise<void> {
    this.clearMessages();
    const r = await this.run(() => this.security.endSession(id));
    runInAction(() => {
      if (r.ok) this.notice = SESSION_ENDED;
      else this.error = failure(r);
    });
    if (r.ok) await this.load();
  }

  /** Signs out on this device. */
  signOut(): Promise<void> {
    return this.session.logout();
  }

  /** Updates the new e-mail address. */
  setNewEmail(value: string): void {
    this.newEmail = value;
    this.newEmailError = undefined;
  }

  /**
   * Sends a confirmation link to the new address (returning to the profile); the address changes once it is opened. A
   * user with a second factor confirms it first when the session has none (decision 0272); the typed address stays.
   */
  async changeEmail(origin: string): Promise<boolean> {
    const email = this.newEmail.trim();
    this.clearMessages();
    this.newEmailError = email === '' ? EMAIL_REQUIRED : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? undefined : EMAIL_INVALID;
    if (this.newEmailError || !this.email) return false;
    const r = await this.withSecondFactor(
      () => this.security.changeEmail(this.email as string, email, `${origin}/profile`),
      EMAIL_STEP_UP,
    );
    runInAction(() => {
      if (r.ok) {
        this.notice = `We sent a link to ${r.data?.maskedEmail ?? email}. Open it to confirm your new address; until then your current address stays.`;
        this.newEmail = '';
      } else this.error = failure(r);
    });
    return r.ok;
  }

  /** Records the notification preference. */
  async setEmailUpdates(value: boolean): Promise<void> {
    const before = this.emailUpdates;
    this.emailUpdates = value;
    this.clearMessages();
    try {
      await this.api.setNotificationPreference(value);
      runInAction(() => (this.notice = value ? 'You will get e-mail updates.' : 'You will not get e-mail updates.'));
    } catch {
      runInAction(() => {
        this.emailUpdates = before;
        this.error = PROFILE_FAILED;
      });
    }
  }

  /** Ends every session of the user, this one included. */
  async signOutEverywhere(): Promise<void> {
    const r = await this.run(() => this.security.signOutEverywhere());
    if (r.ok) await this.session.logout();
    else runInAction(() => (this.error = failure(r)));
  }

  /** Signs out so that the user can sign in again (before removing a factor). */
  signInAgain(): Promise<void> {
    return this.session.logout();
  }

  private async remove(call: () => Promise<IdentityResult<unknown>>, done: string): Promise<void> {
    if (!this.email) return;
    this.clearMessages();
    const r = await this.withSecondFactor(call);
    runInAction(() => {
      if (r.ok) this.notice = done;
      else this.error = failure(r);
    });
    if (r.ok) await this.load();
  }

  /**
   * Runs a factor change (add, replace, remove; decision 0269) or an e-mail change (decision 0272) with a second factor
   * in the session when the user has one: a session without `mfa` (e.g. made on this device before a factor was added
   * on another) is asked for it first by the step-up prompt, and again if the identity service still refuses; the change
   * then goes on. Cancelled, the service's refusal is answered.
   */
  private async withSecondFactor<T>(
    call: () => Promise<IdentityResult<T>>,
    words: StepUpWords = FACTOR_STEP_UP,
  ): Promise<IdentityResult<T>> {
    const f = this.factors;
    const hasFactor = f !== undefined && (f.totp || f.passkey);
    if (hasFactor && !this.security.sessionStrength().hasSecondFactor && !(await this.stepUp.ask(words.ask)))
      return {
        ok: false,
        code: 401,
        error: { errorCode: 'E061005', errorDescription: 'Invalid token provided', errorMessage: words.refused },
      };
    const r = await this.run(call);
    if (r.ok || !refusedWithoutSecondFactor(r, words) || !(await this.stepUp.ask(words.ask))) return r;
    return this.run(call);
  }

  private clearMessages(): void {
    this.error = undefined;
    this.notice = undefined;
  }

  private async run<T>(call: () => Promise<IdentityResult<T>>): Promise<IdentityResult<T>> {
    this.busy = true;
    try {
      return await call();
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}

/** The name and phone of the plan setup's personal details (the spec's first_name, middle_name, last_name, phone). */
function personalOf(values: Readonly<Record<string, unknown>>): { name: string | undefined; phone: string | undefined } {
  const text = (key: string): string => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');
  const name = ['first_name', 'middle_name', 'last_name'].map(text).filter(Boolean).join(' ');
  return { name: name || undefined, phone: text('phone') || undefined };
}
