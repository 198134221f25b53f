import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ERRORS } from './errors';
import { IdentityStore } from './identity-store';
import type { ManagementTables } from './management-schema';
import type { IdentityTables } from './schema';

/** Descope's account statuses this product uses. */
export type UserStatus = 'enabled' | 'disabled';

/** What a disabled user is told when they try to sign in or refresh their session. */
export const USER_DISABLED_MESSAGE = 'This account is disabled. Please contact support.';

// biome-ignore lint/suspicious/noExplicitAny: callers pass the server's whole DB; only the management table is used
type AnyDb = Kysely<any>;

/** Reads and sets users' account status (no row = enabled). */
export class UserStatusStore {
  private readonly db: Kysely<ManagementTables>;

  constructor(db: AnyDb) {
    this.db = db as Kysely<ManagementTables>;
  }

  /** The status of one user. */
  async statusOf(userId: string): Promise<UserStatus> {
    const row = await this.db
      .selectFrom('identity_user_status')
      .select('disabled')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.disabled === true ? 'disabled' : 'enabled';
  }

  /** Sets the status of `userId` (recording who and when); answers the previous status. */
  async setStatus(userId: string, status: UserStatus, by: string, now: Date): Promise<UserStatus> {
    const before = await this.statusOf(userId);
    const disabled = status === 'disabled';
    await this.db
      .insertInto('identity_user_status')
      .values({ user_id: userId, disabled, updated_at: now, updated_by: by })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ disabled, updated_at: now, updated_by: by }))
      .execute();
    return before;
  }
}

/**
 * The identity service's hook, installed on the app: any token answer of the identity routes under `prefix` (magic
 * link, TOTP or passkey sign-in, refresh) for a disabled user becomes Descope's invalid-token error (401, so the SDK
 * clears its stored tokens), no refresh cookie is set, and every refresh token of the user is revoked. Sitting on the
 * answer rather than inside the service, it holds for every way of signing in, present and future.
 */
export function installUserStatusGuard(app: FastifyInstance, db: AnyDb, prefix = '/identity'): void {
  const statuses = new UserStatusStore(db);
  const tokens = new IdentityStore(db as Kysely<IdentityTables>);
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode !== 200 || !request.url.startsWith(`${prefix}/`)) return payload;
    const answer = payload as { sessionJwt?: unknown; user?: { userId?: unknown } } | null;
    const userId = answer?.user?.userId;
    if (typeof answer?.sessionJwt !== 'string' || typeof userId !== 'string') return payload;
    if ((await statuses.statusOf(userId)) === 'enabled') return payload;
    await tokens.revokeAllRefreshTokens(userId, new Date());
    reply.removeHeader('set-cookie');
    reply.code(ERRORS.invalidToken.status);
    const { errorCode, errorDescription } = ERRORS.invalidToken;
    return { errorCode, errorDescription, errorMessage: USER_DISABLED_MESSAGE };
  });
}
