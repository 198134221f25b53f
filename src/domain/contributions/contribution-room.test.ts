import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { catchUpLimitCents, CONTRIBUTION_LIMITS, LIMIT_YEARS, limitsFor } from './contribution-limits';
import { CONTRIBUTION_SOURCES, contributionUsage, planHasRothOf, type YearContributions } from './contribution-usage';
import { contributionWarnings, depositWarnings, remainingRoomCents, roomBySource } from './contribution-warnings';

const y2026 = limitsFor(2026)!;
const year = (bySource: YearContributions['bySource'], otherEmployerDeferralCents = 0): YearContributions => ({
  bySource,
  otherEmployerDeferralCents,
});

/**
 * The limits written independently, as the totals the IRS states: all employers' deferrals at most deferral + catch-up;
 * this plan's additions at most 415(c) (or 100% of compensation) plus the catch-up, catch-up only from deferrals.
 * T = all deferrals, own = this plan's deferrals, N = its other additions, A = 415(c) limit, C = catch-up limit.
 */
function independent(T: number, own: number, N: number, D: number, A: number, C: number, P = Number.POSITIVE_INFINITY) {
  // P: the year's pay. This plan's deferrals, catch-up included, cannot exceed it (IRC 402(g), 414(v)(2)(A)(ii)).
  // A deposit's room: what it can add before a limit it counts toward is passed, or 0 when one is passed already. A
  // limit only another source counts toward leaves it alone (deferrals do not count toward 402(g) for profit sharing).
  const additionsExceeded = N > A || own + N - A > C;
  // Other additions alone over 415(c): the excess is theirs (N - A); deferrals add to it only past the catch-up.
  const deferralRoom =
    T > D + C || own > P
      ? 0
      : N > A
        ? Math.max(Math.min(D + C - T, C - own, P - own), 0)
        : own + N - A > C
          ? 0
          : Math.min(D + C - T, A + C - own - N, P - own);
  return {
    deferralExcess: Math.max(T - D - C, 0),
    additionsExceeded,
    deferralRoom,
    otherRoom: additionsExceeded ? 0 : Math.min(A - N, A + C - own - N),
  };
}

const cents = (max: number) => fc.integer({ min: 0, max });
const scenario = fc.record({
  taxYear: fc.constantFrom(...LIMIT_YEARS),
  age: fc.integer({ min: 18, max: 90 }),
  preTax: cents(4_000_000),
  roth: cents(2_000_000),
  other: cents(2_000_000),
  profitSharing: cents(8_000_000),
  match: cents(2_000_000),
  afterTax: cents(2_000_000),
  rollover: cents(50_000_000),
  compensation: fc.option(cents(40_000_000), { nil: undefined }),
});

describe('contribution limits: usage, warnings and room', () => {
  test('2026 example, age 45: 24,500 deferred and 47,500 profit sharing is exactly at both limits', () => {
    const limits = y2026;
    const at = year({ 'Deferral Pre-Tax': 2_000_000, 'Deferral Roth': 450_000, 'Profit Sharing': 4_750_000 });
    expect(contributionWarnings(limits, { age: 45 }, at)).toEqual([]);
    expect(roomBySource(limits, { age: 45 }, at)).toEqual({
      'Deferral Pre-Tax': 0,
      'Deferral Roth': 0,
      'Profit Sharing': 0,
      'Roll Overs': undefined,
      'After Tax': 0,
      'Employer Match': 0,
    });
    expect(depositWarnings(limits, { age: 45 }, at, { source: 'Deferral Roth', amountCents: 100 })).toEqual([
      {
        limit: 'deferrals',
        excessCents: 100,
        message: 'Elective deferrals for 2026 (all employers together) would be $1.00 over the limit of $24,500.00.',
      },
      {
        limit: 'annualAdditions',
        excessCents: 100,
        message: 'Contributions to this plan for 2026 would be $1.00 over the annual additions limit of $72,000.00.',
      },
    ]);
  });

  test('2026 example, age 61: 72,000 plus the 11,250 catch-up (83,250 in all) fits; a cent more is warned', () => {
    const at = year({ 'Deferral Pre-Tax': 3_575_000, 'Profit Sharing': 4_750_000 });
    const usage = contributionUsage(y2026, { age: 61 }, at);
    expect(usage.catchUp).toEqual({ limitCents: 1_125_000, usedCents: 1_125_000, remainingCents: 0, excessCents: 0 });
    expect(usage.annualAdditions).toMatchObject({ limitCents: 7_200_000, usedCents: 7_200_000, excessCents: 0 });
    expect(contributionWarnings(y2026, { age: 61 }, at)).toEqual([]);
    expect(depositWarnings(y2026, { age: 61 }, at, { source: 'Profit Sharing', amountCents: 1 })).toEqual([
      {
        limit: 'annualAdditions',
        excessCents: 1,
        message:
          'Contributions to this plan for 2026 would be $0.01 over the annual additions limit of $72,000.00 plus catch-up.',
      },
    ]);
  });

  test('deferrals to another employer share the deferral limit; the warning says all employers together', () => {
    const at = year({ 'Deferral Pre-Tax': 1_000_000 }, 1_450_000);
    expect(remainingRoomCents(y2026, { age: 40 }, at, 'Deferral Pre-Tax')).toBe(0);
    expect(remainingRoomCents(y2026, { age: 40 }, at, 'Profit Sharing')).toBe(6_200_000);
    expect(remainingRoomCents(y2026, { age: 52 }, at, 'Deferral Roth')).toBe(800_000);
    expect(depositWarnings(y2026, { age: 52 }, at, { source: 'Deferral Roth', amountCents: 900_000 })).toEqual([
      {
        limit: 'deferrals',
        excessCents: 100_000,
        message:
          'Elective deferrals for 2026 (all employers together) would be $1,000.00 over the limit of $32,500.00, ' +
          'catch-up of $8,000.00 included.',
      },
    ]);
  });

  test('2026 example, age 55: additions beyond 415(c) are this plan’s deferrals counted as catch-up, up to $8,000', () => {
    // $20,000 deferred and $55,000 profit sharing: $75,000 is $3,000 over $72,000, within the $8,000 catch-up.
    const at = year({ 'Deferral Pre-Tax': 2_000_000, 'Profit Sharing': 5_500_000 });
    const usage = contributionUsage(y2026, { age: 55 }, at);
    expect(usage.catchUp).toEqual({ limitCents: 800_000, usedCents: 300_000, remainingCents: 500_000, excessCents: 0 });
    expect(usage.planCatchUpCents).toBe(300_000);
    expect(usage.planRegularDeferralsCents).toBe(2_000_000);
    expect(usage.annualAdditions).toEqual({ limitCents: 7_200_000, usedCents: 7_200_000, remainingCents: 0, excessCents: 0 });
    expect(usage.deferrals).toEqual({ limitCents: 3_250_000, usedCents: 2_000_000, remainingCents: 1_250_000, excessCents: 0 });
    // $26,000 deferred (1,500 over 402(g)) and $55,000 profit sharing: 1,500 + 7,500 over 415(c) is more than 8,000.
    const over = contributionUsage(y2026, { age: 55 }, year({ 'Deferral Pre-Tax': 2_600_000, 'Profit Sharing': 5_500_000 }));
    expect(over.catchUp).toEqual({ limitCents: 800_000, usedCents: 800_000, remainingCents: 0, excessCents: 0 });
    expect(over.planCatchUpCents).toBe(800_000);
    expect(over.planRegularDeferralsCents).toBe(2_450_000);
    expect(over.annualAdditions).toMatchObject({ usedCents: 7_300_000, excessCents: 100_000 });
  });

  test('compensation equal to the 415(c) figure: the warning names the annual additions limit, not 100% of pay', () => {
    const participant = { age: 40, compensationCents: 7_200_000 };
    const at = year({ 'Deferral Pre-Tax': 2_000_000, 'Profit Sharing': 5_200_001 });
    expect(contributionUsage(y2026, participant, at).limitedByCompensation).toBe(false);
    expect(contributionWarnings(y2026, participant, at)).toEqual([
      {
        limit: 'annualAdditions',
        excessCents: 1,
        message: 'Contributions to this plan for 2026 would be $0.01 over the annual additions limit of $72,000.00.',
      },
    ]);
  });

  test('415(c) is at most 100% of compensation when that is lower; rollovers count against nothing', () => {
    const at = year({ 'Deferral Pre-Tax': 2_000_000, 'Roll Overs': 50_000_000 });
    const participant = { age: 40, compensationCents: 3_000_000 };
    expect(remainingRoomCents(y2026, participant, at, 'Profit Sharing')).toBe(1_000_000);
    expect(remainingRoomCents(y2026, participant, at, 'Roll Overs')).toBeUndefined();
    expect(depositWarnings(y2026, participant, at, { source: 'Employer Match', amountCents: 1_000_001 })).toEqual([
      {
        limit: 'annualAdditions',
        excessCents: 1,
        message: 'Contributions to this plan for 2026 would be $0.01 over 100% of compensation ($30,000.00).',
      },
    ]);
  });

  test('property: warnings agree with the independent totals (age bands, 415(c) with catch-up, shared deferral limit)', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const limits = CONTRIBUTION_LIMITS[s.taxYear];
        const participant = { age: s.age, compensationCents: s.compensation };
        const at = year(
          {
            'Deferral Pre-Tax': s.preTax,
            'Deferral Roth': s.roth,
            'Profit Sharing': s.profitSharing,
            'Employer Match': s.match,
            'After Tax': s.afterTax,
            'Roll Overs': s.rollover,
          },
          s.other,
        );
        const own = s.preTax + s.roth;
        const A = Math.min(limits.annualAdditionsCents, s.compensation ?? Number.POSITIVE_INFINITY);
        const C = catchUpLimitCents(limits, s.age);
        const expected = independent(own + s.other, own, s.profitSharing + s.match + s.afterTax, limits.deferralCents, A, C);
        const warnings = contributionWarnings(limits, participant, at);
        expect(warnings.find((w) => w.limit === 'deferrals')?.excessCents ?? 0).toBe(expected.deferralExcess);
        expect(warnings.some((w) => w.limit === 'annualAdditions')).toBe(expected.additionsExceeded);
        const usage = contributionUsage(limits, participant, at);
        expect(usage.catchUp.usedCents).toBeLessThanOrEqual(C);
        expect(usage.catchUp.usedCents).toBeLessThanOrEqual(own + s.other);
        // All employers' deferrals against deferral limit plus catch-up: what is left and what is over.
        const T = own + s.other;
        const D = limits.deferralCents + C;
        expect(usage.deferrals).toEqual({
          limitCents: D,
          usedCents: T,
          remainingCents: T < D ? D - T : 0,
          excessCents: T > D ? T - D : 0,
        });
        expect(usage.catchUp.remainingCents).toBe(C - usage.catchUp.usedCents);
        expect(usage.annualAdditions.limitCents).toBe(A);
        expect(usage.limitedByCompensation).toBe(s.compensation !== undefined && s.compensation < limits.annualAdditionsCents);
      }),
      { numRuns: 3_000 },
    );
  });

  test('a limit only another source counts toward leaves the room as it is (deferrals over 402(g), profit sharing)', () => {
    const at = year({ 'Deferral Pre-Tax': 2_500_000 });
    expect(contributionWarnings(y2026, { age: 45 }, at).map((w) => w.limit)).toEqual(['deferrals']);
    expect(remainingRoomCents(y2026, { age: 45 }, at, 'Deferral Roth')).toBe(0);
    // 415(c) for 2026 is $72,000: $25,000 of deferrals counted leaves $47,000 for profit sharing.
    expect(remainingRoomCents(y2026, { age: 45 }, at, 'Profit Sharing')).toBe(4_700_000);
  });

  test('property: the room of each source is the largest deposit that adds no warning, as the totals give it', () => {
    fc.assert(
      fc.property(scenario, fc.constantFrom(...CONTRIBUTION_SOURCES), (s, source) => {
        const limits = CONTRIBUTION_LIMITS[s.taxYear];
        const participant = { age: s.age, compensationCents: s.compensation };
        const at = year({ 'Deferral Pre-Tax': s.preTax, 'Profit Sharing': s.profitSharing, 'After Tax': s.afterTax }, s.other);
        const room = remainingRoomCents(limits, participant, at, source);
        if (source === 'Roll Overs') {
          expect(room).toBeUndefined();
          return;
        }
        const A = Math.min(limits.annualAdditionsCents, s.compensation ?? Number.POSITIVE_INFINITY);
        const C = catchUpLimitCents(limits, s.age);
        const N = s.profitSharing + s.afterTax;
        const expected = independent(s.preTax + s.other, s.preTax, N, limits.deferralCents, A, C, s.compensation);
        const isDeferral = source === 'Deferral Pre-Tax' || source === 'Deferral Roth';
        expect(room).toBe(isDeferral ? expected.deferralRoom : expected.otherRoom);
        // At the room the warnings are those of before; a cent more passes a limit.
        const now = contributionWarnings(limits, participant, at);
        expect(depositWarnings(limits, participant, at, { source, amountCents: room! })).toEqual(now);
        expect(depositWarnings(limits, participant, at, { source, amountCents: room! + 1 })).not.toEqual(now);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('planHasRothOf', () => {
  test('reads the plan details’ contribution types: Roth enabled, Roth not enabled or absent, or no list saved', () => {
    expect(planHasRothOf(undefined)).toBeUndefined();
    expect(planHasRothOf('Deferral Roth')).toBeUndefined();
    expect(planHasRothOf({ name: 'Deferral Roth', enabled: true })).toBeUndefined();
    expect(planHasRothOf([])).toBe(false);
    expect(planHasRothOf([{ name: 'Deferral Roth', enabled: true }])).toBe(true);
    expect(planHasRothOf([{ name: 'Deferral Roth', enabled: 'true' }])).toBe(true);
    expect(planHasRothOf([{ name: 'Deferral Roth', enabled: false }])).toBe(false);
    expect(planHasRothOf([{ name: 'Deferral Roth' }])).toBe(false);
    expect(planHasRothOf([{ name: 'Deferral Pre-Tax', enabled: true }])).toBe(false);
    expect(
      planHasRothOf([
        null,
        'Deferral Roth',
        { name: 'Deferral Pre-Tax', enabled: true },
        { name: 'Deferral Roth', enabled: true },
      ]),
    ).toBe(true);
    // The first Roth entry decides.
    expect(
      planHasRothOf([
        { name: 'Deferral Roth', enabled: false },
        { name: 'Deferral Roth', enabled: true },
      ]),
    ).toBe(false);
  });
});
