import { formatDate } from '@/domain/display/format-date';
import { addDays, addYears, type CalendarDate, compareDates, formatIsoDate, parseIsoDate } from '@/domain/shared/calendar-date';

/**
 * The dates of a plan termination (decision 0339). The employer ends the plan by a written resolution that fixes the
 * termination date; from that date no contribution is made, every participant is fully vested (IRC 411(d)(3), Rev. Rul.
 * 89-87) and the plan distributes every account "as soon as administratively feasible", generally within 12 months
 * (Rev. Rul. 89-87; IRS "Terminating a retirement plan"). Elective deferrals may be paid out on termination only when
 * the employer keeps no alternative defined contribution plan (Treas. Reg. 1.401(k)-1(d)(4)(i)).
 *
 * The product's reading:
 * - the resolution is dated the day it is adopted: not after today, and at most RESOLUTION_LOOKBACK_DAYS before (a
 *   resolution signed now is not backdated further than the meeting it records);
 * - the termination date is on or after the resolution date (a resolution cannot end a plan before it was adopted: the
 *   accruals and deposits already made would have to be undone) and at most TERMINATION_WINDOW_DAYS after it;
 * - neither is before the plan's effective date, and the termination date is not before the latest deposit recorded
 *   (a deposit dated after the plan ended is refused, so the plan cannot end before money it already holds came in).
 */

/** How far back a resolution may be dated (days before today). */
export const RESOLUTION_LOOKBACK_DAYS = 30;
/** How far ahead of the resolution the termination date may be (days). */
export const TERMINATION_WINDOW_DAYS = 90;

export const RESOLUTION_DATE_REQUIRED = 'Resolution date is required';
export const TERMINATION_DATE_REQUIRED = 'Termination date is required';
export const DATE_FORMAT_MESSAGE = (label: string): string => `${label} must be a date (YYYY-MM-DD)`;
export const RESOLUTION_IN_FUTURE = 'The resolution date cannot be after today';
export const RESOLUTION_TOO_OLD = `The resolution date cannot be more than ${RESOLUTION_LOOKBACK_DAYS} days ago`;
export const TERMINATION_BEFORE_RESOLUTION = 'The termination date cannot be before the resolution date';
export const TERMINATION_TOO_LATE = `The termination date must be within ${TERMINATION_WINDOW_DAYS} days of the resolution date`;
export const beforeEffectiveMessage = (label: string, effective: string): string =>
  `${label} cannot be before the plan's effective date (${formatDate(effective)})`;
export const beforeLatestDepositMessage = (deposit: string): string =>
  `The termination date cannot be before your latest deposit (${formatDate(deposit)})`;

/** What the date rules read besides the two dates: today, the plan's effective date, the latest deposit (YYYY-MM-DD). */
export interface TerminationDateContext {
  readonly today: CalendarDate;
  readonly effectiveDate?: string;
  readonly latestDepositDate?: string;
}

/** Errors of the two dates, keyed by field (`resolution_date`, `termination_date`); empty lists when valid. */
export function terminationDateErrors(
  values: { readonly resolution_date?: unknown; readonly termination_date?: unknown },
  context: TerminationDateContext,
): { resolution_date: string[]; termination_date: string[] } {
  const resolution = dateOf(values.resolution_date, RESOLUTION_DATE_REQUIRED, 'Resolution date');
  const termination = dateOf(values.termination_date, TERMINATION_DATE_REQUIRED, 'Termination date');
  const effective = parseIsoDate(context.effectiveDate);
  const deposit = parseIsoDate(context.latestDepositDate);
  const errors = { resolution_date: resolution.errors, termination_date: termination.errors };
  if (resolution.date !== undefined) {
    const r = resolution.date;
    if (compareDates(r, context.today) > 0) errors.resolution_date.push(RESOLUTION_IN_FUTURE);
    else if (compareDates(r, addDays(context.today, -RESOLUTION_LOOKBACK_DAYS)) < 0)
      errors.resolution_date.push(RESOLUTION_TOO_OLD);
    else if (effective !== undefined && compareDates(r, effective) < 0)
      errors.resolution_date.push(beforeEffectiveMessage('The resolution date', formatIsoDate(effective)));
  }
  if (termination.date !== undefined) {
    const t = termination.date;
    if (resolution.date !== undefined && compareDates(t, resolution.date) < 0)
      errors.termination_date.push(TERMINATION_BEFORE_RESOLUTION);
    else if (resolution.date !== undefined && compareDates(t, addDays(resolution.date, TERMINATION_WINDOW_DAYS)) > 0)
      errors.termination_date.push(TERMINATION_TOO_LATE);
    else if (effective !== undefined && compareDates(t, effective) < 0)
      errors.termination_date.push(beforeEffectiveMessage('The termination date', formatIsoDate(effective)));
    else if (deposit !== undefined && compareDates(t, deposit) < 0)
      errors.termination_date.push(beforeLatestDepositMessage(formatIsoDate(deposit)));
  }
  return errors;
}

function dateOf(value: unknown, required: string, label: string): { date?: CalendarDate; errors: string[] } {
  if (value === undefined || value === null || value === '') return { errors: [required] };
  const date = parseIsoDate(value);
  return date === undefined ? { errors: [DATE_FORMAT_MESSAGE(label)] } : { date, errors: [] };
}

/**
 * The day by which every account should be distributed: 12 months after the termination date (Rev. Rul. 89-87: a plan
 * whose assets are not distributed as soon as administratively feasible, generally within a year, is not terminated).
 */
export function distributionDeadline(terminationDate: CalendarDate): CalendarDate {
  return addYears(terminationDate, 1);
}

/** The message of a deposit dated after the termination date (IRC 411(d)(3): the plan has ended; nothing comes in). */
export const depositAfterTerminationMessage = (terminationDate: string): string =>
  `No deposit can be dated after the plan's termination date (${formatDate(terminationDate)})`;

/** Whether a deposit dated `depositDate` comes after a termination on `terminationDate` (both YYYY-MM-DD). */
export function isAfterTermination(depositDate: string, terminationDate: string): boolean {
  const d = parseIsoDate(depositDate);
  const t = parseIsoDate(terminationDate);
  return d !== undefined && t !== undefined && compareDates(d, t) > 0;
}

/** The message of a loan applied for once the plan's termination resolution is adopted. */
export const LOAN_AFTER_RESOLUTION_MESSAGE = 'The plan is being terminated: no new loan can be made';
