import { sql, type Kysely } from 'kysely';
import { decide, type RateDecision, type RateLimitStore } from './rate-limit-store';

/** The table the PostgreSQL store counts in (migration `0000_rate_limit_001_windows`). */
export interface RateLimitTables {
  rate_limit_windows: { key: string; count: number; reset_at: string };
}

/** Expired windows are deleted once every this many hits. */
const SWEEP_EVERY = 500;

/**
 * Counters in one PostgreSQL table, shared by every process on the database: one upsert per attempt counts it and
 * starts a new window when the old one ended, atomically (the row lock orders concurrent attempts of one key).
 * Times come from the server's clock (`now`), so every process must have a synchronised clock, as for tokens.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  private hits = 0;

  constructor(
    // biome-ignore lint/suspicious/noExplicitAny: any database that holds the rate-limit table
    private readonly db: Kysely<any>,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async hit(key: string, max: number, windowMs: number): Promise<RateDecision> {
    const now = this.now();
    const resetAt = now + windowMs;
    const row = await sql<{ count: number; reset_at: string }>`
      insert into rate_limit_windows (key, count, reset_at) values (${key}, 1, ${resetAt})
      on conflict (key) do update set
        count = case when rate_limit_windows.reset_at <= ${now} then 1
                     else least(rate_limit_windows.count + 1, ${max + 1}) end,
        reset_at = case when rate_limit_windows.reset_at <= ${now} then excluded.reset_at
                        else rate_limit_windows.reset_at end
      returning count, reset_at`.execute(this.db);
    this.hits += 1;
    if (this.hits % SWEEP_EVERY === 0) await this.sweep(now);
    const { count, reset_at } = row.rows[0]!;
    return decide(Number(count), max, Number(reset_at), now);
  }

  /** Deletes the windows that have ended. */
  async sweep(now = this.now()): Promise<void> {
    await sql`delete from rate_limit_windows where reset_at <= ${now}`.execute(this.db);
  }

  async close(): Promise<void> {
    // The database belongs to the server.
  }
}
