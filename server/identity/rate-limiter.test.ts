import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows max hits per key per window, then answers the seconds until the window ends', () => {
    let now = 0;
    const limiter = new RateLimiter(60_000, () => now);
    expect(limiter.hit('a', 2)).toEqual({ allowed: true });
    expect(limiter.hit('a', 2)).toEqual({ allowed: true });
    now = 15_500;
    expect(limiter.hit('a', 2)).toEqual({ allowed: false, retryAfterSec: 45 });
    expect(limiter.hit('b', 2)).toEqual({ allowed: true });
    now = 60_000;
    expect(limiter.hit('a', 2)).toEqual({ allowed: true });
  });

  it('never answers a Retry-After below one second', () => {
    let now = 0;
    const limiter = new RateLimiter(1000, () => now);
    limiter.hit('k', 1);
    now = 999;
    expect(limiter.hit('k', 1)).toEqual({ allowed: false, retryAfterSec: 1 });
  });
});
