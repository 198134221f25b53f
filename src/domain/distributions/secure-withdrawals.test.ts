import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type EarlierSecureWithdrawal,
  oneYearPeriodIncludes,
  repaymentDeadline,
  repaymentErrors,
  SELF_CERTIFICATION_REQUIRED_MESSAGE,
  secureWithdrawalErrors,
  type SecureWithdrawalInput,
} from './secure-withdrawals';
import { distributionCode, distributionCodeLabel } from '@/domain/contributions/distribution-tax-forms';

// Independent formulations of the rules, written out from the sources (never the production functions).
// IRC 72(t)(2)(I)(ii): the lesser of $1,000 and the vested balance over $1,000.
const emergencyLimit = (vested: number): number => (vested <= 100_000 ? 0 : vested >= 200_000 ? 100_000 : vested - 100_000);
// IRC 72(t)(2)(K)(ii): the lesser of the indexed dollar limit and 50% of vested, on the aggregate.
const abuseDollars = (year: number): number => (year <= 2024 ? 1_000_000 : year === 2025 ? 1_030_000 : 1_050_000);
const abuseLimit = (vested: number, year: number, earlier: number): number => {
  const half = (vested - (vested % 2)) / 2;
  const cap = half < abuseDollars(year) ? half : abuseDollars(year);
  return cap - earlier > 0 ? cap - earlier : 0;
};
const pad = (n: number, w: number): string => String(n).padStart(w, '0');
const iso = (y: number, m: number, d: number): string => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
const leap = (y: number): boolean => new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1;
const monthDays = (y: number, m: number): number =>
  [31, leap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] as number;
/** Days since 2000-01-01 by counting, no Date arithmetic. */
const dayNumber = (y: number, m: number, d: number): number => {
  let n = 0;
  for (let yy = 2000; yy < y; yy++) n += leap(yy) ? 366 : 365;
  for (let mm = 1; mm < m; mm++) n += monthDays(y, mm);
  return n + d - 1;
};
const dateArb = fc
  .record({ y: fc.integer({ min: 2024, max: 2032 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
  .map(({ y, m, d }) => ({ y, m, d: Math.min(d, monthDays(y, m)) }));

const base: SecureWithdrawalInput = {
  kind: 'emergency_expense',
  amountCents: 50_000,
  selfCertified: true,
  eventDate: '',
  childName: '',
  today: '2026-11-30',
  vestedCents: 500_000,
  earlier: [],
};
const emergency = (over: Partial<EarlierSecureWithdrawal>): EarlierSecureWithdrawal => ({
  kind: 'emergency_expense',
  amountCents: 100_000,
  requestedOn: '2025-03-01',
  repaidCents: 0,
  contributionsSinceCents: 0,
  childKey: null,
  ...over,
});

describe('SECURE 2.0 withdrawals', () => {
  test('every kind needs the self-certification, with its message on self_certified', () => {
    for (const kind of ['emergency_expense', 'domestic_abuse', 'birth_adoption'])
      expect(secureWithdrawalErrors({ ...base, kind, selfCertified: false }).self_certified).toEqual([
        SELF_CERTIFICATION_REQUIRED_MESSAGE,
      ]);
    expect(SELF_CERTIFICATION_REQUIRED_MESSAGE).toBe('Certify that you meet the conditions of this distribution');
    expect(secureWithdrawalErrors({ ...base, kind: 'hardship', selfCertified: false })).toEqual({});
  });

  test('an emergency distribution over the limit is refused with the limit in words', () => {
    expect(secureWithdrawalErrors({ ...base, amountCents: 60_001, vestedCents: 160_000 }).amount).toEqual([
      'An emergency personal expense distribution is limited to $600.00: the lesser of $1,000.00 and your vested balance above $1,000.00',
    ]);
  });

  test('a second emergency distribution in the same calendar year is refused even when the first was repaid', () => {
    const earlier = [emergency({ requestedOn: '2026-02-01', repaidCents: 100_000 })];
    expect(secureWithdrawalErrors({ ...base, earlier }).kind).toEqual([
      'You already took an emergency personal expense distribution in 2026: one is allowed each calendar year',
    ]);
  });

  test('an unrepaid emergency distribution stops another for the next three calendar years', () => {
    expect(secureWithdrawalErrors({ ...base, earlier: [emergency({ contributionsSinceCents: 20_000 })] }).kind).toEqual([
      'Your emergency personal expense distribution of $1,000.00 from 2025 is not repaid: another is allowed from 2029, or once you repay it or contribute $1,000.00 from your pay',
    ]);
  });

  test('property: the emergency rules match the statute written out (limit, one a year, three years unless repaid or contributed)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400_000 }),
        fc.integer({ min: 1, max: 150_000 }),
        fc.option(
          fc.record({
            year: fc.integer({ min: 2022, max: 2026 }),
            amount: fc.integer({ min: 1, max: 100_000 }),
            repaidShare: fc.integer({ min: 0, max: 100 }),
            contributed: fc.integer({ min: 0, max: 150_000 }),
          }),
          { nil: undefined },
        ),
        (vested, amount, prior) => {
          const earlier = prior
            ? [
                emergency({
                  requestedOn: iso(prior.year, 6, 1),
                  amountCents: prior.amount,
                  repaidCents: Math.floor((prior.amount * prior.repaidShare) / 100),
                  contributionsSinceCents: prior.contributed,
                }),
              ]
            : [];
          const errors = secureWithdrawalErrors({ ...base, vestedCents: vested, amountCents: amount, earlier });
          expect((errors.amount ?? []).length > 0).toBe(amount > emergencyLimit(vested));
          let blocked = false;
          if (prior) {
            const left = prior.amount - Math.floor((prior.amount * prior.repaidShare) / 100);
            blocked = prior.year === 2026 || (2026 - prior.year <= 3 && left > 0 && prior.contributed < left);
          }
          expect((errors.kind ?? []).length > 0).toBe(blocked);
        },
      ),
    );
  });

  test('property: a domestic abuse distribution is at most the lesser of the dollar limit and half the vested balance, less earlier ones', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 2024, max: 2030 }),
        fc.array(fc.integer({ min: 1, max: 500_000 }), { maxLength: 3 }),
        (vested, amount, year, earlierAmounts) => {
          const today = iso(year, 6, 15);
          const errors = secureWithdrawalErrors({
            ...base,
            kind: 'domestic_abuse',
            today,
            eventDate: iso(year, 1, 10),
            vestedCents: vested,
            amountCents: amount,
            earlier: earlierAmounts.map((a) => ({ ...emergency({}), kind: 'domestic_abuse', amountCents: a })),
          });
          const earlier = earlierAmounts.reduce((s, a) => s + a, 0);
          expect((errors.amount ?? []).length > 0).toBe(amount > abuseLimit(vested, year, earlier));
          expect(errors.event_date).toEqual([]);
        },
      ),
    );
    expect(
      secureWithdrawalErrors({
        ...base,
        kind: 'domestic_abuse',
        eventDate: '2026-01-01',
        amountCents: 1_050_001,
        vestedCents: 9_000_000,
      }).amount,
    ).toEqual([
      'A domestic abuse victim distribution is limited to $10,500.00: the lesser of $10,500.00 and half your vested balance, less earlier ones',
    ]);
  });

  test('property: the one-year period after the abuse or the birth includes the day and ends the day before its anniversary', () => {
    fc.assert(
      fc.property(dateArb, dateArb, (event, today) => {
        const e = dayNumber(event.y, event.m, event.d);
        const t = dayNumber(today.y, today.m, today.d);
        // The anniversary: the same month and day a year on (Feb 29 -> Feb 28 in a common year).
        const anniversary = dayNumber(event.y + 1, event.m, Math.min(event.d, monthDays(event.y + 1, event.m)));
        expect(oneYearPeriodIncludes(iso(event.y, event.m, event.d), iso(today.y, today.m, today.d))).toBe(
          e <= t && t < anniversary,
        );
      }),
    );
  });

  test('invalid dates and days outside the period get field-keyed messages', () => {
    const abuse = { ...base, kind: 'domestic_abuse' };
    expect(secureWithdrawalErrors({ ...abuse, eventDate: '' }).event_date).toEqual(['Enter the date of the abuse']);
    expect(secureWithdrawalErrors({ ...abuse, eventDate: '2026-02-30' }).event_date).toEqual(['Enter a valid date']);
    expect(secureWithdrawalErrors({ ...abuse, eventDate: '2026-12-01' }).event_date).toEqual([
      'The date cannot be in the future',
    ]);
    expect(secureWithdrawalErrors({ ...abuse, eventDate: '2025-11-30' }).event_date).toEqual([
      'A domestic abuse victim distribution must be made within one year of the abuse',
    ]);
    expect(secureWithdrawalErrors({ ...abuse, eventDate: '2025-12-01' }).event_date).toEqual([]);
    const birth = { ...base, kind: 'birth_adoption', eventDate: '2025-01-01', childName: ' ' };
    expect(secureWithdrawalErrors(birth).event_date).toEqual([
      'A birth or adoption distribution must be made within one year of the birth or adoption',
    ]);
    expect(secureWithdrawalErrors(birth).child_name).toEqual(["Enter the child's name"]);
  });

  test('property: a birth or adoption distribution is at most $5,000 per child, other children not counted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 700_000 }),
        fc.array(fc.record({ same: fc.boolean(), amount: fc.integer({ min: 1, max: 300_000 }) }), { maxLength: 3 }),
        (amount, earlier) => {
          const errors = secureWithdrawalErrors({
            ...base,
            kind: 'birth_adoption',
            amountCents: amount,
            eventDate: '2026-05-02',
            childName: 'Ada  Lovelace',
            earlier: earlier.map((e) => ({
              ...emergency({}),
              kind: 'birth_adoption',
              amountCents: e.amount,
              childKey: e.same ? 'ada lovelace|2026-05-02' : 'ada lovelace|2026-05-03',
            })),
          });
          const used = earlier.filter((e) => e.same).reduce((s, e) => s + e.amount, 0);
          expect((errors.amount ?? []).length > 0).toBe(amount > (used >= 500_000 ? 0 : 500_000 - used));
        },
      ),
    );
  });

  test('property: a repayment is of a paid distribution, within three years of the day paid, at most what is left', () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.integer({ min: 0, max: 1_500 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: -10, max: 1_100_000 }),
        (paid, daysLater, gross, repaidShare, amount) => {
          const repaid = Math.floor((gross * repaidShare) / 100);
          const p = dayNumber(paid.y, paid.m, paid.d);
          // today = paid + daysLater, by counting forward.
          let { y, m, d } = paid;
          for (let i = 0; i < daysLater; i++) {
            d++;
            if (d > monthDays(y, m)) {
              d = 1;
              m++;
              if (m > 12) {
                m = 1;
                y++;
              }
            }
          }
          const end = dayNumber(paid.y + 3, paid.m, Math.min(paid.d, monthDays(paid.y + 3, paid.m)));
          const errors = repaymentErrors({
            kind: 'emergency_expense',
            status: 'paid',
            distributionCents: gross,
            paidOn: iso(paid.y, paid.m, paid.d),
            repaidCents: repaid,
            amountCents: amount,
            today: iso(y, m, d),
          });
          const ok = p + daysLater <= end && amount > 0 && amount <= gross - repaid;
          expect(Object.values(errors).flat().length === 0).toBe(ok);
        },
      ),
    );
  });

  test('repayment messages, literally', () => {
    const paid = {
      kind: 'birth_adoption',
      status: 'paid',
      distributionCents: 100_000,
      paidOn: '2026-03-01',
      repaidCents: 40_000,
      amountCents: 60_001,
      today: '2026-11-30',
    };
    expect(repaymentErrors(paid)).toEqual({ amount_cents: ['The most you can repay is $600.00'] });
    expect(repaymentErrors({ ...paid, amountCents: 0 })).toEqual({ amount_cents: ['Amount must be greater than $0.00'] });
    expect(repaymentErrors({ ...paid, status: 'approved', paidOn: null })).toEqual({
      distribution: ['A distribution can be repaid once it is paid'],
    });
    expect(repaymentErrors({ ...paid, kind: 'hardship' })).toEqual({
      distribution: ['Only an emergency, domestic abuse, or birth or adoption distribution can be repaid'],
    });
    expect(repaymentErrors({ ...paid, amountCents: 100, today: '2029-03-02' })).toEqual({
      distribution: ['The three years to repay this distribution ended on Mar 1, 2029'],
    });
    expect(repaymentDeadline('2024-02-29')).toBe('2027-02-28');
  });

  test('Form 1099-R: a birth or adoption distribution is code 1 under 59½ (B1 for Roth), as the Guide to Distribution Codes names it', () => {
    const young = new Date(Date.UTC(1990, 0, 1));
    const old = new Date(Date.UTC(1950, 0, 1));
    const paid = new Date(Date.UTC(2026, 5, 1));
    expect(distributionCode('birth_adoption', young, paid, ['pre_tax'])).toBe('1');
    expect(distributionCode('birth_adoption', young, paid, ['roth'])).toBe('B1');
    expect(distributionCode('birth_adoption', old, paid, ['pre_tax'])).toBe('7');
    expect(distributionCodeLabel('1', 'birth_adoption')).toBe(
      '1 (early distribution; the birth or adoption exception is claimed on Form 5329)',
    );
    expect(distributionCodeLabel('B1', 'birth_adoption')).toBe(
      'B1 (designated Roth account, early distribution; the birth or adoption exception is claimed on Form 5329)',
    );
  });

  test('Form 1099-R: code 2 under 59½ (B2 for Roth), 7 from 59½', () => {
    const young = new Date(Date.UTC(1990, 0, 1));
    const old = new Date(Date.UTC(1950, 0, 1));
    const paid = new Date(Date.UTC(2026, 5, 1));
    for (const kind of ['emergency_expense', 'domestic_abuse']) {
      expect(distributionCode(kind, young, paid, ['pre_tax'])).toBe('2');
      expect(distributionCode(kind, young, paid, ['roth'])).toBe('B2');
      expect(distributionCode(kind, old, paid, ['pre_tax'])).toBe('7');
      expect(distributionCodeLabel('2', kind)).toBe('2 (early distribution, exception applies (IRC 72(t)(2)))');
      expect(distributionCodeLabel('B2', kind)).toBe(
        'B2 (designated Roth account, early distribution, exception applies (IRC 72(t)(2)))',
      );
    }
    expect(distributionCodeLabel('2', 'separation')).toBe('2 (early distribution, exception applies (age 55 separation))');
  });
});
