import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { windUp, windUpStatus } from './wind-up';

/** Decision 0339: a plan is wound up when every account is empty, no loan is active and the final return is filed. */
describe('windUp (decision 0339)', () => {
  test('terminated exactly when nothing is left; the steps count what is left (property against a loop)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 4 }),
        fc.nat({ max: 5 }),
        fc.boolean(),
        (balances, loans, filed) => {
          let left = 0;
          for (const cents of balances) if (cents !== 0) left += 1;
          left += loans;
          if (!filed) left += 1;
          const w = windUp({ balancesCents: balances, activeLoans: loans, finalReturnFiled: filed });
          expect(w.stepsLeft).toBe(left);
          expect(w.state).toBe(left === 0 ? 'terminated' : 'terminating');
        },
      ),
    );
  });

  test('says the state in words', () => {
    const day = (iso: string): string => `day ${iso}`;
    expect(windUpStatus({ state: 'terminating', stepsLeft: 3 }, '2026-11-18', day)).toBe('Terminating: 3 steps left');
    expect(windUpStatus({ state: 'terminating', stepsLeft: 1 }, '2026-11-18', day)).toBe('Terminating: 1 step left');
    expect(windUpStatus({ state: 'terminated', stepsLeft: 0 }, '2026-11-18', day)).toBe('Terminated on day 2026-11-18');
  });
});
