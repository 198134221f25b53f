import { type RawBuilder, sql } from 'kysely';

/**
 * A value for a jsonb column, serialised here once and cast by the database: both drivers would otherwise send a
 * JavaScript array as a PostgreSQL array. Typed as the column's value, so no `as unknown as` is needed at the call site.
 */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`cast(${JSON.stringify(value)} as jsonb)`;
}
