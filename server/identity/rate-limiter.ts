/** Limits of the identity routes: `max` attempts per loginId and `maxPerIp` per client IP, each per `windowMs`. */
export interface RateLimitOptions {
  max: number;
  windowMs: number;
  maxPerIp?: number;
}

/** Defaults: 10 attempts per loginId and 60 per client IP, per route, per minute. */
export const DEFAULT_RATE_LIMIT: Required<RateLimitOptions> = { max: 10, windowMs: 60_000, maxPerIp: 60 };

/** The outcome of one counted attempt; `retryAfterSec` (at least 1) when refused. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSec: number };

interface Window {
  count: number;
  resetAt: number;
}

/** An in-memory fixed-window counter per key (one process; a restart forgets the counts). */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Counts one attempt for `key` against `max`; refused attempts are not counted. */
  hit(key: string, max: number): RateDecision {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, w);
    }
    if (w.count >= max) return { allowed: false, retryAfterSec: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
    w.count += 1;
    return { allowed: true };
  }

  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}
