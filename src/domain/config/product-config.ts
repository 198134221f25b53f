import { FEES, IDENTITY_VERIFICATION, INVOICE_TERMS, PAYMENT_PROCESSOR } from '@/domain/constants';

/** The six colours of the charts. */
export type ChartPalette = readonly [string, string, string, string, string, string];

/** The product configuration block (spec section 3; decision 0027 for the fields the spec only names). */
export interface ProductConfig {
  readonly id: string;
  readonly name: string;
  readonly key: string;
  readonly env_name: string;
  readonly product_name: string;
  /** The provider's postal address, one block of text. */
  readonly address: string | undefined;
  readonly support_email: string | undefined;
  readonly support_phone: string | undefined;
  /** Fees in US dollars. */
  readonly plan_fee: number;
  readonly setup_fee: number;
  readonly plan_doc_generation: number;
  /** The fee for taking over a plan the owner already has, in place of the setup fee (decision 0343). */
  readonly plan_takeover_fee: number;
  /** A fixed invoice due date (ISO), when the provider sets one; otherwise the terms decide. */
  readonly invoice_due_date: string | undefined;
  /** Invoice terms, e.g. 'Net 15'. */
  readonly invoice_due_date_terms: string;
  readonly default_payment_processor: string;
  readonly use_stripe_connect_checkout: boolean;
  readonly api_base_url: string;
  /** Hosts a sign-in may redirect back to. */
  readonly allowed_login_redirect_hosts: readonly string[];
  /** The two configured bank ids. */
  readonly banks: readonly [number, number];
  readonly logo_url: string | undefined;
  readonly favicon_url: string | undefined;
  readonly app_theme_chart_palette: ChartPalette;
  readonly partnerThemeColor: string;
  /** Identity-verification scores. */
  readonly lexisnexis_min_passing_score: number;
  readonly lexisnexis_demo_score: number;
  /** Path prefix of the card-data vault's API. */
  readonly vgs_api_path_prefix: string | undefined;
}

/** The fields that name a deployment and have no sensible default. */
export type ProductIdentity = Pick<ProductConfig, 'id' | 'name' | 'key' | 'env_name' | 'product_name' | 'api_base_url' | 'banks'>;

/** The default chart palette: six colours distinguishable in charts (decision 0027). */
export const DEFAULT_CHART_PALETTE: ChartPalette = ['#1f4e79', '#2e86c1', '#17a589', '#f5b041', '#cb4335', '#7d3c98'];

/** A product configuration for a deployment: fees, terms, scores and payment settings from the business constants. */
export function defaultProductConfig(identity: ProductIdentity, overrides: Partial<ProductConfig> = {}): ProductConfig {
  return {
    address: undefined,
    support_email: undefined,
    support_phone: undefined,
    plan_fee: FEES.plan_fee,
    setup_fee: FEES.setup_fee,
    plan_doc_generation: FEES.plan_doc_generation,
    plan_takeover_fee: FEES.plan_takeover_fee,
    invoice_due_date: undefined,
    invoice_due_date_terms: INVOICE_TERMS.label,
    default_payment_processor: PAYMENT_PROCESSOR.defaultProcessor,
    use_stripe_connect_checkout: PAYMENT_PROCESSOR.useConnectCheckout,
    allowed_login_redirect_hosts: [],
    logo_url: undefined,
    favicon_url: undefined,
    app_theme_chart_palette: DEFAULT_CHART_PALETTE,
    partnerThemeColor: DEFAULT_CHART_PALETTE[0],
    lexisnexis_min_passing_score: IDENTITY_VERIFICATION.minPassingScore,
    lexisnexis_demo_score: IDENTITY_VERIFICATION.demoScore,
    vgs_api_path_prefix: undefined,
    ...identity,
    ...overrides,
  };
}
