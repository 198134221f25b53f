import { formatCents } from '@/domain/money';
import { MIN_LOAN_CENTS } from './loan-limit';

/** What the loan is for: a principal residence may be repaid over more than five years. */
export type LoanPurpose = 'general' | 'principal_residence';
/** How often the participant repays; never less often than quarterly (IRC 72(p)(2)(C)). */
export type PaymentFrequency = 'monthly' | 'quarterly';

/** Months per payment of each frequency. */
export const MONTHS_PER_PAYMENT: Readonly<Record<PaymentFrequency, number>> = { monthly: 1, quarterly: 3 };
/** Longest term in months: five years, or thirty years for a principal residence (decision 0190). */
export const MAX_TERM_MONTHS: Readonly<Record<LoanPurpose, number>> = { general: 60, principal_residence: 360 };

/** A loan application as typed: amount in cents, term in months. */
export interface LoanApplication {
  readonly amountCents: number;
  readonly purpose: string;
  readonly termMonths: number;
  readonly frequency: string;
}

/** The fields of a loan application, as the API and the form name them. */
export type LoanApplicationField = 'amount' | 'purpose' | 'frequency' | 'term_months';

/**
 * Messages for a loan application against the limit in cents, keyed by the field each belongs to; empty when valid.
 * The one answer of the rule for the server and the form (decision 0302).
 */
export function loanApplicationFieldErrors(
  app: LoanApplication,
  limitCents: number,
): Partial<Record<LoanApplicationField, string[]>> {
  const errors: Partial<Record<LoanApplicationField, string[]>> = {};
  const add = (field: LoanApplicationField, message: string): void => void (errors[field] ??= []).push(message);
  if (!Number.isSafeInteger(app.amountCents)) add('amount', 'Loan amount is required');
  else if (app.amountCents < MIN_LOAN_CENTS) add('amount', `Loan amount must be at least ${formatCents(MIN_LOAN_CENTS)}`);
  else if (app.amountCents > limitCents) add('amount', `Loan amount cannot be more than ${formatCents(Math.max(0, limitCents))}`);
  const purpose = Object.hasOwn(MAX_TERM_MONTHS, app.purpose) ? (app.purpose as LoanPurpose) : undefined;
  if (!purpose) add('purpose', 'Loan purpose is required');
  const frequency = Object.hasOwn(MONTHS_PER_PAYMENT, app.frequency) ? (app.frequency as PaymentFrequency) : undefined;
  if (!frequency) add('frequency', 'Payments must be monthly or quarterly');
  if (!Number.isSafeInteger(app.termMonths) || app.termMonths < 1)
    add('term_months', 'Loan term must be a whole number of months');
  else {
    const max = purpose ? MAX_TERM_MONTHS[purpose] : MAX_TERM_MONTHS.general;
    if (app.termMonths > max)
      add(
        'term_months',
        purpose === 'principal_residence'
          ? 'A principal residence loan term can be at most 30 years'
          : 'Loan term can be at most 5 years unless the loan is for a principal residence',
      );
    else if (frequency && app.termMonths % MONTHS_PER_PAYMENT[frequency] !== 0)
      add('term_months', 'Loan term must be a whole number of quarters for quarterly payments');
  }
  return errors;
}

/** The same messages in one list (amount, purpose, frequency, then term). */
export function loanApplicationErrors(app: LoanApplication, limitCents: number): string[] {
  return Object.values(loanApplicationFieldErrors(app, limitCents)).flat();
}
