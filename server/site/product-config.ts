import { FEES, IDENTITY_VERIFICATION, INVOICE_TERMS } from '@/domain/constants';
import type { ServerConfig } from '../config';

/** The product configuration block (spec section 3) that GET /config answers. */
export function productConfig(config: ServerConfig, origin: string): Record<string, unknown> {
  return {
    id: config.productKey,
    name: 'Solo 401(k)',
    key: config.productKey,
    env_name: config.site.env_name,
    product_name: 'Solo 401(k)',
    address: process.env.PRODUCT_ADDRESS ?? '',
    support_email: process.env.PRODUCT_SUPPORT_EMAIL ?? config.supportEmails[0] ?? '',
    support_phone: process.env.PRODUCT_SUPPORT_PHONE ?? '',
    plan_fee: FEES.plan_fee,
    setup_fee: FEES.setup_fee,
    plan_doc_generation: FEES.plan_doc_generation,
    plan_takeover_fee: FEES.plan_takeover_fee,
    invoice_due_date_terms: INVOICE_TERMS.label,
    default_payment_processor: config.paymentProcessor,
    use_stripe_connect_checkout: config.paymentProcessor === 'stripe',
    stripe_publishable_key: config.stripe.publishableKey ?? null,
    stripe_account_id: config.stripe.accountId ?? null,
    api_base_url: `${origin}/${config.productKey}`,
    allowed_login_redirect_hosts: [new URL(origin).host],
    banks: [1, 2],
    logo_url: '/logo.svg',
    favicon_url: config.site.favicon_url,
    app_theme_chart_palette: ['#1f4e79', '#2e86c1', '#48c9b0', '#f4d03f', '#eb984e', '#a569bd'],
    partnerThemeColor: '#1f4e79',
    lexisnexis_min_passing_score: IDENTITY_VERIFICATION.minPassingScore,
    lexisnexis_demo_score: IDENTITY_VERIFICATION.demoScore,
    vgs_api_path_prefix: '',
  };
}
