import type { Redis } from 'ioredis';
import { decide, type RateDecision, type RateLimitStore } from './rate-limit-store';

/**
 * One attempt, atomically: count it (a new key starts its window with the expiry) and answer the count and the
 * milliseconds left. A refused attempt is not counted beyond max + 1.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local max = tonumber(ARGV[2])
if count > max + 1 then redis.call('DECR', KEYS[1]); count = max + 1 end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** Counters in Redis (REDIS_URL): keys `<prefix>rl:<key>` that expire with their window. */
export class RedisRateLimitStore implements RateLimitStore {
  private constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** Connects (the ioredis package is loaded only when Redis is configured). */
  static async connect(url: string, prefix = 'solo401k:'): Promise<RedisRateLimitStore> {
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    await redis.connect();
    return new RedisRateLimitStore(redis, prefix);
  }

  async hit(key: string, max: number, windowMs: number): Promise<RateDecision> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, `${this.prefix}rl:${key}`, windowMs, max)) as [number, number];
    return decide(count, max, ttl, 0);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
