/** The outcome of one counted attempt; `retryAfterSec` (at least 1) when refused. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSec: number };

/**
 * Fixed-window attempt counters, shared by every server process that uses the same store (decision 0210): in-process
 * for the embedded default, a PostgreSQL table when the server runs on PostgreSQL, Redis when REDIS_URL is set.
 */
export interface RateLimitStore {
  /** Counts one attempt for `key` in a window of `windowMs`; refused once more than `max` were counted in the window. */
  hit(key: string, max: number, windowMs: number): Promise<RateDecision>;
  /** Releases connections the store opened (none for the in-process one). */
  close(): Promise<void>;
}

/** The decision for the `count`-th attempt of a window that ends at `resetAt` (ms), seen at `now` (ms). */
export function decide(count: number, max: number, resetAt: number, now: number): RateDecision {
  if (count <= max) return { allowed: true };
  return { allowed: false, retryAfterSec: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
}

interface Window {
  count: number;
  resetAt: number;
}

/** The in-process store: one process only, a restart forgets the counts (the embedded PGlite server). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  async hit(key: string, max: number, windowMs: number): Promise<RateDecision> {
    return this.hitNow(key, max, windowMs);
  }

  /** The same count, answered at once (for callers that cannot wait). */
  hitNow(key: string, max: number, windowMs: number): RateDecision {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    // A refused attempt is not counted: the window's count stays at max + 1 at most.
    if (w.count <= max) w.count += 1;
    return decide(w.count, max, w.resetAt, now);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}
