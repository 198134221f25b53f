/** The signed-in user as the current-user call returns it (spec section 3). */
export interface User {
  readonly id: string;
  readonly user_email: string;
}

/** The identity provider's user inside its session data. */
export interface IdentityUser {
  readonly userId: string;
  readonly loginIds: readonly string[];
  readonly name: string | undefined;
}

/** Session data the identity provider returns on verify and refresh (spec section 3). */
export interface IdentitySessionData {
  readonly sessionJwt: string;
  readonly refreshJwt: string | undefined;
  readonly user: IdentityUser | undefined;
  /** Provider-specific extra data, passed through untouched. */
  readonly authInfo: unknown;
}

/** Where the session is in its life (spec section 4): resolving at start, then resolved; logging out during logout. */
export type SessionStatus = 'resolving' | 'resolved' | 'loggingOut';

/** The app's session: the session token, the product user and the identity-provider user. */
export interface Session {
  readonly status: SessionStatus;
  readonly token: string | undefined;
  readonly user: User | undefined;
  readonly authUser: IdentityUser | undefined;
}

/** A session that has not been resolved yet (app start). */
export function initialSession(): Session {
  return { status: 'resolving', token: undefined, user: undefined, authUser: undefined };
}

/** The session resolved from identity-provider data, or resolved as signed out when there is none. */
export function resolveSession(session: Session, data: IdentitySessionData | undefined): Session {
  if (!data) return { ...initialSession(), status: 'resolved' };
  const sameUser = session.authUser?.userId === data.user?.userId;
  return { status: 'resolved', token: data.sessionJwt, authUser: data.user, user: sameUser ? session.user : undefined };
}

/** Attaches the product user from the current-user call. */
export function withCurrentUser(session: Session, user: User): Session {
  return { ...session, user };
}

/** Enters the logging-out state; the token and users are cleared at once so nothing acts for the old user. */
export function beginLogout(_session: Session): Session {
  return { ...initialSession(), status: 'loggingOut' };
}

/** Logout done: resolved and signed out. */
export function loggedOut(): Session {
  return resolveSession(initialSession(), undefined);
}

/** True when the session is resolved with a token. */
export function isSignedIn(session: Session): boolean {
  return session.status === 'resolved' && session.token !== undefined;
}

/** The cobrowse (screen-share support) session and whether its tool has started (spec section 3). */
export interface CobrowseSession {
  readonly session: unknown;
  readonly initialized: boolean;
}

/** No cobrowse session. */
export const NO_COBROWSE: CobrowseSession = Object.freeze({ session: undefined, initialized: false });

/** The cobrowse tool started with its session. */
export function cobrowseStarted(session: unknown): CobrowseSession {
  return { session, initialized: true };
}
