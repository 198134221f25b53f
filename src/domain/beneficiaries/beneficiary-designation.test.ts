import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type Beneficiary, designationErrors, designationInForce, needsSpousalConsent } from './beneficiary-designation';

const today = { year: 2026, month: 11, day: 23 };
const person = (group: string, relationship: string, share: number, name = 'Alex Doe'): Beneficiary => ({
  group,
  name,
  relationship,
  date_of_birth: '1980-05-17',
  share,
});
const messages = (list: Beneficiary[]): string[] => designationErrors(list, today).map((e) => e.message);

describe('designationErrors', () => {
  test('each group adds up to 100%, with clear messages', () => {
    expect(messages([person('primary', 'spouse', 100)])).toEqual([]);
    expect(
      messages([person('primary', 'child', 33.33), person('primary', 'child', 33.33), person('primary', 'child', 33.34)]),
    ).toEqual([]);
    expect(messages([person('primary', 'child', 60), person('primary', 'child', 30)])).toEqual([
      "Primary beneficiaries' shares must add up to 100% (now 90%)",
    ]);
    expect(messages([person('primary', 'spouse', 100), person('contingent', 'child', 50.5)])).toEqual([
      "Contingent beneficiaries' shares must add up to 100% (now 50.50%)",
    ]);
    expect(messages([person('contingent', 'child', 100)])).toEqual(['Name at least one primary beneficiary']);
    expect(messages([])).toEqual(['Name at least one primary beneficiary']);
  });

  test('each beneficiary is complete', () => {
    const bad = { group: 'x', name: ' ', relationship: '', date_of_birth: '2027-01-01', share: 12.345 };
    expect(designationErrors([bad, person('primary', 'spouse', 100)], today)).toEqual([
      { index: 0, field: 'group', message: 'Choose primary or contingent' },
      { index: 0, field: 'name', message: 'Beneficiary name is required' },
      { index: 0, field: 'relationship', message: 'Relationship is required' },
      { index: 0, field: 'date_of_birth', message: 'Enter a date of birth between 1900-01-01 and today' },
      { index: 0, field: 'share', message: 'Share must be a percent above 0 and at most 100, with up to 2 decimals' },
    ]);
    expect(messages([person('primary', 'spouse', 50), person('primary', 'spouse', 50)])).toEqual([
      'Only one beneficiary can be your spouse',
    ]);
  });

  test('property: shares in hundredths that add up to 10,000 per group are valid; any other total is refused', () => {
    const shares = fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(shares, fc.option(shares, { nil: undefined }), (primary, contingent) => {
        const list = [
          ...primary.map((h) => person('primary', 'child', h / 100)),
          ...(contingent ?? []).map((h) => person('contingent', 'sibling', h / 100)),
        ];
        const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
        const ok = sum(primary) === 10_000 && (contingent === undefined || sum(contingent) === 10_000);
        expect(designationErrors(list, today).length === 0).toBe(ok);
      }),
    );
  });

  test('property: a split summing to 100 in hundredths is accepted', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 8 }), (weights) => {
        const total = weights.reduce((a, b) => a + b, 0);
        const hundredths = weights.map((w) => Math.floor((w * 10_000) / total));
        hundredths[0] += 10_000 - hundredths.reduce((a, b) => a + b, 0);
        fc.pre(hundredths.every((h) => h > 0));
        expect(messages(hundredths.map((h) => person('primary', 'child', h / 100)))).toEqual([]);
      }),
    );
  });
});

describe('spousal consent', () => {
  test('a married participant naming anyone other than the spouse as sole primary needs consent', () => {
    expect(needsSpousalConsent([person('primary', 'spouse', 100)], true)).toBe(false);
    expect(needsSpousalConsent([person('primary', 'spouse', 100), person('contingent', 'child', 100)], true)).toBe(false);
    expect(needsSpousalConsent([person('primary', 'child', 100)], true)).toBe(true);
    expect(needsSpousalConsent([person('primary', 'spouse', 50), person('primary', 'child', 50)], true)).toBe(true);
    expect(needsSpousalConsent([person('primary', 'child', 100)], false)).toBe(false);
    expect(designationInForce([person('primary', 'child', 100)], true, false, today)).toBe(false);
    expect(designationInForce([person('primary', 'child', 100)], true, true, today)).toBe(true);
    expect(designationInForce([person('primary', 'child', 90)], true, true, today)).toBe(false);
  });

  test('property: consent is needed exactly when married and the primary group is not the spouse alone', () => {
    const rel = fc.constantFrom('spouse', 'child', 'parent', 'sibling', 'other');
    fc.assert(
      fc.property(fc.array(rel, { minLength: 1, maxLength: 4 }), fc.boolean(), fc.boolean(), (rels, married, consent) => {
        const base = Math.floor(10_000 / rels.length);
        const list = rels.map((r, i) => person('primary', r, (i === 0 ? 10_000 - base * (rels.length - 1) : base) / 100));
        const spouseAlone = rels.length === 1 && rels[0] === 'spouse';
        expect(needsSpousalConsent(list, married)).toBe(married && !spouseAlone);
        const valid = rels.filter((r) => r === 'spouse').length <= 1;
        expect(designationInForce(list, married, consent, today)).toBe(valid && (!married || spouseAlone || consent));
      }),
    );
  });
});
