/** The plan's loan terms and today's limit (GET /loans/terms; US dollars). */
export interface ApiLoanTerms {
  allowed: boolean;
  rate_type: 'fixed' | 'primePlus';
  plan_rate: number;
  prime_rate: number;
  annual_rate: number;
  vested_balance: number;
  outstanding_balance: number;
  highest_balance_12_months: number;
  max_amount: number;
  min_amount: number;
  max_term_months: Record<string, number>;
}

/** One scheduled payment (GET /loans/{id}/schedule). */
export interface ApiScheduledPayment {
  number: number;
  due_date: string;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

/** A loan as the API answers it. */
export interface ApiLoan {
  id: string;
  status: 'pending_signature' | 'active' | 'paid_off' | 'deemed_distribution' | 'offset';
  amount: number;
  purpose: string;
  term_months: number;
  frequency: string;
  annual_rate: number;
  start_date: string;
  payments_count: number;
  level_payment: number;
  total_interest: number;
  total_payments: number;
  first_due_date: string;
  last_due_date: string;
  paid_total: number;
  outstanding_balance: number;
  /** Principal outstanding today in cents (decision 0277). */
  outstanding_balance_cents: number;
  /** Interest accrued since the last repayment, in cents. */
  accrued_interest_cents: number;
  /** What pays the loan off today (principal plus accrued interest), in cents. */
  payoff_amount_cents: number;
  /** The level payment of the schedule as it stands, in cents (lower after a prepayment). */
  current_payment_cents: number;
  /** Day of the last prepayment that re-amortised the rest of the schedule; null when none. */
  reamortised_on: string | null;
  /** The offset on separation from service (decision 0301); null or absent when none. */
  offset?: {
    separated_on: string;
    date: string;
    amount_cents: number;
    qualified: boolean;
    rollover_deadline: string;
    message: string;
  } | null;
  /** The deemed distribution once a missed payment's cure period ran out (decision 0279); null when none. */
  deemed_distribution: {
    date: string;
    tax_year: number;
    amount_cents: number;
    principal_cents: number;
    accrued_interest_cents: number;
    missed_payment_number: number;
    distribution_code: 'L';
  } | null;
  next_payment: { number: number; due_date: string; amount: number } | null;
  missed_payment: { number: number; due_date: string; cure_deadline: string; state: 'curable' | 'deemed_distribution' } | null;
  repayments: Array<{ id: string; amount: number; paid_on: string }>;
  document_id: string | null;
  signer_name: string | null;
}

/** Which application field a message of the domain's loan rules belongs to. */
export function loanFieldOf(message: string): string {
  if (message.startsWith('Loan amount')) return 'amount';
  if (message.startsWith('Loan purpose')) return 'purpose';
  if (message.startsWith('Payments')) return 'frequency';
  return 'term_months';
}
