import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DIRECT_ROLLOVER_KIND_MESSAGE, distributionRequestErrors } from '@/domain/distributions/distribution-request';
import { withholdingErrors, withholdingRule } from '@/domain/distributions/withholding';
import {
  excessDeferralCorrectionDeadline,
  excessDeferralCorrectionForms,
  mixedExcessDeferralCorrectionForms,
} from './correction-tax-forms';
import { checkedEarnings, excessDeferralCorrectedMessage } from './excess-deferral-correction';
import { forms1099ROf, type PaidDistribution, taxFormObligations } from './distribution-tax-forms';

const DOB_1960 = new Date('1960-03-10T00:00:00Z');
const paid = (extra: Partial<PaidDistribution> = {}): PaidDistribution => ({
  id: 'd-1',
  kind: 'separation',
  paidOn: '2026-06-01',
  grossCents: 1_000_000,
  withholdingPercent: 0,
  sources: ['pre_tax'],
  ...extra,
});
const summary = (forms: ReturnType<typeof forms1099ROf>) =>
  forms.map((f) => [f.designatedRoth, f.grossCents, f.taxableCents, f.federalWithheldCents, f.code]);

describe('direct rollover out (decision 0287)', () => {
  test('no withholding (IRC 3405(c)(2)); only an eligible rollover distribution; code G, H for Roth to a Roth IRA, BG to a plan', () => {
    expect(withholdingRule('separation', undefined, 'direct_rollover_ira')).toEqual({
      defaultPercent: 0,
      minimumPercent: 0,
      electable: false,
      explanation: 'A direct rollover is paid to the other plan or IRA, not to you, so no federal income tax is withheld.',
    });
    expect(withholdingErrors('normal', 20, undefined, 'direct_rollover_plan')).toEqual([
      'A direct rollover has no withholding: enter 0%',
    ]);
    expect(withholdingErrors('normal', 0, undefined, 'direct_rollover_plan')).toEqual([]);
    expect(DIRECT_ROLLOVER_KIND_MESSAGE).toBe('Only a normal, separation or in-service distribution can be rolled over directly');
    const errors = distributionRequestErrors(
      {
        kind: 'hardship',
        amountCents: 100_000,
        sources: ['pre_tax'],
        paymentMethod: 'direct_rollover_ira',
        withholdingPercent: 10,
        description: 'x',
        hardshipReason: 'medical',
        needCents: 100_000,
        documentId: 'doc',
        signature: 'data:image/png;base64,AAAA',
        spouseConsent: false,
      },
      {
        dob: DOB_1960,
        married: false,
        now: new Date('2026-06-01T12:00:00Z'),
        plan: { inServiceAllowed: true, spouseConsentRequired: false },
        bankAccountConnected: false,
      },
    );
    expect(errors.payment_method).toEqual(['Only a normal, separation or in-service distribution can be rolled over directly']);
    const mixed = paid({ sources: ['pre_tax', 'roth'], rothCents: 300_000 });
    expect(summary(forms1099ROf({ ...mixed, paymentMethod: 'direct_rollover_ira' }, DOB_1960))).toEqual([
      [false, 700_000, 0, 0, 'G'],
      [true, 300_000, 0, 0, 'H'],
    ]);
    expect(summary(forms1099ROf({ ...mixed, paymentMethod: 'direct_rollover_plan' }, DOB_1960))).toEqual([
      [false, 700_000, 0, 0, 'G'],
      [true, 300_000, 0, 0, 'BG'],
    ]);
  });
});

describe('corrective distribution of excess deferrals (IRC 402(g)(2), decision 0287)', () => {
  const correction = (extra: Partial<PaidDistribution> = {}) =>
    paid({
      kind: 'excess_deferral_correction',
      paidOn: '2027-03-01',
      grossCents: 212_345,
      withholdingPercent: 10,
      correction: { deferralYear: 2026, excessCents: 200_000 },
      ...extra,
    });

  test('paid by April 15 of the next year: P for the excess, 8 for the earnings; in the same year: 8; Roth: B8, earnings taxable', () => {
    expect(excessDeferralCorrectionDeadline(2026)).toEqual({ year: 2027, month: 4, day: 15 });
    expect(summary(forms1099ROf(correction(), DOB_1960))).toEqual([
      [false, 200_000, 200_000, 20_000, 'P'],
      [false, 12_345, 12_345, 1_235, '8'],
    ]);
    expect(summary(forms1099ROf(correction({ paidOn: '2026-12-01' }), DOB_1960))).toEqual([
      [false, 212_345, 212_345, 21_235, '8'],
    ]);
    expect(summary(forms1099ROf(correction({ sources: ['roth'] }), DOB_1960, { firstYear: 2020 }))).toEqual([
      [true, 212_345, 12_345, 21_235, 'B8'],
    ]);
  });

  test('property: the forms add up to the distribution and the withholding; the excess is never taxed twice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom('2026-12-31', '2027-01-01', '2027-04-15'),
        fc.boolean(),
        (excess, earnings, percent, paidOn, roth) => {
          const d = correction({
            grossCents: excess + earnings,
            withholdingPercent: percent,
            paidOn,
            sources: [roth ? 'roth' : 'pre_tax'],
            correction: { deferralYear: 2026, excessCents: excess },
          });
          const forms = forms1099ROf(d, DOB_1960);
          expect(forms.reduce((s, f) => s + f.grossCents, 0)).toBe(excess + earnings);
          expect(forms.reduce((s, f) => s + f.federalWithheldCents, 0)).toBe(Math.round(((excess + earnings) * percent) / 100));
          const taxable = forms.reduce((s, f) => s + (f.taxableCents ?? 0), 0);
          expect(taxable).toBe(roth ? earnings : excess + earnings);
          const expectedCodes = roth ? ['B8'] : paidOn.startsWith('2026') ? ['8'] : ['P', '8'];
          expect(forms.map((f) => f.code)).toEqual(
            expectedCodes.filter(
              (c) => !(c === 'P' && excess === 0) && !(c === '8' && expectedCodes.length === 2 && earnings === 0),
            ),
          );
        },
      ),
    );
  });
});

describe('deemed loan distributions (IRC 72(p), decision 0287)', () => {
  test('code L with 1 before 59½ at the year end, 7 after; box 2a the whole amount; nothing withheld', () => {
    const year = taxFormObligations(2026, [], new Date('1970-01-01T00:00:00Z'), undefined, [
      { loanId: 'loan-1', year: 2026, amountCents: 1_234_567 },
      { loanId: 'loan-2', year: 2025, amountCents: 5_000 },
      { loanId: 'loan-3', year: 2026, amountCents: 999 },
    ]);
    expect(summary(year.forms1099R)).toEqual([[false, 1_234_567, 1_234_567, 0, 'L1']]);
    expect(year.forms1099R[0]).toMatchObject({ distributionId: 'loan-1', paidOn: '2026-12-31', kind: 'deemed_loan' });
    expect(year).toMatchObject({ form1099RRequired: true, form945Required: false, totalWithheldCents: 0 });
    const older = taxFormObligations(2030, [], new Date('1970-06-30T00:00:00Z'), undefined, [
      { loanId: 'l', year: 2030, amountCents: 100_000 },
    ]);
    expect(older.forms1099R.map((f) => f.code)).toEqual(['L7']);
  });
});

describe('corrective distribution forms called directly (decisions 0299, 0300)', () => {
  const paid = (paidOn: string, grossCents: number, withholdingPercent: number): PaidDistribution => ({
    id: 'c',
    kind: 'excess_deferral_correction',
    paidOn,
    grossCents,
    withholdingPercent,
    sources: ['pre_tax'],
  });

  test('paid after April 15 of the next year with no code given: code 1, all of it taxable', () => {
    const forms = excessDeferralCorrectionForms(
      paid('2027-04-16', 101_000, 10),
      { deferralYear: 2026, excessCents: 100_000 },
      false,
      null,
    );
    expect(forms.map((f) => [f.grossCents, f.taxableCents, f.federalWithheldCents, f.code])).toEqual([
      [101_000, 101_000, 10_100, '1'],
    ]);
    const mixed = mixedExcessDeferralCorrectionForms(
      paid('2027-04-16', 101_000, 10),
      { deferralYear: 2026, excessCents: 100_000, rothExcessCents: 50_000 },
      50_500,
      2024,
    );
    expect(mixed.map((f) => [f.designatedRoth, f.grossCents, f.taxableCents, f.code])).toEqual([
      [false, 50_500, 50_500, '1'],
      [true, 50_500, 50_500, 'B1'],
    ]);
  });

  test('a mixed correction paid the next February: P and 8 for the pre-tax part, B8 for Roth; withholding spread to the cent', () => {
    // $1,000 excess ($600 pre-tax, $400 Roth) and $10.01 of earnings ($6.01 pre-tax, $4.00 Roth); 10% withheld: $101.00.
    const forms = mixedExcessDeferralCorrectionForms(
      paid('2027-02-01', 101_001, 10),
      { deferralYear: 2026, excessCents: 100_000, rothExcessCents: 40_000 },
      40_400,
      2025,
    );
    // Pre-tax gross $606.01: withheld $60.60 of the whole $101.00 (10% of $404.00 is the Roth's $40.40), spread by gross:
    // P form $600.00 takes round(6060 * 60000 / 60601) = $60.00, the 8 form the rest, $0.60.
    expect(forms.map((f) => [f.designatedRoth, f.grossCents, f.taxableCents, f.federalWithheldCents, f.code])).toEqual([
      [false, 60_000, 60_000, 6_000, 'P'],
      [false, 601, 601, 60, '8'],
      [true, 40_400, 400, 4_040, 'B8'],
    ]);
    expect(forms.reduce((s, f) => s + f.federalWithheldCents, 0)).toBe(10_100);
  });

  test('a mixed call with no Roth gross gives pre-tax forms only; an excess larger than the gross (a loss) is held to it', () => {
    const forms = mixedExcessDeferralCorrectionForms(
      paid('2026-12-01', 90_000, 0),
      { deferralYear: 2026, excessCents: 100_000, rothExcessCents: 0 },
      0,
      null,
    );
    expect(forms.map((f) => [f.designatedRoth, f.grossCents, f.taxableCents, f.code])).toEqual([[false, 90_000, 90_000, '8']]);
  });
});

describe('the messages of a requested excess-deferral correction (decision 0299)', () => {
  test('the corrected message names the earnings or the loss', () => {
    const base = { excessCents: 100_000, amountCents: 101_234, requestedOn: '2026-11-23' };
    expect(excessDeferralCorrectedMessage(2026, { ...base, earningsCents: 1_234 })).toBe(
      'Corrected: a corrective distribution of $1,012.34 (the 2026 excess deferrals of $1,000.00 plus $12.34 of earnings) was requested on Nov 23, 2026.',
    );
    expect(excessDeferralCorrectedMessage(2026, { ...base, amountCents: 98_766, earningsCents: -1_234 })).toBe(
      'Corrected: a corrective distribution of $987.66 (the 2026 excess deferrals of $1,000.00 less a loss of $12.34) was requested on Nov 23, 2026.',
    );
  });

  test('earnings: whole cents of a number, at most $1,000,000.00, a loss less than what is returned', () => {
    expect(checkedEarnings('12', 100)).toEqual({ ok: false, message: 'Earnings must be a whole number of cents' });
    expect(checkedEarnings(1.5, 100)).toEqual({ ok: false, message: 'Earnings must be a whole number of cents' });
    expect(checkedEarnings(100_000_000, 100)).toEqual({ ok: true, cents: 100_000_000 });
    expect(checkedEarnings(100_000_001, 100)).toEqual({ ok: false, message: 'Earnings must be at most $1,000,000.00' });
    expect(checkedEarnings(-99, 100)).toEqual({ ok: true, cents: -99 });
    expect(checkedEarnings(-100, 100)).toEqual({ ok: false, message: 'A loss must be less than the excess of $1.00' });
  });
});
