import type { Schema } from '@/adapters/http/wire';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { formatPhone, validatePhone, validateSearch } from '@/domain/validation';
import type { AppDeps } from '../app-deps';
import { listAudit } from '../http/audit';
import { route } from '../http/contract';
import { forbidden, notFound, ValidationError } from '../http/errors';
import { isSupport, principalOf, type Principal } from '../http/principal';

/** A user as the API answers it (spec section 3: id, user_email). */
export interface UserBody {
  id: string;
  user_email: string;
  name: string | null;
}

const SEARCH_LIMIT = 50;

const USER_SCHEMA = {
  type: 'object',
  properties: { id: { type: 'string' }, user_email: { type: 'string' }, name: { type: ['string', 'null'] } },
} as const;

/** The serializer schema of GET /me (the contract's Me): a compiled serializer for the hottest call. */
const ME_RESPONSE = {
  type: 'object',
  properties: { ...USER_SCHEMA.properties, roles: { type: 'array', items: { type: 'string' } }, acting_as: USER_SCHEMA },
} as const;

/** GET /me, GET /users/{userId}, participant search and the audit list (support only). */
export const userRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const findUser = async (id: string): Promise<UserBody | undefined> =>
    db.selectFrom('users').select(['id', 'user_email', 'name']).where('id', '=', id).executeTakeFirst();

  const meWithQueries = async (p: Principal): Promise<Schema<'Me'>> => {
    const me = p.email !== undefined ? { id: p.agentId, user_email: p.email, name: p.name ?? null } : await findUser(p.agentId);
    if (me === undefined) throw notFound('User not found');
    const actingAs = p.actingAs !== undefined ? await findUser(p.actingAs) : undefined;
    return { ...me, roles: p.roles, ...(actingAs !== undefined ? { acting_as: actingAs } : {}) };
  };

  route(
    app,
    'getMe',
    (request) => {
      const p = principalOf(request);
      // The row was created from these very claims (auth hook), so a token that carries the email answers without a
      // query; that common case answers synchronously (Fastify sends a plain return value without a promise).
      if (p.email !== undefined && p.actingAs === undefined)
        return { id: p.agentId, user_email: p.email, name: p.name ?? null, roles: p.roles };
      return meWithQueries(p);
    },
    // Usually a few hundred bytes, under the compression threshold: no compression hook on the hottest call.
    { schema: { response: { 200: ME_RESPONSE } }, compress: false },
  );

  route(app, 'getUser', async (request) => {
    const p = principalOf(request);
    const { userId } = request.params as { userId: string };
    if (userId !== p.userId && userId !== p.agentId && !isSupport(p)) throw notFound('User not found');
    const user = await findUser(userId);
    if (user === undefined) throw notFound('User not found');
    return user;
  });

  route(app, 'searchParticipants', async (request) => {
    const p = principalOf(request);
    if (!isSupport(p)) throw forbidden('Only support users may search participants');
    const { q } = request.query as { q: string };
    const message = validateSearch(q);
    if (message !== undefined) throw new ValidationError({ q: [message] });
    const words = q.trim().toLowerCase().split(/\s+/);
    // The name comes from the saved personal details (checkout) when there is one, else from the identity claims.
    const savedName = sql<string>`nullif(trim(concat_ws(' ', p."values"->>'first_name', p."values"->>'middle_name', p."values"->>'last_name')), '')`;
    const name = sql<string | null>`coalesce(${savedName}, users.name)`;
    let query = db
      .selectFrom('users')
      .leftJoin('step_data as p', (join) =>
        join.onRef('p.user_id', '=', 'users.id').on('p.flow', '=', 'checkout').on('p.step_key', '=', 'personalDetails'),
      )
      .select(['users.id', 'users.user_email', name.as('name')]);
    for (const word of words) {
      const like = `%${word}%`;
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(users.user_email)`, 'like', like),
          eb(sql`lower(coalesce(${name}, ''))`, 'like', like),
          eb(sql`lower(users.id)`, 'like', `${word}%`),
        ]),
      );
    }
    return query.orderBy('users.user_email').limit(SEARCH_LIMIT).execute();
  });

  route(app, 'getNotificationPreference', async (request) => {
    const p = principalOf(request);
    const row = await db
      .selectFrom('user_preferences')
      .select(['email_updates', 'updated_at'])
      .where('user_id', '=', p.userId)
      .executeTakeFirst();
    return { email_updates: row?.email_updates ?? null, updated_at: row?.updated_at.toISOString() ?? null };
  });

  route(app, 'putNotificationPreference', async (request) => {
    const p = principalOf(request);
    const { email_updates } = request.body as { email_updates: unknown };
    if (typeof email_updates !== 'boolean') throw new ValidationError({ email_updates: ['Choose yes or no'] });
    const at = deps.clock();
    await db
      .insertInto('user_preferences')
      .values({ user_id: p.userId, email_updates, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ email_updates, updated_at: at }))
      .execute();
    return { email_updates, updated_at: at.toISOString() };
  });

  route(app, 'getProfilePhone', async (request) => {
    const p = principalOf(request);
    const row = await db
      .selectFrom('user_phones')
      .select(['phone', 'updated_at'])
      .where('user_id', '=', p.userId)
      .executeTakeFirst();
    return { phone: row?.phone ?? null, updated_at: row?.updated_at.toISOString() ?? null };
  });

  route(app, 'putProfilePhone', async (request) => {
    const p = principalOf(request);
    const { phone: typed } = request.body as { phone: unknown };
    const message = validatePhone(typed);
    if (message !== undefined) throw new ValidationError({ phone: [message] });
    const phone = formatPhone(typed as string);
    const at = deps.clock();
    await db
      .insertInto('user_phones')
      .values({ user_id: p.userId, phone, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ phone, updated_at: at }))
      .execute();
    return { phone, updated_at: at.toISOString() };
  });

  route(app, 'listAudit', async (request) => {
    const p = principalOf(request);
    if (!isSupport(p)) throw forbidden('Only support users may read the audit');
    const { participant_id } = request.query as { participant_id?: string };
    return listAudit(db, participant_id, 200);
  });
};
