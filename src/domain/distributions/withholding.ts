/** How federal income tax withholding works for a kind of distribution (REFERENCE: plan administration facts). */
export interface WithholdingRule {
  /** Percent withheld when the participant elects nothing. */
  readonly defaultPercent: number;
  /** Lowest percent the participant may elect. */
  readonly minimumPercent: number;
  /** Whether the participant may change the percent at all. */
  readonly electable: boolean;
  /** Plain words shown next to the election. */
  readonly explanation: string;
}

const MANDATORY_20: WithholdingRule = {
  defaultPercent: 20,
  minimumPercent: 20,
  electable: true,
  explanation:
    'This is an eligible rollover distribution paid to you, so federal law requires 20% withholding. You may choose a higher percent, not a lower one.',
};

const DEFAULT_10: WithholdingRule = {
  defaultPercent: 10,
  minimumPercent: 0,
  electable: true,
  explanation:
    'This distribution is not an eligible rollover distribution: 10% is withheld for federal income tax unless you choose another percent, including none.',
};

const UNDER_200: WithholdingRule = {
  defaultPercent: 0,
  minimumPercent: 0,
  electable: true,
  explanation:
    'Your eligible rollover distributions this year, this one included, total less than $200, so no withholding is required. You may choose any percent from 0% to 100%.',
};

const DIRECT_ROLLOVER: WithholdingRule = {
  defaultPercent: 0,
  minimumPercent: 0,
  electable: false,
  explanation: 'A direct rollover is paid to the other plan or IRA, not to you, so no federal income tax is withheld.',
};

/** Payment methods that pay an eligible rollover distribution straight to another plan or an IRA (decision 0287). */
export const DIRECT_ROLLOVER_METHODS = ['direct_rollover_plan', 'direct_rollover_ira'] as const;

/** Whether the payment method is a direct rollover (to another employer plan, or to an IRA: Roth money to a Roth IRA). */
export function isDirectRolloverMethod(method: string | undefined): boolean {
  return (DIRECT_ROLLOVER_METHODS as readonly string[]).includes(method ?? '');
}

/** Message when a percent other than 0 is elected for a direct rollover. */
export const DIRECT_ROLLOVER_WITHHOLDING_MESSAGE = 'A direct rollover has no withholding: enter 0%';

/**
 * No withholding is required on eligible rollover distributions when those to the participant in the year are
 * reasonably expected to total less than $200 (Treas. Reg. 31.3405(c)-1 Q&A-14).
 */
export const ROLLOVER_WITHHOLDING_THRESHOLD_CENTS = 20_000;

/**
 * Kinds that are eligible rollover distributions (IRC 402(c)(4)): not hardship distributions, required minimum
 * distributions (402(c)(4)(B), (C)) or corrective distributions of excess deferrals (Treas. Reg. 1.402(c)-2 Q&A-4).
 */
export function isEligibleRolloverKind(kind: string): boolean {
  return kind === 'normal' || kind === 'separation' || kind === 'in_service';
}

/** What the $200 rule needs: this distribution's amount and the other eligible rollover distributions of the year (cents). */
export interface RolloverYear {
  /** This distribution's gross amount; undefined while not (validly) entered. */
  readonly amountCents: number | undefined;
  /** The participant's other eligible rollover distributions in the calendar year (requested, approved or paid). */
  readonly otherEligibleRolloverCents: number;
}

/**
 * The withholding rule of a distribution kind (IRC 3405(c) and (b)): 20% mandatory on an eligible rollover distribution
 * paid to the participant, unless the year's eligible rollover distributions, this one included, total less than $200
 * (Treas. Reg. 31.3405(c)-1 Q&A-14: none required, 0-100% electable); 10% by default, 0-100% electable otherwise.
 */
export function withholdingRule(kind: string, year?: RolloverYear, paymentMethod?: string): WithholdingRule {
  if (!isEligibleRolloverKind(kind)) return DEFAULT_10;
  // A direct rollover is not withheld on (IRC 3405(c)(2); Treas. Reg. 31.3405(c)-1 Q&A-1).
  if (isDirectRolloverMethod(paymentMethod)) return DIRECT_ROLLOVER;
  if (
    year?.amountCents !== undefined &&
    year.amountCents + year.otherEligibleRolloverCents < ROLLOVER_WITHHOLDING_THRESHOLD_CENTS
  )
    return UNDER_200;
  return MANDATORY_20;
}

/** Messages for an elected percent (a whole number) under the kind's rule (and the year's $200 rule, when given). */
export function withholdingErrors(
  kind: string,
  percent: number | undefined,
  year?: RolloverYear,
  paymentMethod?: string,
): string[] {
  if (percent === undefined || !Number.isFinite(percent)) return ['Withholding percent is required'];
  if (!Number.isInteger(percent)) return ['Withholding percent must be a whole number'];
  const rule = withholdingRule(kind, year, paymentMethod);
  if (!rule.electable && percent !== rule.defaultPercent) return [DIRECT_ROLLOVER_WITHHOLDING_MESSAGE];
  if (percent < rule.minimumPercent) return [`Withholding must be at least ${rule.minimumPercent}%`];
  if (percent > 100) return ['Withholding cannot be more than 100%'];
  return [];
}

/** Cents withheld from a gross amount at a percent, rounded to the nearest cent. */
export function withheldCents(grossCents: number, percent: number): number {
  return Math.round((grossCents * percent) / 100);
}

/** Cents paid out after withholding. */
export function netCents(grossCents: number, percent: number): number {
  return grossCents - withheldCents(grossCents, percent);
}
