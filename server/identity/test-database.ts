import { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { identityMigrations } from './migrations';
import type { IdentityTables } from './schema';

/** A kysely driver over one in-memory PGlite instance; one connection at a time. */
class PgliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(private readonly pg: PGlite) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((r) => (release = r));
    await previous;
    this.release = release;
    const pg = this.pg;
    return {
      async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
        const res = await pg.query<R>(q.sql, q.parameters as unknown[]);
        return { rows: res.rows, numAffectedRows: res.affectedRows === undefined ? undefined : BigInt(res.affectedRows) };
      },
      streamQuery(): AsyncIterableIterator<QueryResult<never>> {
        throw new Error('streaming is not supported by the test driver');
      },
    };
  }

  async beginTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(): Promise<void> {
    this.release?.();
  }
  async destroy(): Promise<void> {
    await this.pg.close();
  }
}

/**
 * A migrated, in-memory PGlite database with the identity tables, for this folder's tests
 * (the server-wide databaseLegs() of server/test-support covers both database legs).
 */
export async function openIdentityTestDb(): Promise<Kysely<IdentityTables>> {
  const pg = await PGlite.create();
  const db = new Kysely<IdentityTables>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new PgliteDriver(pg),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => identityMigrations } }).migrateToLatest();
  if (error) throw error;
  return db;
}
