import { IsBoolean, IsIn, Min } from 'class-validator';

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

  @Min(0)
  percent: number;

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
