import { type CalendarDate, compareDates, parseIsoDate } from '@/domain/shared/calendar-date';
import { isCents, sixtyDayMessage } from './rollover-request';

/** Statuses of an incoming rollover, in order (decision 0251). */
export const ROLLOVER_STATUSES = ['requested', 'letter_sent', 'funds_expected', 'received'] as const;
/** A status of an incoming rollover. */
export type RolloverStatus = (typeof ROLLOVER_STATUSES)[number];

const LABELS: Record<RolloverStatus, string> = {
  requested: 'Requested',
  letter_sent: 'Letter of acceptance sent',
  funds_expected: 'Funds expected',
  received: 'Received',
};

/** The words of a status (the code only for an unknown one). */
export function rolloverStatusLabel(status: string): string {
  return LABELS[status as RolloverStatus] ?? status;
}

/** The status after `from`, or undefined for a received (final) or unknown one. */
export function nextRolloverStatus(from: string): RolloverStatus | undefined {
  const i = ROLLOVER_STATUSES.indexOf(from as RolloverStatus);
  return i >= 0 && i < ROLLOVER_STATUSES.length - 1 ? ROLLOVER_STATUSES[i + 1] : undefined;
}

/** What a move to the next status carries: for "received", the amount and the day the money arrived. */
export interface StatusMove {
  to: unknown;
  amountCents?: number;
  receivedDate?: unknown;
}

export const RECEIVED_AMOUNT_MESSAGE = 'Enter the amount received: above $0, in dollars and cents';
export const RECEIVED_DATE_MESSAGE = 'Enter the day the money arrived (not before the request, not in the future)';

/**
 * Messages for moving a rollover from `from` (one step at a time; the letter step is taken by generating the letter).
 * An indirect rollover's money must arrive within 60 days of its distribution (`distributionDate`).
 */
export function statusMoveErrors(
  from: string,
  move: StatusMove,
  context: { today: CalendarDate; requestedOn: CalendarDate; distributionDate?: string },
): Record<'status' | 'amount' | 'received_date', string[]> {
  const errors = { status: [] as string[], amount: [] as string[], received_date: [] as string[] };
  const next = nextRolloverStatus(from);
  if (next === undefined) errors.status.push(`This rollover is ${rolloverStatusLabel(from).toLowerCase()} and cannot change`);
  else if (move.to !== next) errors.status.push(`This rollover can only become: ${rolloverStatusLabel(next)}`);
  else if (next === 'letter_sent') errors.status.push('Sign the letter of acceptance to send it');
  if (move.to !== 'received' || errors.status.length > 0) return errors;
  if (!isCents(move.amountCents) || move.amountCents <= 0) errors.amount.push(RECEIVED_AMOUNT_MESSAGE);
  const day = parseIsoDate(move.receivedDate);
  if (!day || compareDates(day, context.today) > 0 || compareDates(day, context.requestedOn) < 0)
    errors.received_date.push(RECEIVED_DATE_MESSAGE);
  else if (context.distributionDate !== undefined) {
    const paid = parseIsoDate(context.distributionDate);
    const late = paid ? sixtyDayMessage(paid, day) : undefined;
    if (late) errors.received_date.push(late);
  }
  return errors;
}
