import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { validatePlanDetails } from '@/domain/validation';
import { PLAN_DETAILS_CONTEXT as ctx, VALID_PLAN_DETAILS } from '@/domain/checkout/plan-details-fixtures';
import { effectiveDateOf, isPlanNumber, planNumberOf, planOriginOf } from '@/domain/plan-takeover/plan-origin';

const valid = VALID_PLAN_DETAILS;
const existing = { ...valid, plan_origin: 'existing', plan_effective_date: '2015-01-01', plan_number: '002' };

/** Form 5500-EZ line 1b as the test reads it: a string of exactly three digits whose number is 1 to 500. */
const independentPlanNumber = (s: string): boolean =>
  s.length === 3 && [...s].every((c) => c >= '0' && c <= '9') && Number.parseInt(s, 10) >= 1 && Number.parseInt(s, 10) <= 500;

describe('plan origin rules (decision 0343)', () => {
  test('a new plan needs neither an original effective date nor a plan number; an existing plan with both is valid', () => {
    expect(validatePlanDetails(valid, ctx)).toEqual({});
    expect(validatePlanDetails({ ...valid, plan_origin: 'new' }, ctx)).toEqual({});
    expect(validatePlanDetails(existing, ctx)).toEqual({});
  });

  test.each([
    ['plan_origin', 'old', 'Choose a new plan or a plan you already have'],
    ['plan_effective_date', '', 'Original effective date is required'],
    ['plan_effective_date', '2015-02-30', 'Original effective date is required'],
    ['plan_effective_date', '2026-11-22', 'Original effective date must be in the past'],
    ['plan_effective_date', '1926-11-21', 'Invalid date'],
    ['plan_number', '', 'Plan number is required'],
    ['plan_number', '000', 'Plan number must be three digits from 001 to 500'],
    ['plan_number', '501', 'Plan number must be three digits from 001 to 500'],
    ['plan_number', '12', 'Plan number must be three digits from 001 to 500'],
  ])('existing plan: %s = %j gives only %s', (field, value, message) => {
    expect(validatePlanDetails({ ...existing, [field]: value }, ctx)).toEqual({ [field]: [message] });
  });

  test('property: valid plan numbers are accepted, and the rule agrees with line 1b read independently', () => {
    const validNumbers = fc.integer({ min: 1, max: 500 }).map((n) => String(n).padStart(3, '0'));
    fc.assert(
      fc.property(validNumbers, (n) => {
        expect(isPlanNumber(n)).toBe(true);
        expect(validatePlanDetails({ ...existing, plan_number: n }, ctx)).toEqual({});
      }),
    );
    const anyText = fc.oneof(
      fc.string({ maxLength: 5 }),
      fc.integer({ min: 0, max: 1200 }).map((n) => String(n).padStart(3, '0')),
    );
    fc.assert(
      fc.property(anyText, (s) => {
        expect(isPlanNumber(s)).toBe(independentPlanNumber(s));
      }),
    );
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(isPlanNumber(n)).toBe(false);
      }),
    );
  });

  test('property: an invalid plan number on an existing plan gives the message, on a new plan nothing', () => {
    const invalid = fc.string({ maxLength: 5 }).filter((s) => s.trim() !== '' && !independentPlanNumber(s));
    fc.assert(
      fc.property(invalid, (n) => {
        expect(validatePlanDetails({ ...existing, plan_number: n }, ctx).plan_number).toEqual([
          'Plan number must be three digits from 001 to 500',
        ]);
        expect(validatePlanDetails({ ...valid, plan_number: n }, ctx).plan_number).toBeUndefined();
      }),
    );
  });

  test('the documents read the original date and number of an existing plan, the establish date and 001 otherwise', () => {
    expect(effectiveDateOf(existing)).toBe('2015-01-01');
    expect(planNumberOf(existing)).toBe('002');
    expect(effectiveDateOf(valid)).toBe('2026-01-01');
    expect(planNumberOf({ ...valid, plan_number: '002' })).toBe('001');
    expect([planOriginOf('existing'), planOriginOf(undefined), planOriginOf('x')]).toEqual(['existing', 'new', 'new']);
  });
});
