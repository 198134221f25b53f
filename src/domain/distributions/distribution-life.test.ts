import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatIsoDate } from '@/domain/shared/calendar-date';
import {
  addBusinessDays,
  additionalTaxCents,
  distributionLife,
  distributionTaxNotes,
  form1099RDueDate,
} from './distribution-life';
import { distributionRecordFixture } from './distribution-record-fixtures';

/** Independent formulation: whole weeks of five business days, then the days left one at a time on a JS Date. */
function businessDaysByWeeks(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  // Start from the Friday before a weekend start, so whole weeks land on the same weekday.
  let left = days;
  while (left >= 5 && date.getUTCDay() >= 1 && date.getUTCDay() <= 5) {
    date.setUTCDate(date.getUTCDate() + 7);
    left -= 5;
  }
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

const isoDay = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const day = (iso: string) => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) });

describe('business days, the 1099-R due date and the 10% additional tax (decision 0314)', () => {
  test('adding business days agrees with counting whole weeks then single days', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 0, max: 40 }), (iso, n) => {
        expect(formatIsoDate(addBusinessDays(day(iso), n))).toBe(businessDaysByWeeks(iso, n));
      }),
    );
    // Friday + 2 business days is Tuesday.
    expect(formatIsoDate(addBusinessDays(day('2026-11-27'), 2))).toBe('2026-12-01');
  });

  test('Form 1099-R is due January 31, or the Monday after when that is a weekend (IRC 7503)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2200 }), (year) => {
        const jan31 = new Date(Date.UTC(year + 1, 0, 31));
        const shift = { 6: 2, 0: 1 }[jan31.getUTCDay() as 0 | 6] ?? 0;
        const expected = new Date(Date.UTC(year + 1, 0, 31 + shift)).toISOString().slice(0, 10);
        expect(formatIsoDate(form1099RDueDate(year))).toBe(expected);
      }),
    );
    expect(formatIsoDate(form1099RDueDate(2026))).toBe('2027-02-01');
    expect(formatIsoDate(form1099RDueDate(2027))).toBe('2028-01-31');
  });

  test('the additional tax is a tenth of the amount, to the nearest cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        const tax = additionalTaxCents(cents);
        expect(Math.abs(tax * 10 - cents)).toBeLessThanOrEqual(5);
      }),
    );
    expect(additionalTaxCents(1_000_00)).toBe(100_00);
  });
});

describe('who acts next and the timeline', () => {
  const at = (date: string) => `${date}T15:00:00.000Z`;

  test('requested: support reviews within 2 business days; payment and the 1099-R are expected after', () => {
    const life = distributionLife(
      distributionRecordFixture({
        createdAt: at('2026-11-27'),
        history: [{ status: 'requested', reason: null, amountCents: 1_000_00, at: at('2026-11-27') }],
      }),
      true,
    );
    expect(life.next).toEqual({
      actor: 'support',
      text: 'Support reviews the request and approves it or says why not.',
      by: '2026-12-01',
    });
    expect(life.timeline).toEqual([
      { key: 'requested', label: 'Requested', state: 'done', date: '2026-11-27' },
      { key: 'approved', label: 'Approved', state: 'expected', date: '2026-12-01' },
      { key: 'paid', label: 'Paid', state: 'expected', date: '2026-12-08' },
      { key: 'form1099R', label: 'Form 1099-R for 2026', state: 'expected', date: '2027-02-01' },
    ]);
  });

  test('approved: the owner as trustee pays it within 5 business days; paid: support issues the 1099-R', () => {
    const history = [
      { status: 'requested', reason: null, amountCents: 1_000_00, at: at('2026-11-02') },
      { status: 'approved', reason: null, amountCents: 1_000_00, at: at('2026-11-03') },
    ];
    const approved = distributionLife(distributionRecordFixture({ status: 'approved', history }), true);
    expect(approved.next).toEqual({
      actor: 'owner',
      text: 'You, as the plan’s trustee, send the payment from the plan’s trust account; support then records it paid.',
      by: '2026-11-10',
    });
    expect(distributionLife(distributionRecordFixture({ status: 'approved', history }), false).next.text).toBe(
      'The plan owner, as the plan’s trustee, sends the payment from the plan’s trust account; support then records it paid.',
    );
    const paid = distributionLife(
      distributionRecordFixture({
        status: 'paid',
        history: [...history, { status: 'paid', reason: null, amountCents: 1_000_00, at: at('2026-11-05') }],
      }),
      true,
    );
    expect(paid.timeline.map((p) => [p.key, p.state, p.date])).toEqual([
      ['requested', 'done', '2026-11-02'],
      ['approved', 'done', '2026-11-03'],
      ['paid', 'done', '2026-11-05'],
      ['form1099R', 'expected', '2027-02-01'],
    ]);
    expect(paid.next).toEqual({ actor: 'support', text: 'Support issues Form 1099-R for 2026.', by: '2027-02-01' });
  });

  test('rejected: the timeline ends there and nobody acts', () => {
    const life = distributionLife(
      distributionRecordFixture({
        status: 'rejected',
        history: [
          { status: 'requested', reason: null, amountCents: 1_000_00, at: at('2026-11-02') },
          { status: 'rejected', reason: 'No', amountCents: 1_000_00, at: at('2026-11-04') },
        ],
      }),
      true,
    );
    expect(life.timeline.map((p) => p.key)).toEqual(['requested', 'rejected']);
    expect(life.next.actor).toBe('nobody');
  });
});

describe('what a distribution means for taxes, before it is sent', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const base = { amountCents: 10_000_00, paymentMethod: 'check', withholdingPercent: 20, now };

  test('SECURE 2.0 withdrawals under 59½: no additional tax; code 2, except a birth or adoption, which is code 1 (claimed on Form 5329)', () => {
    const dob = new Date('1990-05-01T00:00:00Z');
    const birth = distributionTaxNotes({ ...base, kind: 'birth_adoption', withholdingPercent: 10, dob });
    expect(birth.additionalTax).toEqual({
      applies: false,
      cents: null,
      text: 'A qualified birth or adoption distribution is an exception (IRC 72(t)(2)(H)): no 10% additional tax; you claim the exception on Form 5329. You may repay it to the plan within three years.',
    });
    expect(birth.form1099R).toBe(
      'Form 1099-R for 2026 (code 1, early distribution; you claim the exception on your return) reports it; it is sent to you by Feb 1, 2027.',
    );
    const emergency = distributionTaxNotes({ ...base, kind: 'emergency_expense', withholdingPercent: 10, dob });
    expect(emergency.additionalTax.applies).toBe(false);
    expect(emergency.form1099R).toBe(
      'Form 1099-R for 2026 (code 2, early distribution with an exception) reports it; it is sent to you by Feb 1, 2027.',
    );
  });

  test('under 59½ with no exception: the 10% additional tax with its amount, withholding, state tax, 1099-R code 1', () => {
    const notes = distributionTaxNotes({
      ...base,
      kind: 'hardship',
      withholdingPercent: 10,
      dob: new Date('1980-05-01T00:00:00Z'),
    });
    expect(notes.additionalTax).toEqual({
      applies: true,
      cents: 1_000_00,
      text: 'You are under 59½ and a hardship is not an exception: the taxable amount carries a 10% additional tax (IRC 72(t)(1)), $1,000.00 on your tax return (Form 5329). Medical expenses above 7.5% of your income may be an exception (IRC 72(t)(2)(B)).',
    });
    expect(notes.federalWithholding).toBe(
      '10% is withheld for federal income tax ($1,000.00) and sent to the IRS; it counts toward the tax on your return.',
    );
    expect(notes.stateTax).toContain('Your state may tax it as income too');
    expect(notes.form1099R).toBe(
      'Form 1099-R for 2026 (code 1, early distribution, no known exception) reports it; it is sent to you by Feb 1, 2027.',
    );
  });

  test('leaving the business in or after the year of turning 55 is the exception that applies (code 2)', () => {
    const notes = distributionTaxNotes({ ...base, kind: 'separation', dob: new Date('1970-12-31T00:00:00Z') });
    expect(notes.additionalTax.applies).toBe(false);
    expect(notes.additionalTax.text).toContain('IRC 72(t)(2)(A)(v)');
    expect(notes.form1099R).toContain('code 2, early distribution with an exception');
    // Turning 55 next year is too late for this year's separation.
    expect(
      distributionTaxNotes({ ...base, kind: 'separation', dob: new Date('1972-01-01T00:00:00Z') }).additionalTax.applies,
    ).toBe(true);
  });

  test('59½ or older: no additional tax (code 7); a direct rollover: not taxed now (code G)', () => {
    const older = distributionTaxNotes({ ...base, kind: 'normal', dob: new Date('1960-01-01T00:00:00Z') });
    expect([older.additionalTax.applies, older.form1099R]).toEqual([
      false,
      'Form 1099-R for 2026 (code 7, normal distribution) reports it; it is sent to you by Feb 1, 2027.',
    ]);
    const rollover = distributionTaxNotes({ ...base, kind: 'separation', paymentMethod: 'direct_rollover_ira', dob: undefined });
    expect(rollover.additionalTax).toEqual({
      applies: false,
      cents: null,
      text: 'A direct rollover is not taxed now and has no 10% additional tax.',
    });
    expect(rollover.form1099R).toContain('code G');
  });

  test('the 10% applies exactly when the person is under 59½ on the day (months since birth under 714), outside the exceptions', () => {
    fc.assert(
      fc.property(
        // A date of birth is a day (as the personal details keep it: midnight UTC), not an instant.
        fc
          .date({ min: new Date('1940-01-01T00:00:00Z'), max: new Date('2005-12-31T00:00:00Z'), noInvalidDate: true })
          .map((d) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()))),
        (dob) => {
          const months =
            (now.getUTCFullYear() - dob.getUTCFullYear()) * 12 +
            (now.getUTCMonth() - dob.getUTCMonth()) -
            (now.getUTCDate() < dob.getUTCDate() ? 1 : 0);
          const notes = distributionTaxNotes({ ...base, kind: 'hardship', dob });
          expect(notes.additionalTax.applies).toBe(months < 714);
        },
      ),
    );
  });
});
