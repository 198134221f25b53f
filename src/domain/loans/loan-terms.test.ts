import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { loanApplicationErrors } from './loan-terms';

const ok = { amountCents: 10_000_00, purpose: 'general', termMonths: 60, frequency: 'monthly' };

describe('loanApplicationErrors', () => {
  test('messages', () => {
    expect(loanApplicationErrors(ok, 50_000_00)).toEqual([]);
    expect(loanApplicationErrors({ ...ok, amountCents: 50_000_01 }, 50_000_00)).toEqual([
      'Loan amount cannot be more than $50,000.00',
    ]);
    expect(loanApplicationErrors({ ...ok, amountCents: 999_99 }, 50_000_00)).toEqual(['Loan amount must be at least $1,000.00']);
    expect(loanApplicationErrors({ ...ok, amountCents: Number.NaN }, 50_000_00)).toEqual(['Loan amount is required']);
    expect(loanApplicationErrors({ ...ok, termMonths: 61 }, 50_000_00)).toEqual([
      'Loan term can be at most 5 years unless the loan is for a principal residence',
    ]);
    expect(loanApplicationErrors({ ...ok, termMonths: 120, purpose: 'principal_residence' }, 50_000_00)).toEqual([]);
    expect(loanApplicationErrors({ ...ok, termMonths: 361, purpose: 'principal_residence' }, 50_000_00)).toEqual([
      'A principal residence loan term can be at most 30 years',
    ]);
    expect(loanApplicationErrors({ ...ok, frequency: 'annually' }, 50_000_00)).toEqual(['Payments must be monthly or quarterly']);
    expect(loanApplicationErrors({ ...ok, frequency: 'quarterly', termMonths: 59 }, 50_000_00)).toEqual([
      'Loan term must be a whole number of quarters for quarterly payments',
    ]);
    expect(loanApplicationErrors({ ...ok, purpose: '' }, 50_000_00)).toEqual(['Loan purpose is required']);
    expect(loanApplicationErrors({ ...ok, purpose: 'constructor', frequency: 'toString' }, 50_000_00)).toEqual([
      'Loan purpose is required',
      'Payments must be monthly or quarterly',
    ]);
    expect(loanApplicationErrors({ ...ok, termMonths: 0 }, 50_000_00)).toEqual(['Loan term must be a whole number of months']);
  });

  test('property: valid applications pass; a term over five years passes only for a principal residence', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_00, max: 50_000_00 }),
        fc.constantFrom('general', 'principal_residence'),
        fc.constantFrom('monthly', 'quarterly'),
        fc.integer({ min: 1, max: 400 }),
        (amountCents, purpose, frequency, termMonths) => {
          const errors = loanApplicationErrors({ amountCents, purpose, frequency, termMonths }, 50_000_00);
          const maxTerm = purpose === 'general' ? 60 : 360;
          const whole = frequency === 'monthly' || termMonths % 3 === 0;
          expect(errors.length === 0).toBe(termMonths <= maxTerm && whole);
        },
      ),
    );
  });

  test('property: amounts over the limit are refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_00, max: 50_000_00 }), fc.integer({ min: 1, max: 10 ** 9 }), (limit, over) => {
        expect(loanApplicationErrors({ ...ok, amountCents: limit + over }, limit)).toHaveLength(1);
      }),
    );
  });
});
