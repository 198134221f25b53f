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

/** The withholding rule of a distribution kind: 20% mandatory on eligible rollover distributions, 10% default otherwise. */
export function withholdingRule(kind: string): WithholdingRule {
  return kind === 'hardship' || kind === 'rmd' ? DEFAULT_10 : MANDATORY_20;
}

/** Messages for an elected percent (a whole number) under the kind's rule. */
export function withholdingErrors(kind: string, percent: number | undefined): string[] {
  if (percent === undefined || !Number.isFinite(percent)) return ['Withholding percent is required'];
  if (!Number.isInteger(percent)) return ['Withholding percent must be a whole number'];
  const rule = withholdingRule(kind);
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
