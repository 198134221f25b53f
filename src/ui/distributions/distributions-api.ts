/** One status of a request's history. */
export interface ApiDistributionEvent {
  status: string;
  reason: string | null;
  amount: number | null;
  at: string;
}

/** A distribution request as GET /distributions answers it (US dollars). */
export interface ApiDistribution {
  id: string;
  kind: string;
  description: string;
  amount: number | null;
  sources: string[];
  payment_method: string | null;
  withholding_percent: number | null;
  withheld_amount: number | null;
  net_amount: number | null;
  hardship_reason: string | null;
  need_amount: number | null;
  document_id: string | null;
  signed: boolean;
  status: string;
  status_reason: string | null;
  history: ApiDistributionEvent[];
  created_at: string;
}

/** GET /distribution-settings: the plan's settings, the user's marriage and the bank payout account (decision 0221). */
export interface ApiDistributionSettings {
  in_service_allowed: boolean;
  spouse_consent_required: boolean;
  married: boolean;
  /** Masked; null until the bank onboarding connected and verified it. */
  payout_account: { account_number: string; bank_name: string | null } | null;
  /** Eligible rollover distributions already requested, approved or paid this year, cents (decision 0285). */
  eligible_rollover_cents_this_year?: number;
  /** The open required minimum distributions (decision 0286). */
  required_minimum_distributions?: ApiRequiredMinimumDistribution[];
}

/** One open required minimum distribution (cents, ISO date). */
export interface ApiRequiredMinimumDistribution {
  year: number;
  age_attained: number;
  distribution_period: number;
  prior_year_end_balance_cents: number | null;
  amount_cents: number | null;
  due_date: string;
  first_year: boolean;
}

/** The form's field of each API field (messages of the server land beside the right field). */
export const FORM_FIELD_OF: Readonly<Record<string, string>> = {
  kind: 'distributionFlowStage1',
  document_id: 'distributionDocumentId',
  signature: 'hardshipSignature',
};

/** The steps of the request flow; the hardship step only for a hardship. */
export type DistributionStep = 'kind' | 'details' | 'hardship' | 'review';

/** Form fields checked on each step. */
export const STEP_FIELDS: Readonly<Record<DistributionStep, readonly string[]>> = {
  kind: ['distributionFlowStage1'],
  details: ['amount', 'sources', 'payment_method', 'withholding_percent', 'description', 'spouse_consent'],
  hardship: ['hardship_reason', 'need_amount', 'distributionDocumentId', 'hardshipSignature'],
  review: [],
};
