/** IRS safe-harbour hardship reasons (Treas. Reg. 1.401(k)-1(d)(3)(ii)(B)). */
export const HARDSHIP_REASONS = [
  { key: 'medical', label: 'Medical care' },
  { key: 'principal_residence', label: 'Purchase of a principal residence' },
  { key: 'tuition', label: 'Tuition and education for the next 12 months' },
  { key: 'eviction_foreclosure', label: 'Preventing eviction or foreclosure' },
  { key: 'funeral', label: 'Funeral expenses' },
  { key: 'casualty_repair', label: 'Repair of casualty damage to a principal residence' },
  { key: 'disaster', label: 'Losses from a federally declared disaster' },
] as const;

/** The additional tax on an early distribution (under 59½), in percent. */
export const EARLY_DISTRIBUTION_TAX_PERCENT = 10;

/**
 * The largest hardship distribution for a need (cents): the need grossed up so that, after the federal withholding and
 * (under 59½) the 10% additional tax, the need is still covered. Decision 0161.
 */
export function hardshipLimitCents(needCents: number, withholdingPercent: number, under59AndAHalf: boolean): number {
  const taxPercent = Math.min(withholdingPercent + (under59AndAHalf ? EARLY_DISTRIBUTION_TAX_PERCENT : 0), 90);
  return Math.ceil((needCents * 100) / (100 - taxPercent));
}

/** Plain label of a hardship reason key. */
export function hardshipReasonLabel(key: string | null | undefined): string | undefined {
  return HARDSHIP_REASONS.find((r) => r.key === key)?.label;
}
