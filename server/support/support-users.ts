import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A user as the support console lists them. */
export interface SupportUser {
  id: string;
  user_email: string;
  name: string | null;
  status: 'enabled' | 'disabled';
  created_at: string;
}

/** One page of a list. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * A person's name: from the saved personal details (checkout, joined as `details`) when there is one, else the
 * identity claims' name (of `user`).
 */
export function personName(details: string, user: string) {
  const d = sql.ref(details);
  return sql<
    string | null
  >`coalesce(nullif(trim(concat_ws(' ', ${d}."values"->>'first_name', ${d}."values"->>'middle_name', ${d}."values"->>'last_name')), ''), ${sql.ref(`${user}.name`)})`;
}

/** The name from the saved personal details (checkout) when there is one, else the identity claims' name. */
const NAME = personName('p', 'users');

function baseQuery(db: Kysely<DB>, words: string[]) {
  let q = db
    .selectFrom('users')
    .leftJoin('step_data as p', (join) =>
      join.onRef('p.user_id', '=', 'users.id').on('p.flow', '=', 'checkout').on('p.step_key', '=', 'personalDetails'),
    )
    .leftJoin('identity_user_status as s', 's.user_id', 'users.id');
  for (const word of words) {
    const like = `%${word}%`;
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(users.user_email)`, 'like', like),
        eb(sql`lower(coalesce(${NAME}, ''))`, 'like', like),
        eb(sql`lower(users.id)`, 'like', `${word}%`),
      ]),
    );
  }
  return q;
}

/** Escapes LIKE wildcards so a searched word matches itself. */
function likeSafe(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Users whose e-mail or name contains every word of `q` (or whose id starts with one), by e-mail, one page. */
export async function searchUsers(
  db: Kysely<DB>,
  q: string | undefined,
  page: number,
  pageSize: number,
): Promise<Page<SupportUser>> {
  const words = (q ?? '')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '')
    .map(likeSafe);
  const total = await baseQuery(db, words)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await baseQuery(db, words)
    .select(['users.id', 'users.user_email', NAME.as('name'), 's.disabled', 'users.created_at'])
    .orderBy('users.user_email')
    .orderBy('users.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: rows.map(toSupportUser), total: Number(total.n), page, page_size: pageSize };
}

/** One user, or undefined. */
export async function findSupportUser(db: Kysely<DB>, id: string): Promise<SupportUser | undefined> {
  const row = await baseQuery(db, [])
    .select(['users.id', 'users.user_email', NAME.as('name'), 's.disabled', 'users.created_at'])
    .where('users.id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : toSupportUser(row);
}

function toSupportUser(r: {
  id: string;
  user_email: string;
  name: string | null;
  disabled: boolean | null;
  created_at: Date;
}): SupportUser {
  return {
    id: r.id,
    user_email: r.user_email,
    name: r.name,
    status: r.disabled === true ? 'disabled' : 'enabled',
    created_at: new Date(r.created_at).toISOString(),
  };
}
