import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { validatePlanDetails } from '@/domain/validation';
import { PLAN_DETAILS_CONTEXT as ctx, PLAN_DETAILS_WITHOUT_TYPES } from '@/domain/checkout/plan-details-fixtures';

const plan = PLAN_DETAILS_WITHOUT_TYPES;
const type = (name: string, enabled: unknown = true): Record<string, unknown> => ({ name, enabled, percent: 0, amount: 0 });

describe('plan adoption: contribution types and the Roth setting', () => {
  test('a plan with no contribution type chosen (none sent, an empty list, all unticked) is refused beside the types', () => {
    for (const contribution_types of [undefined, [], [type('Deferral Pre-Tax', false), type('Profit Sharing', 'false')]])
      expect(validatePlanDetails({ ...plan, contribution_types }, ctx)).toEqual({
        contribution_types: ['Choose at least one contribution type for the plan'],
      });
    expect(validatePlanDetails({ ...plan, contribution_types: [type('Profit Sharing')] }, ctx)).toEqual({});
  });

  test('Roth off while the Deferral Roth type is chosen is refused beside the Roth setting; Roth on with no Roth type is fine', () => {
    const roth = { ...plan, contribution_types: [type('Deferral Roth')] };
    for (const plan_roth of [false, 'false'])
      expect(validatePlanDetails({ ...roth, plan_roth }, ctx)).toEqual({
        plan_roth: ['Turn on Roth contributions, or untick the Deferral Roth contribution type'],
      });
    for (const plan_roth of [true, 'true', undefined, null]) expect(validatePlanDetails({ ...roth, plan_roth }, ctx)).toEqual({});
    expect(validatePlanDetails({ ...plan, plan_roth: true, contribution_types: [type('Deferral Pre-Tax')] }, ctx)).toEqual({});
    expect(validatePlanDetails({ ...plan, plan_roth: false, contribution_types: [type('Deferral Pre-Tax')] }, ctx)).toEqual({});
  });

  test('property: the two rules against a plain reading of the list and the setting', () => {
    const names = fc.constantFrom(
      'Deferral Pre-Tax',
      'Deferral Roth',
      'Profit Sharing',
      'Roll Overs',
      'After Tax',
      'Employer Match',
      'Bonus',
      '',
    );
    const enabled = fc.constantFrom<unknown>(true, false, 'true', 'false', 1, null, undefined);
    const entry = fc.oneof(
      fc.record({ name: names, enabled, percent: fc.constant(0), amount: fc.constant(0) }),
      fc.constantFrom<unknown>(null, 'Deferral Roth', 7),
    );
    const list = fc.oneof(fc.array(entry, { maxLength: 8 }), fc.constantFrom<unknown>(undefined, null, 'Deferral Roth', {}));
    const rothSetting = fc.constantFrom<unknown>(true, false, 'true', 'false', undefined, null);
    fc.assert(
      fc.property(list, rothSetting, (contribution_types, plan_roth) => {
        const chosen = Array.isArray(contribution_types)
          ? contribution_types
              .filter((e): e is { name: string; enabled: unknown } => typeof e === 'object' && e !== null)
              .filter((e) => e.enabled === true || e.enabled === 'true')
              .map((e) => e.name)
              .filter((n) => n !== 'Bonus' && n !== '')
          : [];
        const errors = validatePlanDetails({ ...plan, plan_roth, contribution_types }, ctx);
        expect(errors.contribution_types).toEqual(
          chosen.length === 0 ? ['Choose at least one contribution type for the plan'] : undefined,
        );
        const off = plan_roth === false || plan_roth === 'false';
        expect(errors.plan_roth).toEqual(
          off && chosen.includes('Deferral Roth')
            ? ['Turn on Roth contributions, or untick the Deferral Roth contribution type']
            : undefined,
        );
      }),
    );
  });
});
