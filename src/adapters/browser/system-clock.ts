import type { Clock } from '@/ports/clock';

/** The real clock: Date and setTimeout. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }

  setTimeout(callback: () => void, ms: number): () => void {
    const handle = setTimeout(callback, ms);
    return () => clearTimeout(handle);
  }
}
