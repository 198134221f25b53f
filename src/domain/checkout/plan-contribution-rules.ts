import { customRule, type RuleDecorator } from '@/domain/shared/custom-rule';
import { CONTRIBUTION_TYPE_NAMES } from '@/domain/checkout/contribution-type';

/**
 * Plan adoption rules between the plan's settings and its contribution types (decision 0289). The plan details keep
 * the types as `contribution_types`, a list of `{ name, enabled, percent, amount }` (spec section 3).
 */

/** Shown beside the contribution types when the plan would be adopted with none of them. */
export const NO_CONTRIBUTION_TYPE_MESSAGE = 'Choose at least one contribution type for the plan';

/** Shown beside the plan's Roth setting when it is off while the Deferral Roth contribution type is chosen. */
export const ROTH_CONTRADICTION_MESSAGE = 'Turn on Roth contributions, or untick the Deferral Roth contribution type';

/** The names of the chosen (enabled) contribution types of a saved list; entries that are not types are ignored. */
export function enabledContributionTypes(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  const names: string[] = [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { name, enabled } = entry as { name?: unknown; enabled?: unknown };
    if ((enabled === true || enabled === 'true') && (CONTRIBUTION_TYPE_NAMES as readonly unknown[]).includes(name))
      names.push(name as string);
  }
  return names;
}

/** The setting is off only when saved as false ('false' from a form); absent or null is the default, on (spec section 3). */
const settingOff = (value: unknown): boolean => value === false || value === 'false';

/** The list of contribution types must have at least one chosen type (a plan with no money going in cannot be adopted). */
export const HasContributionType: RuleDecorator = customRule(
  'hasContributionType',
  (value) => enabledContributionTypes(value).length > 0,
);

/**
 * Placed on `plan_roth`: the plan must allow Roth contributions while its Deferral Roth type is chosen. Designated Roth
 * contributions exist only where the plan provides for them (IRC 402A(a), (b)(1)); a plan that offers Roth but whose
 * owner does not choose the Roth type now is no contradiction.
 */
export const RothMatchesContributionTypes: RuleDecorator = customRule(
  'rothMatchesContributionTypes',
  (value, entity) =>
    !settingOff(value) ||
    !enabledContributionTypes((entity as { contribution_types?: unknown }).contribution_types).includes('Deferral Roth'),
);
