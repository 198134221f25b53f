import type { Clock } from '@/ports/clock';

/** A manual clock for tests: time moves only through advance(). */
export class FakeClock implements Clock {
  private current: number;
  private timers: Array<{ at: number; callback: () => void; id: number }> = [];
  private nextId = 0;

  constructor(start: Date = new Date('2026-01-15T12:00:00Z')) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  setTimeout(callback: () => void, ms: number): () => void {
    const id = ++this.nextId;
    this.timers.push({ at: this.current + Math.max(0, ms), callback, id });
    return () => (this.timers = this.timers.filter((t) => t.id !== id));
  }

  /** Moves time forward by `ms`, firing due timers in order. */
  advance(ms: number): void {
    const end = this.current + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.current = due.at;
      due.callback();
    }
    this.current = end;
  }

  /** Milliseconds until the next timer fires, if any. */
  nextTimerDelay(): number | undefined {
    const next = Math.min(...this.timers.map((t) => t.at));
    return Number.isFinite(next) ? next - this.current : undefined;
  }

  /** Number of timers waiting. */
  pendingTimers(): number {
    return this.timers.length;
  }
}
