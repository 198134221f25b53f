import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isFree } from '@/domain/shared/field-errors';
import { contributionEntryErrors } from './contribution-entry';
import { CONTRIBUTION_SOURCES } from './contribution-usage';

const today = { year: 2026, month: 11, day: 23 };
const valid = { source: 'Deferral Roth', amount: 1250.5, deposit_date: '2026-03-02', tax_year: 2025, reference: 'ACH 42' };
const messages = (body: Record<string, unknown>): string[] =>
  Object.values(contributionEntryErrors(body, today)).flatMap((m) => m ?? []);

describe('contribution entry rules', () => {
  test('a complete entry is valid; a deposit may count for its own year or the year before', () => {
    expect(isFree(contributionEntryErrors(valid, today))).toBe(true);
    expect(messages({ ...valid, tax_year: 2026 })).toEqual([]);
    expect(messages({ ...valid, reference: null })).toEqual([]);
  });

  test('each field says what is wrong, next to it', () => {
    expect(contributionEntryErrors({}, today)).toEqual({
      source: ['Source is required'],
      amount: ['Amount is required'],
      deposit_date: ['Deposit date is required'],
      tax_year: ['Tax year is required'],
      reference: [],
      roth: [],
    });
    expect(messages({ ...valid, source: 'Bonus' })).toEqual([
      'Source must be one of Deferral Pre-Tax, Deferral Roth, Profit Sharing, Roll Overs, After Tax, Employer Match',
    ]);
    expect(messages({ ...valid, amount: 0 })).toEqual(['Amount must be greater than $0.00']);
    expect(messages({ ...valid, amount: '12' })).toEqual(['Amount must be a number']);
    expect(messages({ ...valid, amount: 1.005 })).toEqual(['Amount must have at most 2 decimal places']);
    expect(messages({ ...valid, amount: 100_000_000.01 })).toEqual(['Amount must be at most $100,000,000.00']);
    expect(messages({ ...valid, deposit_date: '2026-02-30' })).toEqual(['Deposit date must be a date (YYYY-MM-DD)']);
    expect(messages({ ...valid, deposit_date: '2026-11-24' })).toEqual(['Deposit date cannot be in the future']);
    expect(messages({ ...valid, tax_year: 2024 })).toEqual(['Tax year must be the year of the deposit or the year before']);
    expect(messages({ ...valid, tax_year: 2025.5 })).toEqual(['Tax year must be a year']);
    expect(messages({ ...valid, reference: 'x'.repeat(201) })).toEqual(['Reference must be at most 200 characters']);
  });

  test('property: valid entries (any source, cents amount, past date, its year or the one before) pass', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTRIBUTION_SOURCES),
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2026-11-23T00:00:00Z'), noInvalidDate: true }),
        fc.boolean(),
        fc.option(fc.string({ maxLength: 200 }), { nil: null }),
        (source, cents, date, prior, reference) => {
          const depositDate = date.toISOString().slice(0, 10);
          const year = Number(depositDate.slice(0, 4)) - (prior ? 1 : 0);
          const body = { source, amount: cents / 100, deposit_date: depositDate, tax_year: year, reference };
          expect(messages(body)).toEqual([]);
        },
      ),
    );
  });

  test('property: invalid amounts and tax years are refused with a message, never accepted', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ max: 0, noNaN: true }),
          fc.integer({ min: 1, max: 1_000_000 }).map((n) => n / 1000 + 0.0001),
          fc.constant(Number.NaN),
          fc.string(),
        ),
        fc.integer({ min: -3000, max: 3000 }).filter((y) => y !== 2026 && y !== 2025),
        (amount, taxYear) => {
          const errors = contributionEntryErrors({ ...valid, deposit_date: '2026-01-15', amount, tax_year: taxYear }, today);
          expect(errors.amount).toHaveLength(1);
          expect(errors.tax_year).toEqual(['Tax year must be the year of the deposit or the year before']);
        },
      ),
    );
  });
});

describe('contribution entry rules at their edges', () => {
  test('null and empty values are missing, with the "is required" message of their field', () => {
    const required = {
      source: ['Source is required'],
      amount: ['Amount is required'],
      deposit_date: ['Deposit date is required'],
      tax_year: ['Tax year is required'],
      reference: [],
      roth: [],
    };
    expect(contributionEntryErrors({ source: null, amount: null, deposit_date: null, tax_year: null }, today)).toEqual(required);
    expect(contributionEntryErrors({ source: '', amount: '', deposit_date: '', tax_year: '' }, today)).toEqual(required);
  });

  test('an amount that is not a finite number, or of exactly $100,000,000.00, and a deposit made today', () => {
    expect(messages({ ...valid, amount: Number.POSITIVE_INFINITY })).toEqual(['Amount must be a number']);
    expect(messages({ ...valid, amount: Number.NaN })).toEqual(['Amount must be a number']);
    expect(messages({ ...valid, amount: 100_000_000 })).toEqual([]);
    expect(messages({ ...valid, deposit_date: '2026-11-23', tax_year: 2026 })).toEqual([]);
  });

  test('a reference must be text of at most 200 characters once trimmed', () => {
    expect(messages({ ...valid, reference: 42 })).toEqual(['Reference must be text']);
    expect(messages({ ...valid, reference: 'x'.repeat(200) })).toEqual([]);
    expect(messages({ ...valid, reference: `  ${'x'.repeat(200)}  ` })).toEqual([]);
  });

  test('an entry is valid only when no field has a message', () => {
    expect(isFree({ source: [], amount: [] })).toBe(true);
    expect(isFree({ source: [], amount: ['Amount is required'] })).toBe(false);
    expect(isFree(contributionEntryErrors({ ...valid, amount: 0 }, today))).toBe(false);
  });
});
