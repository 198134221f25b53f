import { describe, expect, test } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { comparison } from './lighthouse.mjs';

describe('npm run lighthouse: the product against the React-only page of the same run', () => {
  test('LCP as a ratio, TBT as the excess in ms, the score as a difference', () => {
    const product = { performance: 76, lcpMs: 2_600, tbtMs: 1_183, cls: 0, accessibility: 100 };
    const baseline = { performance: 99, lcpMs: 2_000, tbtMs: 120, cls: 0, accessibility: 100 };
    expect(comparison(product, baseline)).toEqual({ lcpRatio: 1.3, tbtExcessMs: 1_063, scoreDifference: -23 });
    expect(comparison(baseline, baseline)).toEqual({ lcpRatio: 1, tbtExcessMs: 0, scoreDifference: 0 });
  });
});
