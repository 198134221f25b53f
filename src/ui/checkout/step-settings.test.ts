import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { planDistributionRulesOf } from '@/domain/distributions/distribution-kinds';
import { formValuesOf, stepDefaults } from './step-settings';

describe('formValuesOf: the plan step shows the distribution settings as the distribution rules read them (decision 0222)', () => {
  test('a saved false is off; true, null, a missing value and anything a draft stored (e.g. "yes", 0) show on', () => {
    const shown = (value: unknown): unknown => formValuesOf('planDetails', { plan_in_service: value }).plan_in_service;
    expect(shown(false)).toBe(false);
    expect(shown('false')).toBe(false);
    expect(shown(true)).toBe(true);
    for (const value of [null, undefined, 'yes', 0, 'true']) expect(shown(value)).toBeUndefined();
  });

  test('for any saved value, the checkbox the plan step starts with equals the rule', () => {
    fc.assert(
      fc.property(fc.oneof(fc.boolean(), fc.constant(null), fc.constant('false'), fc.string(), fc.integer()), (value) => {
        const saved = { plan_in_service: value, plan_spouse_consent: value };
        // What the plan step starts with (checkout-resume.ts): the defaults, then the saved values.
        const form = { ...stepDefaults('planDetails'), ...formValuesOf('planDetails', saved) };
        const rules = planDistributionRulesOf(saved);
        expect(form.plan_in_service).toBe(rules.inServiceAllowed);
        expect(form.plan_spouse_consent).toBe(rules.spouseConsentRequired);
      }),
    );
  });
});
