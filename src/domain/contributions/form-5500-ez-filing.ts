import type { FieldErrors } from '@/domain/shared/field-errors';
import { formatDate } from '@/domain/display/format-date';
import { type CalendarDate, compareDates, formatIsoDate, parseIsoDate } from '@/domain/shared/calendar-date';

/** How a return was filed: electronically through EFAST2, or on paper with the IRS. */
export const FILING_METHODS = ['efast2', 'paper'] as const;
export type FilingMethod = (typeof FILING_METHODS)[number];
/** Longest confirmation number kept. */
export const MAX_CONFIRMATION_LENGTH = 100;

/**
 * The late-filing penalty (IRC 6652(e) for Form 5500-EZ) of returns due after 2019: $250 a day, at most $150,000 per
 * return (cents), as the SECURE Act (Pub. L. 116-94, section 403) raised it for returns required to be filed after
 * December 31, 2019.
 */
export const LATE_PENALTY_PER_DAY_CENTS = 25_000;
export const LATE_PENALTY_CAP_CENTS = 15_000_000;
/** The penalty of returns due before 2020 (IRC 6652(e) before the SECURE Act): $25 a day, at most $15,000 (cents). */
export const PRE_2020_LATE_PENALTY_PER_DAY_CENTS = 2_500;
export const PRE_2020_LATE_PENALTY_CAP_CENTS = 1_500_000;
/** The first due date of the SECURE Act's penalty (section 403: returns required to be filed after 2019). */
const SECURE_ACT_FIRST_DUE_DATE: CalendarDate = { year: 2020, month: 1, day: 1 };

/** The penalty rate and cap of a return by the due date it was required to be filed by (cents). */
export function latePenaltyRate(dueDate: CalendarDate): { perDayCents: number; capCents: number } {
  return compareDates(dueDate, SECURE_ACT_FIRST_DUE_DATE) < 0
    ? { perDayCents: PRE_2020_LATE_PENALTY_PER_DAY_CENTS, capCents: PRE_2020_LATE_PENALTY_CAP_CENTS }
    : { perDayCents: LATE_PENALTY_PER_DAY_CENTS, capCents: LATE_PENALTY_CAP_CENTS };
}
/** The late-filer penalty relief programme (Rev. Proc. 2015-32): $500 per return, at most $1,500 per plan (cents). */
export const RELIEF_FEE_PER_RETURN_CENTS = 50_000;
export const RELIEF_FEE_CAP_CENTS = 150_000;

/** A filing record as the owner marks it: filed or not, and when and how. */
export interface FilingRecord {
  filed: boolean;
  filedOn: string | null;
  method: FilingMethod | null;
  confirmation: string | null;
}

/**
 * Field messages of a filing record as the API and the form take it (`{ filed, filed_on, method, confirmation }`);
 * a filed return needs its date (not in the future, not before the plan year began) and its method.
 */
export function filingRecordErrors(body: Record<string, unknown>, today: CalendarDate, planYearStart: CalendarDate): FieldErrors {
  const errors: Record<string, string[]> = { filed: [], filed_on: [], method: [], confirmation: [] };
  const { filed, filed_on: filedOn, method, confirmation } = body;
  if (typeof filed !== 'boolean') errors.filed.push('Filed must be yes or no');
  if (filed !== true) return errors;
  errors.filed_on.push(...filedOnErrors(filedOn, today, planYearStart));
  if (method === undefined || method === null || method === '') errors.method.push('Filing method is required');
  else if (!(FILING_METHODS as readonly unknown[]).includes(method)) errors.method.push('Filing method must be EFAST2 or paper');
  if (confirmation !== undefined && confirmation !== null) {
    if (typeof confirmation !== 'string') errors.confirmation.push('Confirmation number must be text');
    else if (confirmation.trim().length > MAX_CONFIRMATION_LENGTH) {
      errors.confirmation.push(`Confirmation number must be at most ${MAX_CONFIRMATION_LENGTH} characters`);
    }
  }
  return errors;
}

/**
 * Field messages of a Form 5558 record as the API and the form take it (`{ filed, filed_on }`): a filed extension needs
 * its date, not in the future, not before the plan year began, and on or before the return's due day (Form 5558
 * instructions: file it by the return's normal due date; IRC 7503 moves that day past a weekend or legal holiday).
 */
export function extensionRecordErrors(
  body: Record<string, unknown>,
  today: CalendarDate,
  planYearStart: CalendarDate,
  dueDay: CalendarDate,
): FieldErrors {
  const errors: Record<string, string[]> = { filed: [], filed_on: [] };
  const { filed, filed_on: filedOn } = body;
  if (typeof filed !== 'boolean') errors.filed.push('Filed must be yes or no');
  if (filed !== true) return errors;
  errors.filed_on.push(...filedOnErrors(filedOn, today, planYearStart));
  const day = parseIsoDate(filedOn);
  if (errors.filed_on.length === 0 && day !== undefined && compareDates(day, dueDay) > 0) {
    errors.filed_on.push(`Form 5558 must be filed by the return's due date, ${formatDate(formatIsoDate(dueDay))}`);
  }
  return errors;
}

/** The messages of a filing date (a return's or a Form 5558's): required, a date, not in the future, not before the plan year. */
function filedOnErrors(filedOn: unknown, today: CalendarDate, planYearStart: CalendarDate): string[] {
  if (filedOn === undefined || filedOn === null || filedOn === '') return ['Filing date is required'];
  const day = parseIsoDate(filedOn);
  if (day === undefined) return ['Filing date must be a date (YYYY-MM-DD)'];
  if (compareDates(day, today) > 0) return ['Filing date cannot be in the future'];
  if (compareDates(day, planYearStart) < 0) return ['Filing date cannot be before the plan year began'];
  return [];
}

/** Days from `from` to `to` (positive when `to` is later), by UTC day numbers. */
function daysFrom(from: CalendarDate, to: CalendarDate): number {
  const utc = (d: CalendarDate): number => Date.UTC(d.year, d.month - 1, d.day);
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/**
 * A return not filed by its due date: days late and the most the IRS may charge for it so far (cents), at the rate of
 * the due date (IRC 6652(e); `latePenaltyRate`). The due date is the one in force: moved to the next business day
 * (IRC 7503) and extended by Form 5558 where it was.
 */
export function lateFiling(
  dueDate: CalendarDate,
  today: CalendarDate,
): { daysLate: number; maxPenaltyCents: number } | undefined {
  const daysLate = daysFrom(dueDate, today);
  if (daysLate <= 0) return undefined;
  const rate = latePenaltyRate(dueDate);
  return { daysLate, maxPenaltyCents: Math.min(daysLate * rate.perDayCents, rate.capCents) };
}

/** The relief programme's fee for `lateReturns` late returns of one plan (cents): $500 each, at most $1,500. */
export function reliefFeeCents(lateReturns: number): number {
  return Math.min(Math.max(0, Math.floor(lateReturns)) * RELIEF_FEE_PER_RETURN_CENTS, RELIEF_FEE_CAP_CENTS);
}
