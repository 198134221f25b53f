/** Limits of the identity routes: `max` attempts per loginId and `maxPerIp` per client IP, each per `windowMs`. */
export interface RateLimitOptions {
  max: number;
  windowMs: number;
  maxPerIp?: number;
}

/** Defaults: 10 attempts per loginId and 60 per client IP, per route, per minute. */
export const DEFAULT_RATE_LIMIT: Required<RateLimitOptions> = { max: 10, windowMs: 60_000, maxPerIp: 60 };

// The counters themselves live behind the RateLimitStore port (server/http/rate-limit, decision 0210), so that
// every server process on one database or Redis shares them.
