import { CONTRIBUTION_TYPE_NAMES, defaultContributionTypes, type ContributionTypeName } from '@/domain/checkout/contribution-type';

/** The flat plan-details field names of one contribution type (decision 0077). */
export interface ContributionFieldNames {
  /** The type's name, as section 3 lists it. */
  readonly name: ContributionTypeName;
  readonly enabled: string;
  readonly percent: string;
  readonly amount: string;
}

/** 'Deferral Pre-Tax' -> 'deferral_pre_tax'. */
function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
}

/** The six contribution types with their field names, in the order they are shown. */
export const CONTRIBUTION_FIELDS: readonly ContributionFieldNames[] = CONTRIBUTION_TYPE_NAMES.map((name) => {
  const base = `contribution_${slug(name)}`;
  return { name, enabled: `${base}_enabled`, percent: `${base}_percent`, amount: `${base}_amount` };
});

/** The default contribution values (all six disabled, zero percent and amount) as flat fields. */
export function defaultContributionValues(): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  defaultContributionTypes().forEach((type, i) => {
    const fields = CONTRIBUTION_FIELDS[i];
    values[fields.enabled] = type.enabled;
    values[fields.percent] = String(type.percent);
    values[fields.amount] = String(type.amount);
  });
  return values;
}
