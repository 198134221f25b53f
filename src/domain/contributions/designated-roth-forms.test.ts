import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { rothPartCents, rothTaxableCents } from './designated-roth';
import { forms1099ROf, type PaidDistribution, taxFormObligations } from './distribution-tax-forms';

const DOB_1960 = new Date('1960-03-10T00:00:00Z');
const paid = (extra: Partial<PaidDistribution> = {}): PaidDistribution => ({
  id: 'd-1',
  kind: 'normal',
  paidOn: '2026-06-01',
  grossCents: 1_000_000,
  withholdingPercent: 20,
  sources: ['pre_tax', 'roth'],
  ...extra,
});

describe('the designated Roth part on its own 1099-R (decision 0284, fault 8)', () => {
  test('a distribution from Roth and pre-tax money gives two forms: the plain code and B with it, box 11 on the Roth one', () => {
    const forms = forms1099ROf(paid({ rothCents: 400_000, kind: 'separation', paidOn: '2018-06-01' }), DOB_1960, {
      firstYear: 2016,
    });
    expect(forms).toEqual([
      {
        distributionId: 'd-1',
        paidOn: '2018-06-01',
        kind: 'separation',
        designatedRoth: false,
        grossCents: 600_000,
        taxableCents: 600_000,
        federalWithheldCents: 120_000,
        code: '2',
        firstRothYear: null,
      },
      {
        distributionId: 'd-1',
        paidOn: '2018-06-01',
        kind: 'separation',
        designatedRoth: true,
        grossCents: 400_000,
        taxableCents: null,
        federalWithheldCents: 80_000,
        code: 'B2',
        firstRothYear: 2016,
      },
    ]);
  });

  test('qualified (five taxable years from the first Roth year, and 59½): box 2a 0 and code B7; one year short: not qualified', () => {
    const [, rothQualified] = forms1099ROf(paid({ rothCents: 250_000, paidOn: '2026-06-01' }), DOB_1960, { firstYear: 2021 });
    expect(rothQualified).toMatchObject({
      designatedRoth: true,
      grossCents: 250_000,
      taxableCents: 0,
      code: 'B7',
      firstRothYear: 2021,
    });
    const [, rothEarly] = forms1099ROf(paid({ rothCents: 250_000, paidOn: '2026-06-01' }), DOB_1960, {
      firstYear: 2022,
      basisCents: 800_000,
      balanceCents: 1_000_000,
    });
    // Not qualified: the earnings share 250,000 x 200,000 / 1,000,000 (IRC 72(e)(8)) is taxable.
    expect(rothEarly).toMatchObject({ taxableCents: 50_000, code: 'B7', firstRothYear: 2022 });
  });

  test('the IRS example (Treas. Reg. 1.402A-1 Q&A-3; Retirement Plans FAQs on Designated Roth Accounts): $5,000 of a $10,000 account with $9,400 of contributions is $300 of earnings', () => {
    expect(rothTaxableCents(500_000, false, { firstYear: 2024, basisCents: 940_000, balanceCents: 1_000_000 })).toBe(30_000);
    expect(rothTaxableCents(500_000, false, { firstYear: 2024 })).toBeNull();
    expect(rothTaxableCents(500_000, true, { firstYear: 2024 })).toBe(0);
  });

  test('the Roth share of a mixed distribution follows the chosen accounts recorded contributions', () => {
    expect(rothPartCents(1_000_00, ['pre_tax', 'roth'], { pre_tax: 3_000_00, roth: 1_000_00, after_tax: 9_999 })).toBe(25_000);
    expect(rothPartCents(1_000_01, ['pre_tax', 'roth', 'after_tax'], {})).toBe(33_334);
    expect(rothPartCents(5_00, ['pre_tax'], { roth: 100 })).toBe(0);
    expect(rothPartCents(5_00, ['roth'], { pre_tax: 100 })).toBe(500);
  });

  test('Roth money rolled into the rollover account is Roth too: its share of a distribution from that account', () => {
    // $3,000 rolled in, $1,000 of it from another plan's designated Roth account: a third of a distribution from the
    // rollover account, a quarter of one from it and $1,000 of pre-tax deferrals.
    expect(rothPartCents(2_000_00, ['rollover'], { rollover: 3_000_00, rollover_roth: 1_000_00 })).toBe(66_667);
    expect(
      rothPartCents(4_000_00, ['rollover', 'pre_tax'], { rollover: 3_000_00, rollover_roth: 1_000_00, pre_tax: 1_000_00 }),
    ).toBe(1_000_00);
    // Not chosen, or nothing of it Roth: no Roth part.
    expect(rothPartCents(4_000_00, ['pre_tax'], { rollover: 3_000_00, rollover_roth: 1_000_00, pre_tax: 1_000_00 })).toBe(0);
    expect(rothPartCents(4_000_00, ['rollover'], { rollover: 3_000_00 })).toBe(0);
  });

  test('property: the Roth part is the Roth money of the chosen accounts over all their money (half-cents up)', () => {
    const accounts = ['pre_tax', 'roth', 'profit_sharing', 'after_tax', 'rollover'] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.subarray([...accounts], { minLength: 1 }),
        fc.record({
          pre_tax: fc.nat(50_000_000),
          roth: fc.nat(50_000_000),
          profit_sharing: fc.nat(50_000_000),
          after_tax: fc.nat(50_000_000),
          rollover: fc.nat(50_000_000),
        }),
        fc.nat(100),
        (gross, chosen, money, rothPercent) => {
          const rolledRoth = Math.floor((money.rollover * rothPercent) / 100);
          const weights = { ...money, rollover_roth: rolledRoth };
          // Written out here: the Roth money among the chosen accounts, and all their money.
          const rothMoney = (chosen.includes('roth') ? money.roth : 0) + (chosen.includes('rollover') ? rolledRoth : 0);
          const allMoney = chosen.reduce((sum, a) => sum + money[a], 0);
          let expected: number;
          if (!chosen.includes('roth') && rothMoney === 0) expected = 0;
          else if (chosen.length === 1 && chosen[0] === 'roth') expected = gross;
          else if (allMoney === 0) expected = Math.floor((2 * gross + chosen.length) / (2 * chosen.length));
          else expected = Number((2n * BigInt(gross) * BigInt(rothMoney) + BigInt(allMoney)) / (2n * BigInt(allMoney)));
          expect(rothPartCents(gross, chosen, weights)).toBe(expected);
        },
      ),
    );
  });

  const day = fc
    .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2031-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
  const distribution = fc
    .record({
      id: fc.uuid(),
      kind: fc.constantFrom('normal', 'separation', 'hardship', 'rmd', 'in_service'),
      paidOn: day,
      grossCents: fc.oneof(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 100_000_000 })),
      withholdingPercent: fc.integer({ min: 0, max: 100 }),
      sources: fc.subarray(['pre_tax', 'roth', 'profit_sharing', 'after_tax'], { minLength: 1 }),
      share: fc.integer({ min: 0, max: 100 }),
    })
    .map(({ share, ...d }) => ({
      ...d,
      rothCents: d.sources.includes('roth') && d.sources.length > 1 ? Math.floor((d.grossCents * share) / 100) : undefined,
    }));

  /** The age in whole months on `day` of someone born on the 1st-28th (no month-end cases). */
  const months = (dob: string, day: string): number => {
    const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return (y - by) * 12 + (m - bm) - (d < bd ? 1 : 0);
  };

  test('property: the forms, their codes and box 2a against the 1099-R instructions written out here; 945 totals every withholding', () => {
    fc.assert(
      fc.property(
        fc.array(distribution, { maxLength: 8 }),
        fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('1975-12-28T00:00:00Z'), noInvalidDate: true }),
        fc.option(fc.integer({ min: 2015, max: 2031 }), { nil: undefined }),
        (list, birth, firstYear) => {
          const dobDay = `${birth.toISOString().slice(0, 8)}${String(Math.min(birth.getUTCDate(), 28)).padStart(2, '0')}`;
          const dob = new Date(`${dobDay}T00:00:00Z`);
          const year = taxFormObligations(2027, list, dob, { firstYear });
          const inYear = list.filter((d) => d.paidOn.startsWith('2027-'));
          const expected = inYear
            .sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.id.localeCompare(b.id))
            .flatMap((d) => {
              const roth = !d.sources.includes('roth') ? 0 : d.sources.length === 1 ? d.grossCents : (d.rothCents as number);
              const total = Math.round((d.grossCents * d.withholdingPercent) / 100);
              const rothWithheld = Math.min(total, Math.round((roth * d.withholdingPercent) / 100));
              const age = months(dobDay, d.paidOn);
              const plain =
                d.kind === 'rmd' || age >= 714
                  ? '7'
                  : d.kind === 'separation' && Number(d.paidOn.slice(0, 4)) - Number(dobDay.slice(0, 4)) >= 55
                    ? '2'
                    : '1';
              const qualified = firstYear !== undefined && Number(d.paidOn.slice(0, 4)) - firstYear >= 5 && age >= 714;
              const out = [];
              if (d.grossCents - roth > 0 || roth === 0)
                out.push({
                  roth: false,
                  gross: d.grossCents - roth,
                  taxable: d.sources.includes('after_tax') ? null : d.grossCents - roth,
                  withheld: total - rothWithheld,
                  code: plain,
                  box11: null,
                });
              if (roth > 0)
                out.push({
                  roth: true,
                  gross: roth,
                  taxable: qualified ? 0 : null,
                  withheld: rothWithheld,
                  code: `B${plain}`,
                  box11: firstYear ?? null,
                });
              return out.filter((f) => f.gross >= 1000);
            });
          expect(
            year.forms1099R.map((f) => ({
              roth: f.designatedRoth,
              gross: f.grossCents,
              taxable: f.taxableCents,
              withheld: f.federalWithheldCents,
              code: f.code,
              box11: f.firstRothYear,
            })),
          ).toEqual(expected);
          const withheld = inYear.reduce((s, d) => s + Math.round((d.grossCents * d.withholdingPercent) / 100), 0);
          expect(year.totalWithheldCents).toBe(withheld);
          expect(year.form945Required).toBe(withheld > 0);
        },
      ),
    );
  });
});

describe('rothTaxableCents without the figures it needs', () => {
  test('not determined (null) when the basis or the balance is unknown, or the balance is 0', () => {
    expect(rothTaxableCents(100_000, false, { firstYear: 2020, balanceCents: 1_000_000 })).toBeNull();
    expect(rothTaxableCents(100_000, false, { firstYear: 2020, basisCents: 400_000 })).toBeNull();
    expect(rothTaxableCents(100_000, false, { firstYear: 2020, basisCents: 0, balanceCents: 0 })).toBeNull();
    // Known: 100,000 x (1,000,000 - 400,000) / 1,000,000 = 60,000.
    expect(rothTaxableCents(100_000, false, { firstYear: 2020, basisCents: 400_000, balanceCents: 1_000_000 })).toBe(60_000);
  });
});
