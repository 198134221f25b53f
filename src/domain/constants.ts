/**
 * Business constants and limits (spec section 9), in one place.
 * Every other module reads these; no number here is written twice.
 */

/** Fees of the individual 401(k) offering, in US dollars. */
export const FEES = {
  plan_fee: 300,
  setup_fee: 50,
  plan_doc_generation: 200,
  /** Taking over a plan the owner already has elsewhere, charged in place of the setup fee (decision 0343). */
  plan_takeover_fee: 250,
} as const;

/** Invoice terms: due 15 days after issue. */
export const INVOICE_TERMS = { label: 'Net 15', dueInDays: 15 } as const;

/** Identity verification scores. */
export const IDENTITY_VERIFICATION = { minPassingScore: 40, demoScore: 50 } as const;

/** Loan interest rate bounds, in percent. */
export const LOAN_INTEREST_RATE = { min: 1, max: 100 } as const;

/** Date windows. */
export const DATE_WINDOW_YEARS = 100;
export const MIN_DATE_OF_BIRTH = '1900-01-01';

/** Participant search. */
export const SEARCH = { minNonWhitespace: 2, maxCodeDigits: 6 } as const;

/** Query cache policy. */
export const QUERY_POLICY = {
  retries: 4,
  retryDelayBaseMs: 1_000,
  retryDelayMaxMs: 30_000,
  refetchOnWindowFocus: false,
  refetchCurrentUserOnMount: false,
} as const;

/** Timers of the app. */
export const TIMERS = {
  delayedLoadEventMs: 1_000,
  logoutFollowUpMs: 500,
  toastDurationMs: 5_000,
} as const;

/** Monitoring (error reporting and session replay). */
export const MONITORING = {
  bufferSize: 30,
  keepaliveMaxPendingBytes: 60_000,
  keepaliveMaxPendingRequests: 15,
  replaySampleRateProduction: 1,
  replaySampleRateOther: 0.1,
  replayOnErrorSampleRate: 1,
  healthCheckPathEndings: ['healthcheck', 'healthy', 'live', 'ready', 'heartbeat', 'health', 'healthz'],
} as const;

/** Identity provider client behaviour. */
export const IDENTITY_PROVIDER = {
  pollIntervalMinMs: 1_000,
  pollTimeoutMaxMs: 600_000,
  refreshBeforeExpiryMs: 20_000,
  maxTimerMs: 2 ** 31 - 1,
  fingerprintCacheMs: 24 * 60 * 60 * 1_000,
  fingerprintLinkIdLength: 27,
  phoneDigitsMin: 4,
  phoneDigitsMax: 15,
  socialProviders: ['facebook', 'github', 'google', 'microsoft', 'gitlab', 'apple', 'discord', 'linkedin', 'slack'],
  deliveryMethods: ['sms', 'voice', 'whatsapp', 'email'],
  flowExecutionStatuses: ['waiting', 'running', 'completed', 'failed'],
} as const;

/** Environment naming. */
export const PRODUCTION_ENV_NAME = 'production';

/** Card payments: the card payment provider, with connected-account checkout enabled. */
export const PAYMENT_PROCESSOR = { defaultProcessor: 'stripe', useConnectCheckout: true } as const;

/** The product configuration lists exactly two bank ids. */
export const CONFIGURED_BANK_COUNT = 2;
