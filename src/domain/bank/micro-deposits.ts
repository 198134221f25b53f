import type { FieldErrors } from '@/domain/shared/field-errors';
/**
 * Micro-deposit verification of a connected account: two small deposits (1-99 cents each) that the
 * account holder reads from the statement and confirms; three wrong tries lock it for a day.
 */
export const MICRO_DEPOSITS = {
  minCents: 1,
  maxCents: 99,
  maxFailedAttempts: 3,
  lockMs: 24 * 60 * 60 * 1000,
} as const;

/** Verification state of one account's deposits. */
export interface MicroDepositState {
  failedAttempts: number;
  /** While now is before this, no attempt is accepted. */
  lockedUntil?: Date;
  verified: boolean;
}

/** What an attempt did. */
export type MicroDepositOutcome = 'verified' | 'wrong' | 'locked' | 'already_verified';

/** The result of one attempt: the new state, what happened and how many tries are left before the lock. */
export interface MicroDepositAttempt {
  state: MicroDepositState;
  outcome: MicroDepositOutcome;
  attemptsLeft: number;
}

/** True for an amount in cents that a micro-deposit can have. */
export function isDepositCents(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= MICRO_DEPOSITS.minCents && (value as number) <= MICRO_DEPOSITS.maxCents;
}

/** Two different deposit amounts in cents from a random integer source `(min, max) => n` (both inclusive). */
export function drawDepositAmounts(randomInt: (min: number, max: number) => number): [number, number] {
  const first = randomInt(MICRO_DEPOSITS.minCents, MICRO_DEPOSITS.maxCents);
  let second = randomInt(MICRO_DEPOSITS.minCents, MICRO_DEPOSITS.maxCents - 1);
  if (second >= first) second += 1;
  return [first, second];
}

/** Reads a typed amount in dollars ("0.32", ".32", "$0.32") as cents; anything else (or out of range) is undefined. */
export function parseDepositCents(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const match = /^\s*\$?\s*0?\.([0-9]{2})\s*$/.exec(text);
  if (match === null) return undefined;
  const cents = Number(match[1]);
  return isDepositCents(cents) ? cents : undefined;
}

/** True when the entered amounts are the sent ones, in either order. */
export function depositsMatch(sent: readonly number[], entered: readonly number[]): boolean {
  if (sent.length !== entered.length) return false;
  const a = [...sent].sort((x, y) => x - y);
  const b = [...entered].sort((x, y) => x - y);
  return a.every((v, i) => v === b[i]);
}

/** True while the state is locked at `now`. */
export function isLocked(state: MicroDepositState, now: Date): boolean {
  return state.lockedUntil !== undefined && now.getTime() < state.lockedUntil.getTime();
}

/**
 * Records one attempt whose amounts did (`matched`) or did not match the deposits, at `now`: a lock refuses it,
 * an expired lock starts the count again, and the third miss locks for a day.
 */
export function recordDepositAttempt(state: MicroDepositState, matched: boolean, now: Date): MicroDepositAttempt {
  if (state.verified) return { state, outcome: 'already_verified', attemptsLeft: 0 };
  if (isLocked(state, now)) return { state, outcome: 'locked', attemptsLeft: 0 };
  const failedBefore = state.lockedUntil === undefined ? state.failedAttempts : 0;
  if (matched) return { state: { failedAttempts: failedBefore, verified: true }, outcome: 'verified', attemptsLeft: 0 };
  const failedAttempts = failedBefore + 1;
  if (failedAttempts >= MICRO_DEPOSITS.maxFailedAttempts) {
    const lockedUntil = new Date(now.getTime() + MICRO_DEPOSITS.lockMs);
    return { state: { failedAttempts, lockedUntil, verified: false }, outcome: 'locked', attemptsLeft: 0 };
  }
  return {
    state: { failedAttempts, verified: false },
    outcome: 'wrong',
    attemptsLeft: MICRO_DEPOSITS.maxFailedAttempts - failedAttempts,
  };
}

/** One attempt against the sent amounts (either order); see recordDepositAttempt. */
export function attemptMicroDeposits(
  state: MicroDepositState,
  sent: readonly number[],
  entered: readonly number[],
  now: Date,
): MicroDepositAttempt {
  return recordDepositAttempt(state, depositsMatch(sent, entered), now);
}

/** Attempts left before the lock, for a state at `now`. */
export function attemptsLeft(state: MicroDepositState, now: Date): number {
  if (state.verified || isLocked(state, now)) return 0;
  const failed = state.lockedUntil === undefined ? state.failedAttempts : 0;
  return MICRO_DEPOSITS.maxFailedAttempts - failed;
}

/** Field rules of the deposit confirmation form (deposit_1, deposit_2 typed in dollars). */
export function validateDepositEntry(values: Record<string, unknown>): FieldErrors {
  const errors: Partial<Record<string, string[]>> = {};
  const labels: Record<string, string> = { deposit_1: 'First deposit amount', deposit_2: 'Second deposit amount' };
  for (const [field, label] of Object.entries(labels)) {
    const value = values[field];
    if (typeof value !== 'string' || value.trim() === '') errors[field] = [`${label} is required`];
    else if (parseDepositCents(value) === undefined) errors[field] = ['Enter the amount in dollars between 0.01 and 0.99'];
  }
  return errors;
}
