/**
 * What is left before a terminating plan is wound up (decision 0339). A plan is terminated, not merely terminating,
 * once its assets are all distributed (Rev. Rul. 89-87; IRS "Terminating a retirement plan": every account paid out or
 * rolled over), every participant loan is settled (repaid, or offset against the account: a qualified plan loan offset,
 * 1099-R code M, IRC 402(c)(3)(C)(ii)(I)) and the final Form 5500-EZ is filed (Form 5500-EZ instructions: a return is
 * due for the plan year in which all assets are distributed, whatever the assets, with the final return box checked).
 */

/** The checklist's inputs: each participant's remaining balance, the loans still being repaid, the final return. */
export interface WindUpInput {
  /** Each participant's balance still in the plan (cents; the owner and any joined participant). */
  readonly balancesCents: readonly number[];
  /** Loans signed and not yet repaid nor offset. */
  readonly activeLoans: number;
  /** Whether the final plan year's Form 5500-EZ is recorded as filed. */
  readonly finalReturnFiled: boolean;
}

/** The plan's state in a word and the steps left (0 when wound up). */
export interface WindUp {
  readonly state: 'terminating' | 'terminated';
  readonly stepsLeft: number;
}

/** One step per account holding money, one per loan being repaid, one for the final return not filed. */
export function windUp(input: WindUpInput): WindUp {
  const stepsLeft =
    input.balancesCents.filter((cents) => cents > 0).length + input.activeLoans + (input.finalReturnFiled ? 0 : 1);
  return { state: stepsLeft === 0 ? 'terminated' : 'terminating', stepsLeft };
}

/** The plan's state in words, as home and the page say it. */
export function windUpStatus(w: WindUp, terminatedOn: string, formatDay: (iso: string) => string): string {
  if (w.state === 'terminated') return `Terminated on ${formatDay(terminatedOn)}`;
  return `Terminating: ${w.stepsLeft} ${w.stepsLeft === 1 ? 'step' : 'steps'} left`;
}
