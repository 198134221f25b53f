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

/** Messages for a loan application against the limit in cents; empty when valid. */
export function loanApplicationErrors(app: LoanApplication, limitCents: number): string[] {
  const errors: string[] = [];
  if (!Number.isSafeInteger(app.amountCents)) errors.push('Loan amount is required');
  else if (app.amountCents < MIN_LOAN_CENTS) errors.push(`Loan amount must be at least ${formatCents(MIN_LOAN_CENTS)}`);
  else if (app.amountCents > limitCents) errors.push(`Loan amount cannot be more than ${formatCents(Math.max(0, limitCents))}`);
  const purpose = Object.hasOwn(MAX_TERM_MONTHS, app.purpose) ? (app.purpose as LoanPurpose) : undefined;
  if (!purpose) errors.push('Loan purpose is required');
  const frequency = Object.hasOwn(MONTHS_PER_PAYMENT, app.frequency) ? (app.frequency as PaymentFrequency) : undefined;
  if (!frequency) errors.push('Payments must be monthly or quarterly');
  if (!Number.isSafeInteger(app.termMonths) || app.termMonths < 1) errors.push('Loan term must be a whole number of months');
  else {
    const max = purpose ? MAX_TERM_MONTHS[purpose] : MAX_TERM_MONTHS.general;
    if (app.termMonths > max)
      errors.push(
        purpose === 'principal_residence'
          ? 'A principal residence loan term can be at most 30 years'
          : 'Loan term can be at most 5 years unless the loan is for a principal residence',
      );
    else if (frequency && app.termMonths % MONTHS_PER_PAYMENT[frequency] !== 0)
      errors.push('Loan term must be a whole number of quarters for quarterly payments');
  }
  return errors;
}
