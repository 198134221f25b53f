import type { PasskeyPlace } from '@/domain/session/passkey-place';
import type { IdentityResult, IdentitySession } from './identity-provider';

/** A new authenticator-app secret to confirm with its first code; the recovery codes are shown this once. */
export interface TotpEnrolment {
  /** The otpauth:// URI an authenticator app reads from a QR code. */
  provisioningUrl: string;
  /** The Base32 secret, for typing into an app by hand. */
  secret: string;
  /** Single-use codes for when the app is lost. */
  recoveryCodes: string[];
}

/** The second factors a user has confirmed. */
export interface AccountFactors {
  totp: boolean;
  passkey: boolean;
}

/** One passkey of the user, as their profile lists it. */
export interface Passkey {
  id: string;
  /** A name to tell passkeys apart (e.g. "Chrome on macOS", from the browser that added it). */
  name: string;
  createdAt: Date;
  /** When it last signed in; undefined when it never has. */
  lastUsedAt: Date | undefined;
}

/** One sign-in of the user. */
export interface SignInEvent {
  at: Date;
  ip: string;
}

/** One active session of the user (a signed-in device or browser). */
export interface ActiveSession {
  id: string;
  startedAt: Date;
  lastUsedAt: Date;
  /** How the session signed in (amr: email, totp, webauthn, mfa). */
  methods: string[];
  /** The session of this device. */
  thisDevice: boolean;
}

/** What the user's session proves: how they signed in (amr) and when. */
export interface SessionStrength {
  /** The factors of the current session (e.g. email, totp, webauthn, mfa). */
  methods: string[];
  /** True when the session includes a second factor (amr has mfa). */
  hasSecondFactor: boolean;
}

/** The user's second factors, passkeys, sign-in history and sessions (the identity provider's account calls). */
export interface AccountSecurity {
  /** The signed-in user's confirmed factors. */
  factors(): Promise<IdentityResult<AccountFactors>>;
  /** Starts adding an authenticator app for the signed-in user `loginId` (a new secret, confirmed by verifyTotp). */
  startTotpEnrolment(loginId: string): Promise<IdentityResult<TotpEnrolment>>;
  /**
   * Checks an authenticator code or a recovery code of `loginId`. `addToSession`: adds the factor to the current
   * session (sign-in second step, step-up, enrolment); otherwise signs in with the code alone.
   */
  verifyTotp(loginId: string, code: string, options: { addToSession: boolean }): Promise<IdentityResult<IdentitySession>>;
  /** Removes the authenticator app; the provider refuses unless the user signed in within the last minutes. */
  removeTotp(loginId: string): Promise<IdentityResult<unknown>>;
  /** Registers a passkey of this device for the signed-in user `loginId`. */
  addPasskey(loginId: string): Promise<IdentityResult<unknown>>;
  /** Signs in with a passkey: alone, or added to the current session (`addToSession`, step-up). */
  signInWithPasskey(loginId: string, options: { addToSession: boolean }): Promise<IdentityResult<IdentitySession>>;
  /** Removes the user's passkeys; needs a recent sign-in like removeTotp. */
  removePasskeys(loginId: string): Promise<IdentityResult<unknown>>;
  /** The signed-in user's passkeys one by one, the oldest first. */
  listPasskeys(loginId: string): Promise<IdentityResult<Passkey[]>>;
  /** Gives one passkey of the signed-in user a name (1 to 60 characters). */
  renamePasskey(loginId: string, passkeyId: string, name: string): Promise<IdentityResult<unknown>>;
  /** Removes one passkey of the signed-in user; needs a recent sign-in like removeTotp. */
  removePasskey(loginId: string, passkeyId: string): Promise<IdentityResult<unknown>>;
  /** Sends a link to `newEmail` that makes it the user's address once opened (returning to `redirectUrl`). */
  changeEmail(loginId: string, newEmail: string, redirectUrl: string): Promise<IdentityResult<{ maskedEmail: string }>>;
  /** The signed-in user's sign-ins, newest first. */
  history(): Promise<IdentityResult<SignInEvent[]>>;
  /** The user's active sessions, the last used first. */
  sessions(): Promise<IdentityResult<ActiveSession[]>>;
  /** Ends one of the user's sessions (another device), by its id; the user's own sessions only. */
  endSession(sessionId: string): Promise<IdentityResult<unknown>>;
  /** Ends every session of the user (all devices), this one included. */
  signOutEverywhere(): Promise<IdentityResult<unknown>>;
  /** The factors of the current session token. */
  sessionStrength(): SessionStrength;
  /** Whether passkeys can be used from this page, or only at another address (an IP address has no passkeys). */
  passkeyPlace(): PasskeyPlace;
}
export const AccountSecurity = Symbol('AccountSecurity');
