import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { EARLY_DISTRIBUTION_TAX_PERCENT, hardshipLimitCents } from './hardship';
import { netCents, withheldCents, withholdingErrors, withholdingRule } from './withholding';

describe('withholding', () => {
  test('an eligible rollover distribution paid to the participant has 20% mandatory withholding', () => {
    for (const kind of ['normal', 'separation', 'in_service']) {
      expect(withholdingRule(kind)).toMatchObject({ defaultPercent: 20, minimumPercent: 20 });
      expect(withholdingErrors(kind, 19)).toEqual(['Withholding must be at least 20%']);
      expect(withholdingErrors(kind, 20)).toEqual([]);
      expect(withholdingErrors(kind, 35)).toEqual([]);
    }
  });

  test('a hardship distribution has 10% by default and the participant may elect any percent, none included', () => {
    expect(withholdingRule('hardship')).toMatchObject({ defaultPercent: 10, minimumPercent: 0, electable: true });
    expect(withholdingErrors('hardship', 0)).toEqual([]);
    expect(withholdingErrors('hardship', 101)).toEqual(['Withholding cannot be more than 100%']);
    expect(withholdingErrors('hardship', 12.5)).toEqual(['Withholding percent must be a whole number']);
    expect(withholdingErrors('hardship', undefined)).toEqual(['Withholding percent is required']);
  });

  test('property: withheld plus net is the gross, and withholding never exceeds the gross', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 14 }), fc.integer({ min: 0, max: 100 }), (gross, percent) => {
        const withheld = withheldCents(gross, percent);
        expect(withheld + netCents(gross, percent)).toBe(gross);
        expect(withheld).toBeGreaterThanOrEqual(0);
        expect(withheld).toBeLessThanOrEqual(gross);
        expect(Number.isInteger(withheld)).toBe(true);
      }),
    );
  });

  test('property: below the minimum is refused and from the minimum to 100 is accepted, per kind', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('normal', 'separation', 'hardship', 'rmd', 'in_service'),
        fc.integer({ min: -50, max: 150 }),
        (kind, p) => {
          const ok = p >= withholdingRule(kind).minimumPercent && p <= 100;
          expect(withholdingErrors(kind, p).length === 0).toBe(ok);
        },
      ),
    );
  });
});

describe('hardshipLimitCents', () => {
  test('grosses the need up for withholding and, under 59½, the 10% additional tax', () => {
    expect(hardshipLimitCents(900000, 10, false)).toBe(1000000);
    expect(hardshipLimitCents(800000, 10, true)).toBe(1000000);
    expect(hardshipLimitCents(100000, 0, false)).toBe(100000);
  });

  test('property: after the taxes on it, the limit still covers the need, and one cent less would not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        (need, percent, under) => {
          const limit = hardshipLimitCents(need, percent, under);
          const taxPercent = Math.min(percent + (under ? EARLY_DISTRIBUTION_TAX_PERCENT : 0), 90);
          const afterTax = (cents: number): number => (cents * (100 - taxPercent)) / 100;
          expect(afterTax(limit)).toBeGreaterThanOrEqual(need);
          expect(afterTax(limit - 1)).toBeLessThan(need);
        },
      ),
    );
  });
});
