import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { STATEMENT_KINDS, type StatementKind } from './statement-kinds';
import { BUILT_IN_RULES, type ClassificationRule, matchRule, type OwnerRule } from './statement-rules';

/** Which way each kind moves money, written out again for the test. */
const IN: readonly string[] = ['contribution', 'rollover_in', 'loan_repayment', 'investment_income', 'asset_sale'];
const OUT: readonly string[] = ['loan_disbursement', 'asset_purchase', 'fee', 'distribution'];
const fits = (kind: string, cents: number): boolean => (IN.includes(kind) ? cents > 0 : OUT.includes(kind) ? cents < 0 : true);
const squash = (s: string): string => s.normalize('NFKC').toUpperCase().split(/\s+/).filter(Boolean).join(' ');
const letterOrDigit = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** The independent formulation: owner rules by plain containment, then built-ins by whole words. */
function expected(description: string, cents: number, owner: readonly OwnerRule[], builtIn: readonly ClassificationRule[]) {
  const text = squash(description);
  const own = owner.find((r) => squash(r.contains) !== '' && fits(r.kind, cents) && text.includes(squash(r.contains)));
  if (own) return { by: 'rule', rule: own };
  const words = builtIn.find((r) => {
    if (!fits(r.kind, cents)) return false;
    const w = squash(r.contains);
    for (let i = 0; i + w.length <= text.length; i++)
      if (text.slice(i, i + w.length) === w && !letterOrDigit(text[i - 1]) && !letterOrDigit(text[i + w.length])) return true;
    return false;
  });
  return words ? { by: 'built_in', rule: words } : undefined;
}

const WORDS = [
  'ACME',
  'ach',
  'Interest',
  'FEE',
  'coffee',
  'loan',
  'DIV',
  'divide',
  'contrib',
  'PROFIT',
  'sharing',
  'x1',
  '401K',
  '  ',
];
const description = fc
  .tuple(fc.array(fc.constantFrom(...WORDS), { maxLength: 6 }), fc.constantFrom(' ', '  ', '-', '\t'))
  .map(([words, separator]) => words.join(separator));
const kind = fc.constantFrom<StatementKind>(...STATEMENT_KINDS);
const ownerRule = fc.record({ id: fc.uuid(), contains: fc.constantFrom(...WORDS, 'acme ach', 'ee'), kind });
const cents = fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((c) => c !== 0);

describe('matchRule', () => {
  test("the owner's rules first (case and spacing ignored), then the built-in words, each only in its direction", () => {
    fc.assert(
      fc.property(description, cents, fc.array(ownerRule, { maxLength: 4 }), (d, c, owner) => {
        expect(matchRule(d, c, owner)).toEqual(expected(d, c, owner, BUILT_IN_RULES));
      }),
    );
  });

  test('examples: FEE is not COFFEE, LOAN follows the money, nothing matches plain words', () => {
    expect(matchRule('MONTHLY FEE', -500, [])?.rule.kind).toBe('fee');
    expect(matchRule('COFFEE SHOP', -500, [])).toBeUndefined();
    expect(matchRule('LOAN PMT', 100, [])?.rule.kind).toBe('loan_repayment');
    expect(matchRule('LOAN PMT', -100, [])?.rule.kind).toBe('loan_disbursement');
    expect(matchRule('ACME 401K DEFERRAL', 100, [])?.rule).toEqual({
      contains: 'DEFERRAL',
      kind: 'contribution',
      source: 'Deferral Pre-Tax',
    });
    expect(
      matchRule('acme  llc payroll', 100, [{ id: 'r', contains: 'ACME LLC', kind: 'contribution', source: 'Profit Sharing' }]),
    ).toEqual({
      by: 'rule',
      rule: { id: 'r', contains: 'ACME LLC', kind: 'contribution', source: 'Profit Sharing' },
    });
    expect(matchRule('WIRE', 100, [])).toBeUndefined();
  });
});
