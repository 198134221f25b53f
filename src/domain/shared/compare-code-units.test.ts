import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compareCodeUnits } from './compare-code-units';

/** The test's own formulation: the first differing UTF-16 code unit decides, else the shorter string comes first. */
function expected(a: string, b: string): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = a.charCodeAt(i) - b.charCodeAt(i);
    if (d !== 0) return Math.sign(d);
  }
  return Math.sign(a.length - b.length);
}

const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('compareCodeUnits', () => {
  test('property: the sign of the first differing code unit, shorter first on a common prefix', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        expect(compareCodeUnits(a, b)).toBe(expected(a, b));
        expect(compareCodeUnits(a, a)).toBe(0);
      }),
    );
  });

  test('property: ISO dates sort in date order', () => {
    fc.assert(
      fc.property(fc.array(isoDate), (dates) => {
        const sorted = [...dates].sort(compareCodeUnits);
        const byTime = [...dates].sort((a, b) => Date.parse(a) - Date.parse(b));
        expect(sorted).toEqual(byTime);
      }),
    );
  });

  test('examples: dates, timestamps, ids and codes', () => {
    expect(['2026-12-31', '2026-01-02', '2025-12-31'].sort(compareCodeUnits)).toEqual(['2025-12-31', '2026-01-02', '2026-12-31']);
    expect(compareCodeUnits('2026-11-30T09:00:00.000Z', '2026-11-30T10:00:00.000Z')).toBe(-1);
    expect(compareCodeUnits('531390', '5313')).toBe(1);
    expect(compareCodeUnits('b', 'B')).toBe(1);
  });
});
