import { deemedDistribution } from '@/domain/loans/deemed-distribution';
import { type LoanLedger, balanceOn } from '@/domain/loans/loan-balance';
import type { CalendarDate } from '@/domain/shared/calendar-date';

/** What the plan holds on a day, in cents: each participant's account and the participant loans outstanding. */
export interface PlanAssetsFacts {
  /** One account value per participant of the plan on the day (the owner and everyone who had joined by then). */
  accountsCents: readonly number[];
  /** The participants' loans that were paid out (signed), whatever their status now. */
  loans: readonly LoanLedger[];
  on: CalendarDate;
}

/** The plan's total assets on a day and what they are made of (cents). */
export interface PlanAssets {
  /** Participants of the plan on the day (Form 5500-EZ line 5: the owner, a spouse and partners who joined). */
  participants: number;
  accountsCents: number;
  /** Outstanding principal of participant loans not deemed distributed by the day. */
  loansCents: number;
  totalCents: number;
}

/**
 * The plan's total assets on a day (Form 5500-EZ instructions, "Who must file" and line 6a: the plan's total assets,
 * every participant's account included, a spouse's too; participant loans are plan assets). A loan counts at its
 * outstanding principal on the day (the repayments made by then); a loan deemed distributed by the day (IRC 72(p), a
 * missed payment not cured by the end of the next quarter) is no longer reported as a plan asset (Form 5500
 * instructions on deemed distributions of participant loans).
 */
export function planAssetsOn(facts: PlanAssetsFacts): PlanAssets {
  const accountsCents = facts.accountsCents.reduce((sum, cents) => sum + cents, 0);
  const loansCents = facts.loans
    .filter((loan) => deemedDistribution(loan, facts.on) === undefined)
    .reduce((sum, loan) => sum + balanceOn(loan, facts.on), 0);
  return {
    participants: facts.accountsCents.length,
    accountsCents,
    loansCents,
    totalCents: accountsCents + loansCents,
  };
}
