import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { distributionRequestErrors, type ParticipantFacts } from './distribution-request';
import { withholdingErrors, withholdingRule } from './withholding';

describe('withholding on eligible rollover distributions under $200 in the year (Treas. Reg. 31.3405(c)-1 Q&A-14, decision 0285)', () => {
  test('$199.99 in the year, this one included: none required, 0-100% electable; $200.00: 20% mandatory', () => {
    const under = { amountCents: 5_000, otherEligibleRolloverCents: 14_999 };
    expect(withholdingRule('normal', under)).toEqual({
      defaultPercent: 0,
      minimumPercent: 0,
      electable: true,
      explanation:
        'Your eligible rollover distributions this year, this one included, total less than $200, so no withholding is required. You may choose any percent from 0% to 100%.',
    });
    expect(withholdingErrors('separation', 0, under)).toEqual([]);
    expect(withholdingErrors('in_service', 100, under)).toEqual([]);
    expect(withholdingErrors('in_service', 101, under)).toEqual(['Withholding cannot be more than 100%']);
    const at = { amountCents: 5_000, otherEligibleRolloverCents: 15_000 };
    expect(withholdingErrors('normal', 0, at)).toEqual(['Withholding must be at least 20%']);
    expect(withholdingErrors('normal', 19, { amountCents: 20_000, otherEligibleRolloverCents: 0 })).toEqual([
      'Withholding must be at least 20%',
    ]);
    // Hardship and RMD are not eligible rollover distributions: 10% default, whatever the amount.
    expect(withholdingRule('hardship', under)).toMatchObject({ defaultPercent: 10, minimumPercent: 0 });
    expect(withholdingRule('rmd', under)).toMatchObject({ defaultPercent: 10, minimumPercent: 0 });
  });

  const facts = (other: number): ParticipantFacts => ({
    dob: new Date('1950-01-01T00:00:00Z'),
    married: false,
    now: new Date('2026-06-01T12:00:00Z'),
    plan: { inServiceAllowed: true, spouseConsentRequired: false },
    bankAccountConnected: false,
    eligibleRolloverCentsThisYear: other,
  });
  const request = (kind: string, amountCents: number, withholdingPercent: number) => ({
    kind,
    amountCents,
    sources: ['pre_tax'],
    paymentMethod: 'check',
    withholdingPercent,
    description: '',
    hardshipReason: undefined,
    needCents: undefined,
    documentId: undefined,
    signature: undefined,
    spouseConsent: false,
  });

  test('the request rules apply it: $150 with nothing else this year may have no withholding; with $50 already, it may not', () => {
    expect(distributionRequestErrors(request('normal', 15_000, 0), facts(0)).withholding_percent).toEqual([]);
    expect(distributionRequestErrors(request('normal', 15_000, 0), facts(5_000)).withholding_percent).toEqual([
      'Withholding must be at least 20%',
    ]);
  });

  test('property: the lowest percent accepted, against the rule written out here', () => {
    const boundary = fc.oneof(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: 19_990, max: 20_010 }));
    fc.assert(
      fc.property(
        fc.constantFrom('normal', 'separation', 'in_service', 'hardship', 'rmd'),
        fc.integer({ min: 1, max: 40_000 }),
        boundary,
        fc.integer({ min: -5, max: 105 }),
        (kind, amount, other, percent) => {
          const rollover = kind !== 'hardship' && kind !== 'rmd';
          const minimum = rollover && amount + other >= 20_000 ? 20 : 0;
          const ok = percent >= minimum && percent <= 100;
          expect(withholdingErrors(kind, percent, { amountCents: amount, otherEligibleRolloverCents: other }).length === 0).toBe(
            ok,
          );
          expect(distributionRequestErrors(request(kind, amount, percent), facts(other)).withholding_percent?.length === 0).toBe(
            ok,
          );
        },
      ),
    );
  });
});
