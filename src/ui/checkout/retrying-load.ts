import type { Clock } from '@/ports/clock';

/** How many times a load is tried before it is given up, and the pause between tries. */
export const LOAD_ATTEMPTS = 3;
export const LOAD_RETRY_MS = 1_000;

/** Runs a load again after a failure, a few times with a pause between, then reports that it gave up. */
export class RetryingLoad {
  private attempts = 0;
  private cancelRetry: (() => void) | undefined = undefined;

  constructor(private readonly clock: Clock) {}

  /** Starts over: tries `load` now and, on failure, again after the pause; `gaveUp` runs after the last failed try. */
  async run(load: () => Promise<void>, gaveUp: () => void): Promise<void> {
    this.attempts = 0;
    await this.attempt(load, gaveUp);
  }

  /** Stops a pending retry (leaving the page). */
  dispose(): void {
    this.cancelRetry?.();
    this.cancelRetry = undefined;
  }

  private async attempt(load: () => Promise<void>, gaveUp: () => void): Promise<void> {
    this.attempts++;
    try {
      await load();
    } catch {
      if (this.attempts < LOAD_ATTEMPTS)
        this.cancelRetry = this.clock.setTimeout(() => void this.attempt(load, gaveUp), LOAD_RETRY_MS);
      else gaveUp();
    }
  }
}
