import {
  CONTRIBUTION_TYPE_NAMES,
  defaultContributionTypes,
  type ContributionTypeName,
} from '@/domain/checkout/contribution-type';

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
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
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

/** One contribution type as the plan details save it (`contribution_types`, see docs/api/openapi.yaml). */
export interface SavedContributionType {
  name: string;
  enabled: boolean;
  percent: string;
  amount: string;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The six types from the form's flat fields, as the `contribution_types` list the server keeps. */
export function toContributionTypes(values: Record<string, unknown>): SavedContributionType[] {
  return CONTRIBUTION_FIELDS.map((c) => ({
    name: c.name,
    enabled: values[c.enabled] === true || values[c.enabled] === 'true',
    percent: text(values[c.percent]).trim() || '0',
    amount: text(values[c.amount]).trim() || '0',
  }));
}

/** The form's flat fields from a saved `contribution_types` list (unknown names and junk ignored). */
export function fromContributionTypes(saved: unknown): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (!Array.isArray(saved)) return values;
  for (const c of CONTRIBUTION_FIELDS) {
    const found = saved.find(
      (s): s is Record<string, unknown> => typeof s === 'object' && s !== null && (s as Record<string, unknown>).name === c.name,
    );
    if (!found) continue;
    values[c.enabled] = found.enabled === true || found.enabled === 'true';
    values[c.percent] = text(found.percent) || '0';
    values[c.amount] = text(found.amount) || '0';
  }
  return values;
}

/** Every flat contribution field name (kept in the form only, never sent). */
export const CONTRIBUTION_FLAT_FIELDS: readonly string[] = CONTRIBUTION_FIELDS.flatMap((c) => [c.enabled, c.percent, c.amount]);
