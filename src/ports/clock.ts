/** Supplies the current time and timers, so that time is an argument everywhere else. */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** Runs `callback` once after `ms` milliseconds; returns a function that cancels it. */
  setTimeout(callback: () => void, ms: number): () => void;
}
export const Clock = Symbol('Clock');
