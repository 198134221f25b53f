import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { codedLabel, isPlanSetting, planSettingLabel } from '@/domain/display/coded-labels';

describe('plan setting labels (decision 0222: no raw true/false shown to a person)', () => {
  test('one label per code', () => {
    expect(codedLabel('plan_in_service', 'true')).toBe('Allowed');
    expect(codedLabel('plan_in_service', 'false')).toBe('Not allowed');
    expect(codedLabel('plan_spouse_consent', 'true')).toBe('Required');
    expect(codedLabel('plan_spouse_consent', 'false')).toBe('Not required');
    expect([isPlanSetting('plan_in_service'), isPlanSetting('plan_spouse_consent'), isPlanSetting('plan_loan')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  test('booleans, and absent or null as the default on', () => {
    expect(planSettingLabel('plan_in_service', true)).toBe('Allowed');
    expect(planSettingLabel('plan_in_service', false)).toBe('Not allowed');
    expect(planSettingLabel('plan_spouse_consent', undefined)).toBe('Required');
    expect(planSettingLabel('plan_spouse_consent', null)).toBe('Required');
    expect(planSettingLabel('plan_spouse_consent', false)).toBe('Not required');
  });

  test('whatever a stored value holds, the words are one of the two labels', () => {
    fc.assert(
      fc.property(fc.constantFrom('plan_in_service', 'plan_spouse_consent' as const), fc.anything(), (field, value) => {
        const words = planSettingLabel(field, value);
        expect(field === 'plan_in_service' ? ['Allowed', 'Not allowed'] : ['Required', 'Not required']).toContain(words);
        expect(words).not.toMatch(/true|false/);
      }),
    );
  });
});
