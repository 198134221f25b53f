import type { Clock } from '@/ports/clock';
import type { IdentityProvider, IdentityResult, IdentitySession, IdentityUser, PollOptions } from '@/ports/identity-provider';
import { pollBounds } from '@/adapters/descope/descope-identity-provider';
import { claimList, isTokenExpired, tenantIds } from '@/adapters/descope/jwt-claims';
import { FakeClock } from './fake-clock';

const b64url = (value: unknown): string => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** Builds an unsigned JWT-shaped token (the fake's tokens decode like real ones). */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.fake-signature`;
}

const INVALID = { errorCode: 'E061005', errorDescription: 'Invalid token provided' };

/** In-memory IdentityProvider: magic links land in `sentLinks`; pending sign-ins are approved with approve(). */
export class FakeIdentityProvider implements IdentityProvider {
  /** Magic and enchanted links sent, oldest first. */
  readonly sentLinks: Array<{ email: string; redirectUrl: string; token: string }> = [];
  /** Roles, permissions and tenants put into the tokens of an e-mail address. */
  readonly claimsByEmail = new Map<string, Record<string, unknown>>();
  /** Session-token lifetime in seconds. */
  sessionTtlSec = 600;
  private readonly users = new Map<string, IdentityUser>();
  private readonly pending = new Map<string, { email: string; approved: boolean }>();
  private sessionToken: string | undefined;
  private refreshToken: string | undefined;
  private lastUser: { loginId?: string; displayName?: string } = {};
  private amr: string[] = ['email'];
  /** When the current session signed in (the fake's clock), for fresh-sign-in checks. */
  signedInAt: Date | undefined;
  /** How many sign-ins happened (each magic link, code or passkey). */
  signInCount = 0;
  private readonly listeners = new Set<(t: string | undefined) => void>();
  private n = 0;

  constructor(readonly clock: Clock = new FakeClock()) {}

  async start(): Promise<void> {}

  async sendMagicLink(email: string, redirectUrl: string): Promise<IdentityResult<{ maskedEmail: string }>> {
    const token = `link-${++this.n}`;
    this.sentLinks.push({ email: email.toLowerCase(), redirectUrl, token });
    return { ok: true, code: 200, data: { maskedEmail: mask(email) } };
  }

  async verifyMagicLink(token: string): Promise<IdentityResult<IdentitySession>> {
    const link = this.sentLinks.find((l) => l.token === token);
    if (!link) return { ok: false, code: 401, error: INVALID };
    this.sentLinks.splice(this.sentLinks.indexOf(link), 1);
    return this.signIn(link.email);
  }

  async sendEnchantedLink(
    email: string,
    redirectUrl: string,
  ): Promise<IdentityResult<{ pendingRef: string; linkId: string; maskedEmail: string }>> {
    const pendingRef = `pending-${++this.n}`;
    this.pending.set(pendingRef, { email: email.toLowerCase(), approved: false });
    this.sentLinks.push({ email: email.toLowerCase(), redirectUrl, token: pendingRef });
    return { ok: true, code: 200, data: { pendingRef, linkId: String(this.n), maskedEmail: mask(email) } };
  }

  /** Marks a pending sign-in as approved (the user clicked the enchanted link). */
  approve(pendingRef: string): void {
    const p = this.pending.get(pendingRef);
    if (p) p.approved = true;
  }

  waitForSession(pendingRef: string, options: PollOptions = {}): Promise<IdentityResult<IdentitySession>> {
    const { pollingIntervalMs: interval, timeoutMs: timeout } = pollBounds(options);
    return new Promise((resolve) => {
      let cancelPoll = (): void => undefined;
      const cancelTimeout = this.clock.setTimeout(() => {
        cancelPoll();
        resolve({ ok: false, error: { errorCode: '0', errorDescription: `Session polling timeout exceeded: ${timeout}ms` } });
      }, timeout);
      const poll = (): void => {
        const p = this.pending.get(pendingRef);
        if (p?.approved) {
          cancelTimeout();
          this.pending.delete(pendingRef);
          void this.signIn(p.email).then(resolve);
        } else cancelPoll = this.clock.setTimeout(poll, interval);
      };
      cancelPoll = this.clock.setTimeout(poll, interval);
    });
  }

  async refresh(): Promise<IdentityResult<IdentitySession>> {
    const email = this.refreshToken?.replace(/^refresh:/, '').replace(/:\d+$/, '');
    const user = email ? this.users.get(email) : undefined;
    if (!user) {
      this.clear();
      return { ok: false, code: 401, error: INVALID };
    }
    this.issue(user);
    return { ok: true, code: 200, data: { sessionJwt: this.sessionToken!, refreshJwt: this.refreshToken, user } };
  }

  async me(): Promise<IdentityResult<IdentityUser>> {
    const email = this.refreshToken?.replace(/^refresh:/, '').replace(/:\d+$/, '');
    const user = email ? this.users.get(email) : undefined;
    return user ? { ok: true, code: 200, data: user } : { ok: false, code: 401, error: INVALID };
  }

  async logout(options: { keepLastUser?: boolean } = {}): Promise<IdentityResult<unknown>> {
    this.clear();
    if (!options.keepLastUser) this.lastUser = {};
    return { ok: true, code: 200, data: {} };
  }

  getSessionToken(): string | undefined {
    return this.sessionToken;
  }
  getRefreshToken(): string | undefined {
    return this.refreshToken;
  }
  getLastUser(): { loginId?: string; displayName?: string } {
    return { ...this.lastUser };
  }
  getRoles(tenant?: string): string[] {
    return claimList(this.sessionToken, 'roles', tenant);
  }
  getPermissions(tenant?: string): string[] {
    return claimList(this.sessionToken, 'permissions', tenant);
  }
  getTenants(): string[] {
    return tenantIds(this.sessionToken);
  }
  isExpired(token: string | undefined = this.sessionToken): boolean {
    return isTokenExpired(token, this.clock.now());
  }

  onDidChangeSession(listener: (token: string | undefined) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  stop(): void {}

  /** Signs `email` in directly (test set-up without the link round trip); `amr` lists the factors used. */
  async signIn(email: string, amr: string[] = ['email']): Promise<IdentityResult<IdentitySession>> {
    const key = email.toLowerCase();
    this.amr = amr;
    this.signedInAt = this.clock.now();
    this.signInCount += 1;
    const user = this.users.get(key) ?? { userId: `U${this.users.size + 1}`, loginIds: [key], email: key };
    this.users.set(key, user);
    this.issue(user);
    this.lastUser = { loginId: key, displayName: user.name };
    return { ok: true, code: 200, data: { sessionJwt: this.sessionToken!, refreshJwt: this.refreshToken, user } };
  }

  private issue(user: IdentityUser): void {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    this.sessionToken = fakeJwt({
      sub: user.userId,
      email: user.email,
      drn: 'DS',
      iat,
      exp: iat + this.sessionTtlSec,
      roles: [],
      permissions: [],
      tenants: {},
      amr: this.amr,
      ...this.claimsByEmail.get(user.email ?? ''),
    });
    this.refreshToken = `refresh:${user.email}:${++this.n}`;
    for (const l of this.listeners) l(this.sessionToken);
  }

  /** The user of the current session, if any. */
  currentUser(): IdentityUser | undefined {
    const email = this.refreshToken?.replace(/^refresh:/, '').replace(/:\d+$/, '');
    return email ? this.users.get(email) : undefined;
  }

  /** Ends the session as the provider's revocation would (sign out everywhere). */
  revoke(): void {
    this.clear();
  }

  private clear(): void {
    this.sessionToken = undefined;
    this.refreshToken = undefined;
    for (const l of this.listeners) l(undefined);
  }
}

function mask(email: string): string {
  const [local, domain] = email.toLowerCase().split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
