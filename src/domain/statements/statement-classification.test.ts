import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  classificationErrors,
  KIND_MESSAGE,
  RULE_TEXT_CONTROL_MESSAGE,
  RULE_TEXT_MESSAGE,
  ruleErrors,
  SOURCE_MESSAGE,
  TAX_YEAR_MESSAGE,
} from './statement-classification';

const SOURCES = ['Deferral Pre-Tax', 'Deferral Roth', 'Profit Sharing', 'Roll Overs', 'After Tax', 'Employer Match'];
const KINDS = [
  'contribution',
  'rollover_in',
  'loan_disbursement',
  'loan_repayment',
  'investment_income',
  'asset_purchase',
  'asset_sale',
  'fee',
  'transfer',
  'distribution',
];
const INTO = ['contribution', 'rollover_in', 'loan_repayment', 'investment_income', 'asset_sale'];
const OUT_OF = ['loan_disbursement', 'asset_purchase', 'fee', 'distribution'];
const LABELS: Record<string, string> = {
  contribution: 'Contribution',
  rollover_in: 'Rollover in',
  loan_disbursement: 'Loan disbursement',
  loan_repayment: 'Loan repayment',
  investment_income: 'Investment income',
  asset_purchase: 'Asset purchase',
  asset_sale: 'Asset sale',
  fee: 'Fee',
  transfer: 'Transfer',
  distribution: 'Distribution',
};

/** Whether a text has a C0 or C1 control character or DEL, by code point. */
const hasControl = (text: string): boolean =>
  Array.from(text).some((c) => {
    const code = c.codePointAt(0) as number;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });

/** The independent formulation of the classification's messages. */
function expected(input: Record<string, unknown>, cents: number, year: number, description: string): Record<string, string[]> {
  if (input.kind === null) return {};
  if (typeof input.kind !== 'string' || !KINDS.includes(input.kind)) return { kind: [KIND_MESSAGE] };
  const out: Record<string, string[]> = {};
  const label = LABELS[input.kind];
  if (INTO.includes(input.kind) && cents < 0)
    out.kind = [`${label} is money into the trust account: this transaction is money out`];
  if (OUT_OF.includes(input.kind) && cents > 0)
    out.kind = [`${label} is money out of the trust account: this transaction is money in`];
  if (input.kind === 'contribution') {
    if (!SOURCES.includes(input.source as string)) out.source = [SOURCE_MESSAGE];
    if (input.tax_year !== year && input.tax_year !== year - 1) out.tax_year = [TAX_YEAR_MESSAGE];
  }
  if (input.save_rule === true) {
    const text = input.rule_text == null ? description : input.rule_text;
    const n = typeof text === 'string' ? Array.from(text.trim()).length : -1;
    if (n < 3 || n > 100) out.rule_text = [RULE_TEXT_MESSAGE];
    else if (hasControl(text as string)) out.rule_text = [RULE_TEXT_CONTROL_MESSAGE];
  }
  return out;
}

const anyValue = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), fc.string({ maxLength: 8 }), fc.boolean());
const validInput = fc.record({
  kind: fc.constantFrom(...KINDS),
  source: fc.constantFrom(...SOURCES),
  tax_year: fc.integer({ min: 2024, max: 2026 }),
  save_rule: fc.boolean(),
  rule_text: fc.oneof(
    fc.constant(undefined),
    fc.string({ minLength: 0, maxLength: 120 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
  ),
});
const invalidInput = fc.record({
  kind: fc.oneof(anyValue, fc.constantFrom(...KINDS)),
  source: anyValue,
  tax_year: anyValue,
  save_rule: anyValue,
  rule_text: anyValue,
});

describe('classificationErrors', () => {
  test('valid and invalid classifications answer the messages of the rules, keyed by field', () => {
    fc.assert(
      fc.property(
        fc.oneof(validInput, invalidInput),
        fc.integer({ min: -10_000_000, max: 10_000_000 }).filter((c) => c !== 0),
        fc.integer({ min: 2000, max: 2100 }),
        fc.string({ maxLength: 120 }),
        (input, cents, year, description) => {
          const got = classificationErrors(input, { amountCents: cents, postedYear: year }, description);
          const clean = Object.fromEntries(Object.entries(got).filter(([, m]) => m && m.length > 0));
          expect(clean).toEqual(expected(input, cents, year, description));
        },
      ),
    );
  });

  test('examples with the literal messages', () => {
    expect(
      classificationErrors(
        { kind: 'contribution', source: 'Deferral Roth', tax_year: 2025 },
        { amountCents: 100, postedYear: 2026 },
        'X',
      ),
    ).toEqual({});
    expect(classificationErrors({ kind: 'fee' }, { amountCents: 100, postedYear: 2026 }, 'X')).toEqual({
      kind: ['Fee is money out of the trust account: this transaction is money in'],
    });
    expect(classificationErrors({ kind: 'contribution' }, { amountCents: 100, postedYear: 2026 }, 'X')).toEqual({
      source: [
        "Choose the contribution's source: Deferral Pre-Tax, Deferral Roth, Profit Sharing, Roll Overs, After Tax, Employer Match",
      ],
      tax_year: ['Enter the tax year: the year of the deposit or the year before'],
    });
    expect(classificationErrors({ kind: 'transfer', save_rule: true }, { amountCents: -1, postedYear: 2026 }, 'AB')).toEqual({
      rule_text: ["The rule's text must be 3 to 100 characters"],
    });
  });
});

describe('ruleErrors', () => {
  test('a rule needs its text, a kind, and a contribution its source', () => {
    fc.assert(
      fc.property(
        fc.record({
          contains: anyValue,
          kind: fc.oneof(anyValue, fc.constantFrom(...KINDS)),
          source: fc.oneof(anyValue, fc.constantFrom(...SOURCES)),
        }),
        (input) => {
          const want: Record<string, string[]> = {};
          const n = typeof input.contains === 'string' ? Array.from(input.contains.trim()).length : -1;
          if (n < 3 || n > 100) want.contains = [RULE_TEXT_MESSAGE];
          else if (hasControl(input.contains as string)) want.contains = [RULE_TEXT_CONTROL_MESSAGE];
          if (typeof input.kind !== 'string' || !KINDS.includes(input.kind)) want.kind = [KIND_MESSAGE];
          else if (input.kind === 'contribution' && !SOURCES.includes(input.source as string)) want.source = [SOURCE_MESSAGE];
          expect(ruleErrors(input)).toEqual(want);
        },
      ),
    );
  });
});
