import { isZeroReading, readDollars } from '@/domain/money';
import type { FieldErrors } from '@/domain/shared/field-errors';
import { IsBoolean, IsIn, IsNumber, Max, Min } from 'class-validator';

/** The six contribution types of a plan, in the order they are shown. */
export const CONTRIBUTION_TYPE_NAMES = [
  'Deferral Pre-Tax',
  'Deferral Roth',
  'Profit Sharing',
  'Roll Overs',
  'After Tax',
  'Employer Match',
] as const;

/** The name of a contribution type. */
export type ContributionTypeName = (typeof CONTRIBUTION_TYPE_NAMES)[number];

/** One contribution type of a plan: whether it is used, and its percent and amount. */
export class ContributionType {
  @IsBoolean()
  enabled: boolean;

  @IsIn(CONTRIBUTION_TYPE_NAMES)
  name: ContributionTypeName;

  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(100)
  percent: number;

  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0)
  amount: number;

  constructor(name: ContributionTypeName = CONTRIBUTION_TYPE_NAMES[0], enabled = false, percent = 0, amount = 0) {
    this.name = name;
    this.enabled = enabled;
    this.percent = percent;
    this.amount = amount;
  }
}

/** The default list: all six types, disabled, with zero percent and amount. */
export function defaultContributionTypes(): ContributionType[] {
  return CONTRIBUTION_TYPE_NAMES.map((name) => new ContributionType(name));
}

/** The messages beside a contribution type's percent and amount (the spec is silent on them: decision 0130). */
export const CONTRIBUTION_MESSAGES = {
  percentNotNumber: 'Enter the percent as a number from 0 to 100, e.g. 6 or 6.5.',
  percentRange: 'The percent must be from 0 to 100.',
  amountNotNumber: 'Enter the amount in dollars, e.g. 6500 or 6500.50.',
  amountNegative: 'The amount cannot be negative.',
  amountCents: 'The amount can have at most two decimals (cents).',
} as const;

const PERCENT = /^-?(\d+(\.\d+)?|\.\d+)$/;
const textOf = (value: unknown): string | undefined =>
  typeof value === 'number'
    ? Number.isFinite(value)
      ? String(value)
      : undefined
    : typeof value === 'string'
      ? value.trim()
      : undefined;

/** The messages of a contribution percent: a number from 0 to 100 ('' counts as 0). */
export function contributionPercentErrors(value: unknown): string[] {
  const text = textOf(value);
  if (text === '') return [];
  if (text === undefined) return [CONTRIBUTION_MESSAGES.percentNotNumber];
  if (!PERCENT.test(text)) return [CONTRIBUTION_MESSAGES.percentNotNumber];
  const percent = Number(text);
  return percent > 100 || percent < 0 ? [CONTRIBUTION_MESSAGES.percentRange] : [];
}

/** The messages of a contribution amount: a non-negative number of dollars with at most two decimals ('' counts as 0). */
export function contributionAmountErrors(value: unknown): string[] {
  const text = textOf(value);
  if (text === '') return [];
  const reading = text === undefined ? undefined : readDollars(text);
  if (reading === undefined) return [CONTRIBUTION_MESSAGES.amountNotNumber];
  if (reading.negative && !isZeroReading(reading)) return [CONTRIBUTION_MESSAGES.amountNegative];
  return reading.decimals.length > 2 ? [CONTRIBUTION_MESSAGES.amountCents] : [];
}

/** The messages of one contribution type, by field (percent, amount); a type that is not enabled is not checked. */
export function contributionTypeErrors(type: { enabled?: unknown; percent?: unknown; amount?: unknown }): {
  percent: string[];
  amount: string[];
} {
  const enabled = type.enabled === true || type.enabled === 'true';
  if (!enabled) return { percent: [], amount: [] };
  return { percent: contributionPercentErrors(type.percent), amount: contributionAmountErrors(type.amount) };
}

/**
 * The messages of a saved `contribution_types` list, keyed `contribution_types.<name>.percent|amount` (the API applies the
 * same rules as the form, so a hand-made request cannot store 150%); entries that are not objects are left to the schema.
 */
export function contributionTypeListErrors(list: unknown): FieldErrors {
  const errors: Record<string, string[]> = {};
  if (!Array.isArray(list)) return errors;
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue;
    const type = entry as { name?: unknown; enabled?: unknown; percent?: unknown; amount?: unknown };
    const found = contributionTypeErrors(type);
    const name = typeof type.name === 'string' ? type.name : '?';
    if (found.percent.length > 0) errors[`contribution_types.${name}.percent`] = found.percent;
    if (found.amount.length > 0) errors[`contribution_types.${name}.amount`] = found.amount;
  }
  return errors;
}

/**
 * What the percent and the amount of each contribution type mean, shown beside the fields (issue 28). The limits they
 * count against: elective deferrals, pre-tax and Roth together, IRC 402(g); the employer's profit-sharing deduction,
 * 25% of compensation, IRC 404(a)(3); every contribution but rollovers, the annual additions limit, IRC 415(c);
 * rollovers, IRC 402(c), count against no limit.
 */
export const CONTRIBUTION_TYPE_HELP: Readonly<Record<ContributionTypeName, { percent: string; amount: string }>> = {
  'Deferral Pre-Tax': {
    percent: 'The share of your pay you plan to defer before tax (0 to 100)',
    amount: 'What you plan to defer in a year, in dollars; with Roth deferrals, within the elective deferral limit (IRC 402(g))',
  },
  'Deferral Roth': {
    percent: 'The share of your pay you plan to defer as Roth, after tax (0 to 100)',
    amount: 'What you plan to defer as Roth in a year, in dollars; counted with pre-tax deferrals (IRC 402(g))',
  },
  'Profit Sharing': {
    percent: "The employer's contribution as a share of your compensation (up to 25%, IRC 404(a)(3))",
    amount: "The employer's contribution you plan for a year, in dollars (within IRC 415(c) with everything else)",
  },
  'Roll Overs': {
    percent: 'Not used for rollovers: leave 0',
    amount: 'What you expect to roll in from another plan or IRA, in dollars; rollovers count against no limit (IRC 402(c))',
  },
  'After Tax': {
    percent: 'The share of your pay you plan to contribute after tax, not as Roth (0 to 100)',
    amount: 'What you plan to contribute after tax in a year, in dollars (within IRC 415(c))',
  },
  'Employer Match': {
    percent: "The employer's match as a share of your deferrals (0 to 100)",
    amount: "The employer's match you plan for a year, in dollars (within IRC 415(c))",
  },
};
