import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  attemptMicroDeposits,
  depositsMatch,
  drawDepositAmounts,
  MICRO_DEPOSITS,
  parseDepositCents,
  validateDepositEntry,
  type MicroDepositState,
} from '@/domain/bank/micro-deposits';

const cents = fc.integer({ min: 1, max: 99 });
const pair = fc.tuple(cents, cents).filter(([a, b]) => a !== b);
const fresh: MicroDepositState = { failedAttempts: 0, verified: false };
const now = new Date('2026-11-23T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('micro-deposits', () => {
  test('draws two different amounts between 1 and 99 cents from any random source', () => {
    fc.assert(
      fc.property(fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })), (stream) => {
        const it = stream[Symbol.iterator]();
        const [a, b] = drawDepositAmounts((min, max) => min + Math.floor(it.next().value * (max - min + 1)));
        expect(a).not.toBe(b);
        for (const v of [a, b]) expect(v >= 1 && v <= 99 && Number.isInteger(v)).toBe(true);
      }),
    );
  });

  test('typed dollar amounts read as cents; other text does not', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const text = `0.${String(c).padStart(2, '0')}`;
        expect(parseDepositCents(text)).toBe(c);
        expect(parseDepositCents(`$${text}`)).toBe(c);
        expect(parseDepositCents(text.slice(1))).toBe(c);
      }),
    );
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\s*\$?\s*0?\.[0-9]{2}\s*$/.test(s)),
        (s) => {
          expect(parseDepositCents(s)).toBeUndefined();
        },
      ),
    );
    expect(parseDepositCents('0.00')).toBeUndefined();
    expect(parseDepositCents('1.00')).toBeUndefined();
  });

  test('the sent amounts in either order verify', () => {
    fc.assert(
      fc.property(pair, fc.boolean(), ([a, b], swap) => {
        const r = attemptMicroDeposits(fresh, [a, b], swap ? [b, a] : [a, b], now);
        expect(r.outcome).toBe('verified');
        expect(r.state.verified).toBe(true);
      }),
    );
  });

  test('wrong amounts never verify; the third miss locks for a day, and even right amounts are refused then', () => {
    fc.assert(
      fc.property(pair, fc.array(pair, { minLength: 3, maxLength: 3 }), ([a, b], guesses) => {
        fc.pre(guesses.every((g) => !depositsMatch([a, b], g)));
        let state = fresh;
        const outcomes: string[] = [];
        for (const g of guesses) {
          const r = attemptMicroDeposits(state, [a, b], g, now);
          state = r.state;
          outcomes.push(r.outcome);
        }
        expect(outcomes).toEqual(['wrong', 'wrong', 'locked']);
        expect(state.lockedUntil?.getTime()).toBe(now.getTime() + DAY);
        expect(attemptMicroDeposits(state, [a, b], [a, b], new Date(now.getTime() + DAY - 1)).outcome).toBe('locked');
        const later = attemptMicroDeposits(state, [a, b], [a, b], new Date(now.getTime() + DAY));
        expect(later.outcome).toBe('verified');
      }),
    );
    expect(MICRO_DEPOSITS.maxFailedAttempts).toBe(3);
  });

  test('attempts left count down from three', () => {
    const r1 = attemptMicroDeposits(fresh, [10, 20], [11, 20], now);
    expect(r1.attemptsLeft).toBe(2);
    expect(attemptMicroDeposits(r1.state, [10, 20], [11, 20], now).attemptsLeft).toBe(1);
  });

  test('the entry form asks for both amounts in dollars', () => {
    expect(validateDepositEntry({})).toEqual({
      deposit_1: ['First deposit amount is required'],
      deposit_2: ['Second deposit amount is required'],
    });
    expect(validateDepositEntry({ deposit_1: '32', deposit_2: '0.07' })).toEqual({
      deposit_1: ['Enter the amount in dollars between 0.01 and 0.99'],
    });
  });
});
