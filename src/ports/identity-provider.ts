/** Result of an identity call, shaped like the Descope SDK's (spec section 8). */
export interface IdentityResult<T> {
  /** True on success. */
  ok: boolean;
  /** HTTP status, when a response arrived. */
  code?: number;
  /** Data on success. */
  data?: T;
  /** The error body on failure; retryAfter (seconds, or 0) on HTTP 429. */
  error?: { errorCode: string; errorDescription: string; errorMessage?: string; retryAfter?: number };
}

/** The user as the identity provider knows them. */
export interface IdentityUser {
  userId: string;
  loginIds: string[];
  name?: string;
  email?: string;
}

/** Tokens and user of a signed-in session. */
export interface IdentitySession {
  sessionJwt: string;
  refreshJwt?: string;
  user?: IdentityUser;
}

/** Polling bounds of a pending sign-in (clamped to 1000 ms minimum interval, 600000 ms maximum timeout). */
export interface PollOptions {
  pollingIntervalMs?: number;
  timeoutMs?: number;
}

/** The identity provider (Descope or the embedded server's Descope-compatible API). */
export interface IdentityProvider {
  /** Restores the stored session and starts the refresh timer and visibility listener. */
  start(): Promise<void>;
  /** Sends a magic link to `email` that returns to `redirectUrl` with the token in query parameter 't'. */
  sendMagicLink(email: string, redirectUrl: string): Promise<IdentityResult<{ maskedEmail: string }>>;
  /** Verifies a magic-link token and stores the session. */
  verifyMagicLink(token: string): Promise<IdentityResult<IdentitySession>>;
  /** Sends an enchanted link; the pending reference is then polled with waitForSession. */
  sendEnchantedLink(
    email: string,
    redirectUrl: string,
  ): Promise<IdentityResult<{ pendingRef: string; linkId: string; maskedEmail: string }>>;
  /** Polls a pending sign-in until ok or timeout ({ok: false, errorCode '0', 'Session polling timeout exceeded: {ms}ms'}). */
  waitForSession(pendingRef: string, options?: PollOptions): Promise<IdentityResult<IdentitySession>>;
  /** Refreshes the session with the stored refresh token; concurrent calls share one request. */
  refresh(): Promise<IdentityResult<IdentitySession>>;
  /** The user of the stored session. */
  me(): Promise<IdentityResult<IdentityUser>>;
  /** Ends the session: clears tokens, timers and (unless keepLastUser) the last-user data. */
  logout(options?: { keepLastUser?: boolean }): Promise<IdentityResult<unknown>>;
  /** The current session token, if any. */
  getSessionToken(): string | undefined;
  /** The stored refresh token, if any. */
  getRefreshToken(): string | undefined;
  /** Login id and display name of the last signed-in user, kept for the sign-in page. */
  getLastUser(): { loginId?: string; displayName?: string };
  /** Roles from the session token: top level, or of `tenant` when given. */
  getRoles(tenant?: string): string[];
  /** Permissions from the session token: top level, or of `tenant` when given. */
  getPermissions(tenant?: string): string[];
  /** Tenant ids in the session token. */
  getTenants(): string[];
  /** True when `token` (default: the session token) is absent or past its expiry. */
  isExpired(token?: string): boolean;
  /** Subscribes to session-token changes (undefined after logout or a 401); returns an unsubscribe function. */
  onDidChangeSession(listener: (token: string | undefined) => void): () => void;
  /** Stops timers and listeners. */
  stop(): void;
}
export const IdentityProvider = Symbol('IdentityProvider');
