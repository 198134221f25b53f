import { QUERY_POLICY } from '@/domain/constants';
import type { Clock } from '@/ports/clock';

/** The delay before poll number `attempt` (0-based): 1 s doubling up to 30 s (the spec's query policy). */
export function pollDelayMs(attempt: number): number {
  return Math.min(QUERY_POLICY.retryDelayMaxMs, QUERY_POLICY.retryDelayBaseMs * 2 ** Math.max(0, attempt));
}

/**
 * Asks `check` again and again with a growing pause until it answers true (done) or is stopped. A failed check
 * (network) just waits for the next turn.
 */
export class ReviewPoller {
  private attempt = 0;
  private cancel: (() => void) | undefined;
  private running = false;

  constructor(
    private readonly clock: Clock,
    private readonly check: () => Promise<boolean>,
  ) {}

  /** True while polling. */
  get isRunning(): boolean {
    return this.running;
  }

  /** Starts polling from the shortest pause (no-op when already running). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.attempt = 0;
    this.schedule();
  }

  /** Stops polling. */
  stop(): void {
    this.running = false;
    this.cancel?.();
    this.cancel = undefined;
  }

  private schedule(): void {
    this.cancel = this.clock.setTimeout(() => void this.tick(), pollDelayMs(this.attempt));
  }

  private async tick(): Promise<void> {
    if (!this.running) return;
    this.attempt += 1;
    let done = false;
    try {
      done = await this.check();
    } catch {
      done = false;
    }
    if (done) this.stop();
    else if (this.running) this.schedule();
  }
}
