import type { Database } from '../../db/database';
import { PostgresRateLimitStore } from './postgres-rate-limit-store';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';

/** Where the store comes from: REDIS_URL, the server's database, its clock. */
export interface RateLimitStoreSource {
  redisUrl?: string;
  database: Pick<Database, 'db' | 'dialect'>;
  now?: () => number;
}

/** Which store a server uses (decision 0210); the name is logged at start. */
export type RateLimitStoreKind = 'redis' | 'postgres' | 'memory';

/** The kind of store for this configuration: Redis when REDIS_URL is set, else PostgreSQL's table, else in-process. */
export function rateLimitStoreKind(source: Omit<RateLimitStoreSource, 'now'>): RateLimitStoreKind {
  if (source.redisUrl !== undefined && source.redisUrl.trim() !== '') return 'redis';
  return source.database.dialect === 'postgres' ? 'postgres' : 'memory';
}

/** Opens the store for this configuration (a Redis connection only when REDIS_URL is set). */
export async function openRateLimitStore(source: RateLimitStoreSource): Promise<RateLimitStore> {
  const kind = rateLimitStoreKind(source);
  if (kind === 'redis') {
    const { RedisRateLimitStore } = await import('./redis-rate-limit-store');
    return RedisRateLimitStore.connect(source.redisUrl!.trim());
  }
  if (kind === 'postgres') return new PostgresRateLimitStore(source.database.db, source.now);
  return new MemoryRateLimitStore(source.now);
}
