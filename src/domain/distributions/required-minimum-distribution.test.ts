import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { CalendarDate } from '@/domain/shared/calendar-date';
import { kindUnavailableReason } from './distribution-kinds';
import {
  firstDistributionYear,
  requiredMinimumDistribution,
  requiredMinimumDistributionsOn,
  rmdAmountCents,
  uniformLifetimeTenths,
} from './required-minimum-distribution';

/** The Uniform Lifetime Table as printed (Treas. Reg. 1.401(a)(9)-9(c); Publication 590-B Table III), ages 72 to 120. */
const PRINTED = `72 27.4 73 26.5 74 25.5 75 24.6 76 23.7 77 22.9 78 22.0 79 21.1 80 20.2 81 19.4 82 18.5 83 17.7 84 16.8
85 16.0 86 15.2 87 14.4 88 13.7 89 12.9 90 12.2 91 11.5 92 10.8 93 10.1 94 9.5 95 8.9 96 8.4 97 7.8 98 7.3 99 6.8
100 6.4 101 6.0 102 5.6 103 5.2 104 4.9 105 4.6 106 4.3 107 4.1 108 3.9 109 3.7 110 3.5 111 3.4 112 3.3 113 3.1
114 3.0 115 2.9 116 2.8 117 2.7 118 2.5 119 2.3 120 2.0`;
const printed = new Map<number, string>();
{
  const cells = PRINTED.split(/\s+/);
  for (let i = 0; i < cells.length; i += 2) printed.set(Number(cells[i]), cells[i + 1] as string);
}
/** Tenths from the printed period without floating point: "27.4" -> 274. */
const tenthsOf = (period: string): number => Number(period.replace('.', ''));

describe('required minimum distributions (decision 0286, fault 11)', () => {
  test('the whole table, and 120 or older uses 2.0', () => {
    for (let age = 72; age <= 120; age++) expect(uniformLifetimeTenths(age)).toBe(tenthsOf(printed.get(age) as string));
    expect(uniformLifetimeTenths(121)).toBe(20);
    expect(uniformLifetimeTenths(130)).toBe(20);
  });

  test('the first distribution year is the year the applicable age is attained, not the year after the birthday', () => {
    expect(firstDistributionYear({ year: 1953, month: 12, day: 31 })).toBe(2026);
    expect(firstDistributionYear({ year: 1959, month: 1, day: 1 })).toBe(2032);
    expect(firstDistributionYear({ year: 1960, month: 1, day: 1 })).toBe(2035);
    expect(firstDistributionYear({ year: 1950, month: 3, day: 1 })).toBe(2022);
    expect(firstDistributionYear({ year: 1949, month: 7, day: 1 })).toBe(2021);
    expect(firstDistributionYear({ year: 1949, month: 6, day: 30 })).toBe(2019);
    // 70½ (born before July 1, 1949): in the year of the 70th birthday for January-June, else the year after.
    expect(firstDistributionYear({ year: 1948, month: 6, day: 30 })).toBe(2018);
    expect(firstDistributionYear({ year: 1948, month: 7, day: 1 })).toBe(2019);
    expect(firstDistributionYear({ year: 1948, month: 1, day: 1 })).toBe(2018);
    expect(firstDistributionYear({ year: 1948, month: 12, day: 31 })).toBe(2019);
    // Born June 15, 1953: RMDs are available from January 2, 2026, before the 73rd birthday.
    const dob = new Date('1953-06-15T00:00:00Z');
    expect(kindUnavailableReason('rmd', dob, new Date('2026-01-02T12:00:00Z'))).toBeUndefined();
    expect(kindUnavailableReason('rmd', dob, new Date('2025-12-31T12:00:00Z'))).toBe(
      'Required minimum distributions start in the year you turn 73',
    );
  });

  test('$500,000.00 at the end of 2025, 73 in 2026: $18,867.93 (26.5, rounded up), due April 1, 2027; then by December 31', () => {
    const dob = { year: 1953, month: 6, day: 15 };
    expect(requiredMinimumDistribution(dob, 2026, 50_000_000)).toEqual({
      year: 2026,
      ageAttained: 73,
      periodTenths: 265,
      priorYearEndBalanceCents: 50_000_000,
      amountCents: 1_886_793,
      dueDate: { year: 2027, month: 4, day: 1 },
      firstYear: true,
    });
    expect(requiredMinimumDistribution(dob, 2025, 50_000_000)).toBeUndefined();
    const open = requiredMinimumDistributionsOn(dob, { year: 2027, month: 4, day: 1 }, (y) =>
      y === 2025 ? 50_000_000 : undefined,
    );
    expect(open.map((r) => [r.year, r.amountCents, r.dueDate])).toEqual([
      [2026, 1_886_793, { year: 2027, month: 4, day: 1 }],
      [2027, undefined, { year: 2027, month: 12, day: 31 }],
    ]);
    expect(requiredMinimumDistributionsOn(dob, { year: 2027, month: 4, day: 2 }, () => 10_000_000).map((r) => r.year)).toEqual([
      2027,
    ]);
    // $100,000 at age 80: 100,000 / 20.2 = 4,950.495... -> $4,950.50.
    expect(rmdAmountCents(10_000_000, 80)).toBe(495_050);
    expect(rmdAmountCents(0, 80)).toBe(0);
  });

  test('property: the amount is the least whole cent whose multiple of the period covers the balance', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10 ** 13 })),
        fc.integer({ min: 60, max: 130 }),
        (balance, age) => {
          const period = tenthsOf(printed.get(Math.min(Math.max(age, 72), 120)) as string);
          const cents = rmdAmountCents(balance, age);
          expect(BigInt(cents) * BigInt(period) >= BigInt(balance) * 10n).toBe(true);
          expect(BigInt(cents - 1) * BigInt(period) < BigInt(balance) * 10n).toBe(true);
        },
      ),
    );
  });

  test('property: the year of the first RMD and its due date, against the statute written out here', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1940, max: 1990 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 2015, max: 2070 }),
        (year, month, day, distributionYear) => {
          const born = year * 10_000 + month * 100 + day;
          // The calendar year of the day the applicable age (75, 73, 72 or 70½) is attained.
          const months = year >= 1960 ? 75 * 12 : year >= 1951 ? 73 * 12 : born >= 19490701 ? 72 * 12 : 70 * 12 + 6;
          const first = new Date(Date.UTC(year, month - 1 + months, day)).getUTCFullYear();
          const rmd = requiredMinimumDistribution({ year, month, day }, distributionYear, 1_000_000);
          if (distributionYear < first) expect(rmd).toBeUndefined();
          else {
            expect(rmd?.dueDate).toEqual(
              distributionYear === first ? { year: first + 1, month: 4, day: 1 } : { year: distributionYear, month: 12, day: 31 },
            );
            expect(rmd?.ageAttained).toBe(distributionYear - year);
          }
          expect(
            kindUnavailableReason(
              'rmd',
              new Date(Date.UTC(year, month - 1, day)),
              new Date(Date.UTC(distributionYear, 0, 1, 12)),
            ) === undefined,
          ).toBe(distributionYear >= first);
        },
      ),
    );
  });
});

describe('required minimum distributions: boundaries (mutation testing found them untested)', () => {
  test('the first distribution year at each birth-date boundary of the applicable age', () => {
    const cases: Array<[CalendarDate, number]> = [
      [{ year: 1949, month: 6, day: 30 }, 2019], // 70½ on December 30, 2019
      [{ year: 1949, month: 7, day: 1 }, 2021], // 72 (SECURE Act section 114)
      [{ year: 1950, month: 12, day: 31 }, 2022],
      [{ year: 1951, month: 1, day: 1 }, 2024], // 73 (SECURE 2.0 section 107)
      [{ year: 1959, month: 12, day: 31 }, 2032],
      [{ year: 1960, month: 1, day: 1 }, 2035], // 75
    ];
    for (const [dob, year] of cases) expect([dob, firstDistributionYear(dob)]).toEqual([dob, year]);
  });

  test('a zero or negative balance requires nothing; a later year is due December 31 and is not the first', () => {
    expect(rmdAmountCents(0, 75)).toBe(0);
    expect(rmdAmountCents(-500, 75)).toBe(0);
    expect(rmdAmountCents(1, 75)).toBe(1);
    const dob: CalendarDate = { year: 1953, month: 5, day: 1 };
    expect(requiredMinimumDistribution(dob, 2027, 10_000_000)).toMatchObject({
      year: 2027,
      ageAttained: 74,
      dueDate: { year: 2027, month: 12, day: 31 },
      firstYear: false,
    });
  });

  test('the first year stays open until its April 1 in the next year, then only the current year is', () => {
    const dob: CalendarDate = { year: 1953, month: 5, day: 1 };
    const balance = (): number => 10_000_000;
    const years = (today: CalendarDate): number[] => requiredMinimumDistributionsOn(dob, today, balance).map((r) => r.year);
    expect(years({ year: 2027, month: 3, day: 31 })).toEqual([2026, 2027]);
    expect(years({ year: 2027, month: 4, day: 1 })).toEqual([2026, 2027]);
    expect(years({ year: 2027, month: 4, day: 2 })).toEqual([2027]);
    expect(years({ year: 2027, month: 1, day: 15 })).toEqual([2026, 2027]);
    expect(years({ year: 2028, month: 2, day: 1 })).toEqual([2028]);
  });
});
