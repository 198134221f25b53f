import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { parseDollars } from '@/domain/money';
import { limitsFor, limitsNotPublishedMessage } from '@/domain/contributions/contribution-limits';
import {
  type CompensationBasis,
  type EmployerContribution,
  employerContribution,
  MAX_CALCULATOR_CENTS,
} from '@/domain/contributions/employer-contribution';
import type { FieldErrors } from '@/domain/validation';
import { Clock } from '@/ports/clock';
import { type FormValues, StepForm } from '@/ui/kit/step-form';

/** The choices of how the owner is paid. */
export const BASIS_CHOICES: ReadonlyArray<{ value: CompensationBasis; label: string }> = [
  { value: 'w2', label: 'W-2 wages (S or C corporation)' },
  { value: 'selfEmployment', label: 'Net self-employment earnings (sole proprietor, partner, LLC)' },
];

const LABELS = { basis: 'How you are paid', compensation: 'Compensation for the year' };

function rules(values: FormValues): FieldErrors {
  const typed = typeof values.compensation === 'string' ? values.compensation.trim() : '';
  const cents = parseDollars(typed);
  return {
    basis: values.basis ? [] : ['Choose how you are paid'],
    compensation:
      typed === ''
        ? ['Compensation is required']
        : cents === undefined
          ? ['Compensation must be written in dollars, like 1,250.00']
          : cents > MAX_CALCULATOR_CENTS
            ? ['Compensation must be at most $1,000,000,000.00']
            : [],
  };
}

/** The employer contribution calculator: the most the business may contribute as employer, with its steps. */
@injectable()
export class EmployerCalculatorViewModel {
  readonly form = new StepForm(rules, { basis: '', compensation: '' }, () => undefined, LABELS);
  /** The tax year whose compensation cap and wage base apply. */
  taxYear: number;

  constructor(@inject(Clock) clock: Clock) {
    this.taxYear = clock.now().getUTCFullYear();
    makeAutoObservable(this, { form: false }, { autoBind: true });
  }

  /** Follows the tax year the contributions page shows (in January the prior year's maximum is still being decided). */
  showYear(year: number): void {
    this.taxYear = year;
  }

  /** 'Limits for YEAR are not yet published' for a year without limits (decision 0280); undefined otherwise. */
  get notPublished(): string | undefined {
    return limitsFor(this.taxYear) === undefined ? limitsNotPublishedMessage(this.taxYear) : undefined;
  }

  /**
   * The result once the inputs are valid, with the year's deferrals to this plan (catch-up excluded, cents) taken off
   * the 415(c) limit; undefined before, or for a year without limits.
   */
  resultFor(deferralsCents: number): EmployerContribution | undefined {
    const limits = limitsFor(this.taxYear);
    const cents = parseDollars(this.form.text('compensation'));
    if (!this.form.isValid || limits === undefined || cents === undefined) return undefined;
    const deferrals = Math.min(Math.max(deferralsCents, 0), MAX_CALCULATOR_CENTS);
    return employerContribution(this.form.text('basis') as CompensationBasis, cents, limits, deferrals);
  }
}
