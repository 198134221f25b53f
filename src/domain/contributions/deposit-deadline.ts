import { formatDate } from '@/domain/display/format-date';
import { formatIsoDate, parseIsoDate } from '@/domain/shared/calendar-date';
import { nextBusinessDay } from '@/domain/shared/business-days';
import { returnDueDates } from './contribution-deadlines';
import type { ContributionWarning } from './contribution-warnings';
import type { ContributionSource } from './contribution-usage';
import { CALENDAR_YEAR_END, type PlanYearEnd, planYearBounds } from './plan-year';

/** A deposit as the deadline check takes it: its source, day (YYYY-MM-DD) and the tax year it is counted for. */
export interface DepositTiming {
  source: ContributionSource;
  depositDate: string;
  taxYear: number;
}

/**
 * The last day a deposit may be counted for `taxYear` (IRC 404(a)(6)): the due date of the business's return for the
 * tax year ending with that plan year, including extensions, moved to the next business day when it falls on a
 * Saturday, Sunday or legal holiday (IRC 7503). Undefined for an unknown entity type. `YYYY-MM-DD`.
 */
export function priorYearDepositDeadline(
  entityType: string | undefined,
  taxYear: number,
  yearEnd: PlanYearEnd = CALENDAR_YEAR_END,
): string | undefined {
  if (entityType === undefined) return undefined;
  const due = returnDueDates(entityType, planYearBounds(taxYear, yearEnd).end);
  return due === undefined ? undefined : nextBusinessDay(formatIsoDate(due.extendedDate)).date;
}

/**
 * A deposit counted for the year before the deposit but made after that year's deadline (IRC 404(a)(6), 7503): a
 * warning that suggests counting it for the year of the deposit. Rollovers count for no year's limits: never late.
 */
export function lateDepositWarning(
  entityType: string | undefined,
  deposit: DepositTiming,
  yearEnd: PlanYearEnd = CALENDAR_YEAR_END,
): ContributionWarning | undefined {
  const deposited = parseIsoDate(deposit.depositDate);
  if (deposited === undefined || deposit.source === 'Roll Overs' || deposit.taxYear >= deposited.year) return undefined;
  const deadline = priorYearDepositDeadline(entityType, deposit.taxYear, yearEnd);
  if (deadline === undefined || deposit.depositDate <= deadline) return undefined;
  return {
    limit: 'depositDeadline',
    excessCents: 0,
    suggestedTaxYear: deposited.year,
    message:
      `A deposit on ${formatDate(deposit.depositDate)} is too late to count for ${deposit.taxYear}: the deadline was the ` +
      `business's tax return due date with extensions, ${formatDate(deadline)} (IRC 404(a)(6)). Count it for ` +
      `${deposited.year} instead.`,
  };
}
