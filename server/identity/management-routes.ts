import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { ERRORS, IdentityError, sendIdentityError } from './errors';
import type { IdentityStore } from './identity-store';
import type { UserStatusStore } from './management-user-status';
import { bearerToken } from './request-auth';
import { SUPPORT_STEP_UP_MESSAGE } from './step-up';
import type { TokenVerifier } from './token-verifier';
import type { SessionClaims } from './tokens';

/** Options of the management routes (the embedded identity service's subset of Descope's management API). */
export interface ManagementOptions {
  // biome-ignore lint/suspicious/noExplicitAny: the server's whole DB; the identity and management tables are used
  db: Kysely<any>;
  projectId: string;
  /** Verifies session tokens (DS) of the embedded identity service. */
  verifySession: TokenVerifier;
  /** The role allowed to manage users (the product's support role). */
  managerRole: string;
  /** The roles of a user by e-mail (the embedded service gives the support role by configuration). */
  rolesOf: (email: string) => string[];
  now?: () => Date;
  /** The product's record of user status and the identity tokens (server/services.ts). */
  statuses: UserStatusStore;
  tokens: IdentityStore;
}

/** A user as Descope's management API answers it. */
export interface ManagedUser {
  userId: string;
  loginIds: string[];
  email: string;
  name: string;
  verifiedEmail: boolean;
  status: 'enabled' | 'disabled';
  createdTime: number;
  roleNames: string[];
  userTenants: unknown[];
}

/** The most users one search answers (Descope's default page size). */
export const SEARCH_LIMIT_MAX = 100;

type Body = Record<string, unknown>;

const intOr = (v: unknown, fallback: number, max: number): number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 ? Math.min(v, max) : fallback;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

/**
 * The management calls the user-management widget makes for listing and enabling/disabling users, with Descope's
 * shapes: `POST /v1/mgmt/user/search` and `POST /v1/mgmt/user/update/status`. Authorised like the widget calls them,
 * with `Bearer <projectId>:<sessionJwt>` of a user with the manager role (decision 0270) whose session has a second
 * factor (amr `mfa`, decision 0269; else 403); status is the same record the support console sets.
 */
export const managementPlugin: FastifyPluginAsync<ManagementOptions> = async (app: FastifyInstance, o: ManagementOptions) => {
  const { statuses, tokens } = o;
  const now = o.now ?? ((): Date => new Date());

  const manager = async (request: FastifyRequest): Promise<SessionClaims> => {
    const token = bearerToken(request, o.projectId);
    if (token === undefined) throw new IdentityError('invalidToken', 'No session token provided');
    let claims: SessionClaims;
    try {
      claims = await o.verifySession(token);
    } catch {
      throw new IdentityError('invalidToken', 'The session token is invalid or expired');
    }
    if (!(claims.roles ?? []).includes(o.managerRole)) throw new ForbiddenError('The session may not manage users');
    // Managing users is a support power: like admin mode it needs a second factor in the session (decision 0269).
    if (!(claims.amr ?? []).includes('mfa')) throw new ForbiddenError(SUPPORT_STEP_UP_MESSAGE);
    return claims;
  };

  const body = (r: FastifyRequest): Body => (r.body && typeof r.body === 'object' ? (r.body as Body) : {});

  app.post('/v1/mgmt/user/search', async (request) => {
    await manager(request);
    const b = body(request);
    const limit = intOr(b.limit, SEARCH_LIMIT_MAX, SEARCH_LIMIT_MAX) || SEARCH_LIMIT_MAX;
    const page = intOr(b.page, 0, 100_000);
    const text = typeof b.text === 'string' ? b.text.trim().toLowerCase() : '';
    const emails = strings(b.emails).map((e) => e.toLowerCase());
    const loginIds = strings(b.loginIds).map((e) => e.toLowerCase());
    const wanted = strings(b.statuses).filter((s) => s === 'enabled' || s === 'disabled');
    let q = o.db
      .selectFrom('identity_users as u')
      .leftJoin('identity_user_status as s', 's.user_id', 'u.id')
      .where('u.verified', '=', true);
    if (text !== '') {
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) => eb.or([eb(sql`lower(u.email)`, 'like', like), eb(sql`lower(coalesce(u.name, ''))`, 'like', like)]));
    }
    if (emails.length > 0) q = q.where(sql`lower(u.email)`, 'in', emails);
    if (loginIds.length > 0) q = q.where(sql`lower(u.email)`, 'in', loginIds);
    if (wanted.length === 1) q = q.where(sql`coalesce(s.disabled, false)`, '=', wanted[0] === 'disabled');
    const total = await q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    const rows = await q
      .select(['u.id', 'u.email', 'u.name', 'u.created_at', 's.disabled'])
      .orderBy('u.email')
      .limit(limit)
      .offset(page * limit)
      .execute();
    return { users: rows.map((r) => toManagedUser(r, o.rolesOf(r.email))), total: Number(total.n) };
  });

  app.post('/v1/mgmt/user/update/status', async (request) => {
    const claims = await manager(request);
    const b = body(request);
    if (typeof b.loginId !== 'string' || b.loginId.trim() === '')
      throw new IdentityError('missingArguments', '"loginId" must not be empty');
    if (b.status !== 'enabled' && b.status !== 'disabled')
      throw new IdentityError('invalidRequest', 'The status must be enabled or disabled');
    const row = await o.db
      .selectFrom('identity_users')
      .select(['id', 'email', 'name', 'created_at'])
      .where(sql`lower(email)`, '=', b.loginId.trim().toLowerCase())
      .executeTakeFirst();
    if (row === undefined) throw new IdentityError('notFound', 'User not found');
    if (row.id === claims.sub && b.status === 'disabled')
      throw new IdentityError('invalidRequest', 'You cannot disable your own account');
    await statuses.setStatus(row.id, b.status, claims.sub, now());
    if (b.status === 'disabled') await tokens.revokeAllRefreshTokens(row.id, now());
    return { user: toManagedUser({ ...row, disabled: b.status === 'disabled' }, o.rolesOf(row.email)) };
  });

  app.setErrorHandler(async (err, _req, reply) => {
    if (err instanceof ForbiddenError) {
      const { errorCode, errorDescription } = ERRORS.invalidRequest;
      return reply.code(403).send({ errorCode, errorDescription, errorMessage: err.message });
    }
    if (err instanceof IdentityError) return sendIdentityError(reply, err);
    return sendIdentityError(reply, new IdentityError('internal', 'Something went wrong'));
  });
};

/** The session may not manage users (no manager role, or no second factor in it). */
class ForbiddenError extends Error {}

function toManagedUser(
  r: { id: string; email: string; name: string | null; created_at: Date; disabled: boolean | null },
  roleNames: string[],
): ManagedUser {
  return {
    userId: r.id,
    loginIds: [r.email],
    email: r.email,
    name: r.name ?? '',
    verifiedEmail: true,
    status: r.disabled === true ? 'disabled' : 'enabled',
    createdTime: Math.floor(new Date(r.created_at).getTime() / 1000),
    roleNames,
    userTenants: [],
  };
}
