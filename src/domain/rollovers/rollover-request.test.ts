import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  AMOUNT_MESSAGE,
  DISTRIBUTION_DATE_MESSAGE,
  METHOD_MESSAGE,
  PROVIDER_MESSAGE,
  preTaxCents,
  ROTH_FROM_IRA,
  ROTH_MORE_THAN_AMOUNT,
  ROTH_NOT_ACCEPTED,
  type RolloverInput,
  rolloverErrors,
  sixtyDayDeadline,
  SOURCE_KIND_MESSAGE,
} from './rollover-request';
import { rolloverMethodLabel, rolloverSourceLabel } from './rollover-labels';

const today = { year: 2026, month: 11, day: 23 };
const ctx = { planAcceptsRoth: true, today };
const valid: RolloverInput = { sourceKind: '401k', provider: 'Fidelity', amountCents: 5_000_000, rothCents: 0, method: 'direct' };
const flat = (input: RolloverInput, context = ctx): string[] => Object.values(rolloverErrors(input, context)).flat();
/** An independent 60-day count: UTC milliseconds. */
const plusDaysIso = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('rolloverErrors', () => {
  test('a complete direct request from another 401(k) is valid; each missing part has its message', () => {
    expect(flat(valid)).toEqual([]);
    expect(rolloverErrors({}, ctx)).toEqual({
      source_kind: [SOURCE_KIND_MESSAGE],
      provider: [PROVIDER_MESSAGE],
      amount: [AMOUNT_MESSAGE],
      roth_amount: [],
      method: [METHOD_MESSAGE],
      distribution_date: [],
    });
    expect(flat({ ...valid, sourceKind: 'roth_ira' })).toEqual(['Choose the kind of account the money comes from']);
    expect(flat({ ...valid, amountCents: 0 })).toEqual(['Enter the approximate amount: above $0, in dollars and cents']);
  });

  test('Roth money only into Roth: none from a traditional IRA, none into a plan without a Roth rollover account', () => {
    expect(flat({ ...valid, rothCents: 1_000_000 })).toEqual([]);
    expect(flat({ ...valid, sourceKind: '403b', rothCents: 5_000_000 })).toEqual([]);
    expect(flat({ ...valid, sourceKind: 'traditional_ira', rothCents: 1 })).toEqual([ROTH_FROM_IRA]);
    expect(flat({ ...valid, rothCents: 1 }, { ...ctx, planAcceptsRoth: false })).toEqual([ROTH_NOT_ACCEPTED]);
    expect(flat({ ...valid, rothCents: 5_000_001 })).toEqual([ROTH_MORE_THAN_AMOUNT]);
    expect(preTaxCents(5_000_000, 1_250_075)).toBe(3_749_925);
  });

  test('an indirect rollover shows the 60-day rule: the distribution date is required and the 60 days must not be over', () => {
    const indirect = { ...valid, method: 'indirect' };
    expect(flat(indirect)).toEqual([DISTRIBUTION_DATE_MESSAGE]);
    expect(flat({ ...indirect, distributionDate: '2026-11-24' })).toEqual([DISTRIBUTION_DATE_MESSAGE]);
    expect(flat({ ...indirect, distributionDate: '2026-09-24' })).toEqual([]);
    expect(sixtyDayDeadline({ year: 2026, month: 9, day: 24 })).toEqual(today);
    expect(flat({ ...indirect, distributionDate: '2026-09-23' })).toEqual([
      'The 60 days for an indirect rollover ended on Nov 22, 2026: the money can no longer be rolled over',
    ]);
  });

  test('source kinds and methods have words', () => {
    expect(rolloverSourceLabel('403b')).toBe('A 403(b) plan');
    expect(rolloverSourceLabel('traditional_ira')).toBe('A traditional IRA');
    expect(rolloverMethodLabel('indirect')).toBe('Indirect: the money was paid to you and you deposit it');
  });

  test('property: the deadline is 60 calendar days after the distribution, across months and leap years', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        const [year, month, day] = iso.split('-').map(Number);
        const deadline = sixtyDayDeadline({ year, month, day });
        const expected = plusDaysIso(iso, 60);
        expect(`${deadline.year}-${String(deadline.month).padStart(2, '0')}-${String(deadline.day).padStart(2, '0')}`).toBe(
          expected,
        );
      }),
    );
  });

  test('property: valid amounts in cents with a Roth part up to the amount are accepted; invalid amounts are refused', () => {
    const cents = fc.integer({ min: 1, max: 10_000_000_000 });
    fc.assert(
      fc.property(cents, fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom('401k', '403b'), (amount, f, kind) => {
        const roth = Math.floor(amount * f);
        expect(flat({ ...valid, sourceKind: kind, amountCents: amount, rothCents: roth })).toEqual([]);
        expect(preTaxCents(amount, roth) + roth).toBe(amount);
      }),
    );
    const bad = fc.oneof(
      fc.integer({ max: 0 }),
      fc.integer({ min: 10_000_000_001, max: Number.MAX_SAFE_INTEGER }),
      fc.double({ noInteger: true }),
      fc.constant(Number.NaN),
    );
    fc.assert(
      fc.property(bad, (amount) => {
        expect(rolloverErrors({ ...valid, amountCents: amount }, ctx).amount).toEqual([AMOUNT_MESSAGE]);
      }),
    );
  });

  test('property: any Roth part above the amount is refused; any Roth part from an IRA is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (amount, extra) => {
        expect(rolloverErrors({ ...valid, amountCents: amount, rothCents: amount + extra }, ctx).roth_amount).toEqual([
          ROTH_MORE_THAN_AMOUNT,
        ]);
        expect(
          rolloverErrors({ ...valid, sourceKind: 'traditional_ira', amountCents: amount + extra, rothCents: extra }, ctx)
            .roth_amount,
        ).toEqual([ROTH_FROM_IRA]);
      }),
    );
  });
});
