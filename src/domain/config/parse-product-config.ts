import { CONFIGURED_BANK_COUNT } from '@/domain/constants';
import { ConfigReader, type ParseResult } from './config-reader';
import { defaultProductConfig, type ChartPalette, type ProductConfig } from './product-config';

const isBankId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const PALETTE_SIZE = 6;

/** Parses a product configuration block from untrusted JSON, filling absent optional fields with the defaults; never throws. */
export function parseProductConfig(input: unknown): ParseResult<ProductConfig> {
  const read = ConfigReader.of(input, 'Product configuration');
  if (!(read instanceof ConfigReader)) return { ok: false, errors: read.errors };
  const required = { required: true };
  const identity = {
    id: read.string('id', required) ?? '',
    name: read.string('name', required) ?? '',
    key: read.string('key', required) ?? '',
    env_name: read.string('env_name', required) ?? '',
    product_name: read.string('product_name', required) ?? '',
    api_base_url: read.string('api_base_url', { required: true, url: 'orPath' }) ?? '',
    banks: read.list('banks', isBankId, { required: true, length: CONFIGURED_BANK_COUNT }) as [number, number] | undefined,
  };
  const money = { min: 0 };
  const score = { min: 0 };
  const given: Partial<ProductConfig> = {
    address: read.string('address'),
    support_email: read.string('support_email'),
    support_phone: read.string('support_phone'),
    plan_fee: read.number('plan_fee', money),
    setup_fee: read.number('setup_fee', money),
    plan_doc_generation: read.number('plan_doc_generation', money),
    plan_takeover_fee: read.number('plan_takeover_fee', money),
    invoice_due_date: read.isoDate('invoice_due_date'),
    invoice_due_date_terms: read.string('invoice_due_date_terms'),
    default_payment_processor: read.string('default_payment_processor'),
    use_stripe_connect_checkout: read.boolean('use_stripe_connect_checkout'),
    allowed_login_redirect_hosts: read.list('allowed_login_redirect_hosts', isNonEmptyString),
    logo_url: read.string('logo_url', { url: 'orPath' }),
    favicon_url: read.string('favicon_url', { url: 'orPath' }),
    app_theme_chart_palette: read.list('app_theme_chart_palette', isNonEmptyString, { length: PALETTE_SIZE }) as
      | ChartPalette
      | undefined,
    partnerThemeColor: read.string('partnerThemeColor'),
    lexisnexis_min_passing_score: read.number('lexisnexis_min_passing_score', score),
    lexisnexis_demo_score: read.number('lexisnexis_demo_score', score),
    vgs_api_path_prefix: read.string('vgs_api_path_prefix'),
  };
  if (!read.ok || !identity.banks) return { ok: false, errors: read.errors };
  const present = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  return { ok: true, value: defaultProductConfig({ ...identity, banks: identity.banks }, present) };
}
