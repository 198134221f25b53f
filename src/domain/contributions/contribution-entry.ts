import type { FieldErrors } from '@/domain/shared/field-errors';
import { compareDates, parseIsoDate, type CalendarDate } from '@/domain/shared/calendar-date';
import { CONTRIBUTION_SOURCES, type ContributionSource } from './contribution-usage';
import { rothDesignationErrors } from './roth-employer';

/** A contribution as recorded in the ledger (amount in cents, dates as YYYY-MM-DD). */
export interface ContributionEntry {
  source: ContributionSource;
  amountCents: number;
  depositDate: string;
  taxYear: number;
  reference: string | null;
  /** Designated Roth (an employer source only, where the plan allows it; decision 0332). */
  roth: boolean;
}

/** Largest single deposit accepted, in cents ($100,000,000: far above any limit, well inside a safe integer). */
export const MAX_DEPOSIT_CENTS = 10_000_000_000;
/** Longest receipt or bank reference. */
export const MAX_REFERENCE_LENGTH = 200;

/** What the entry rules know of the plan: whether it allows Roth employer contributions (undefined: not known). */
export interface EntryPlan {
  rothEmployerAllowed?: boolean;
}

/**
 * Field messages of a contribution entry as the API and the form take it (amount in dollars); empty lists when valid.
 * `roth` designates an employer deposit Roth (rothDesignationErrors).
 */
export function contributionEntryErrors(body: Record<string, unknown>, today: CalendarDate, plan: EntryPlan = {}): FieldErrors {
  const errors: Record<string, string[]> = { source: [], amount: [], deposit_date: [], tax_year: [], reference: [], roth: [] };
  const { source, amount, deposit_date: depositDate, tax_year: taxYear, reference } = body;
  if (source === undefined || source === null || source === '') errors.source.push('Source is required');
  else if (!(CONTRIBUTION_SOURCES as readonly unknown[]).includes(source)) {
    errors.source.push(`Source must be one of ${CONTRIBUTION_SOURCES.join(', ')}`);
  }
  if (amount === undefined || amount === null || amount === '') errors.amount.push('Amount is required');
  else if (typeof amount !== 'number' || !Number.isFinite(amount)) errors.amount.push('Amount must be a number');
  else if (amount <= 0) errors.amount.push('Amount must be greater than $0.00');
  else if (Math.round(amount * 100) > MAX_DEPOSIT_CENTS) errors.amount.push('Amount must be at most $100,000,000.00');
  else if (Math.round(amount * 100) / 100 !== amount) errors.amount.push('Amount must have at most 2 decimal places');
  const deposited = parseIsoDate(depositDate);
  if (depositDate === undefined || depositDate === null || depositDate === '') {
    errors.deposit_date.push('Deposit date is required');
  } else if (deposited === undefined) errors.deposit_date.push('Deposit date must be a date (YYYY-MM-DD)');
  else if (compareDates(deposited, today) > 0) errors.deposit_date.push('Deposit date cannot be in the future');
  if (taxYear === undefined || taxYear === null || taxYear === '') errors.tax_year.push('Tax year is required');
  else if (typeof taxYear !== 'number' || !Number.isInteger(taxYear)) errors.tax_year.push('Tax year must be a year');
  else if (deposited !== undefined && taxYear !== deposited.year && taxYear !== deposited.year - 1) {
    errors.tax_year.push('Tax year must be the year of the deposit or the year before');
  }
  if (reference !== undefined && reference !== null) {
    if (typeof reference !== 'string') errors.reference.push('Reference must be text');
    else if (reference.trim().length > MAX_REFERENCE_LENGTH) {
      errors.reference.push(`Reference must be at most ${MAX_REFERENCE_LENGTH} characters`);
    }
  }
  errors.roth.push(...rothDesignationErrors(source, body.roth, plan.rothEmployerAllowed));
  return errors;
}
