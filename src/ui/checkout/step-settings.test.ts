import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { planDistributionRulesOf } from '@/domain/distributions/distribution-kinds';
import { formValuesOf, stepDefaults, stepRules } from './step-settings';

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

describe('stepRules: the plan step applies the domain adoption rules beside the form fields (decision 0289)', () => {
  const ctx = { now: new Date('2026-11-22T12:00:00Z'), married: false };
  const plan = {
    ...stepDefaults('planDetails'),
    plan_name: 'Lovelace Solo 401(k) Plan',
    plan_establish_date: '2026-01-01',
    loan_interest_rate: '5',
    plan_signature:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    plan_signer_first_name: 'Ada',
    plan_signer_last_name: 'Lovelace',
    plan_signer_title: 'Owner',
    plan_sign_date: '2026-11-22',
  };
  const shown = (values: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(stepRules('planDetails', values, ctx)).filter(([, m]) => m !== undefined && m.length > 0));

  test('no type ticked: the message is beside the first type; Roth off with Deferral Roth ticked: beside Roth contributions', () => {
    expect(shown(plan)).toEqual({
      contribution_deferral_pre_tax_enabled: ['Choose at least one contribution type for the plan'],
    });
    expect(shown({ ...plan, contribution_deferral_roth_enabled: true, plan_roth: false })).toEqual({
      plan_roth: ['Turn on Roth contributions, or untick the Deferral Roth contribution type'],
    });
    expect(shown({ ...plan, contribution_deferral_roth_enabled: true })).toEqual({});
  });
});
