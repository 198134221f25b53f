import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { FEES, IDENTITY_VERIFICATION, INVOICE_TERMS } from '@/domain/constants';
import { parseProductConfig } from './parse-product-config';
import { defaultProductConfig, type ProductIdentity } from './product-config';

const identity: ProductIdentity = {
  id: 'solo',
  name: 'Solo 401k',
  key: 'solo401k',
  env_name: 'local',
  product_name: 'Solo 401(k)',
  api_base_url: '/api',
  banks: [11, 12],
};

describe('defaultProductConfig', () => {
  test('takes the fees, terms, scores and payment settings from the business constants', () => {
    const config = defaultProductConfig(identity);
    expect(config).toMatchObject({
      ...identity,
      plan_fee: FEES.plan_fee,
      setup_fee: FEES.setup_fee,
      plan_doc_generation: FEES.plan_doc_generation,
      invoice_due_date_terms: INVOICE_TERMS.label,
      lexisnexis_min_passing_score: IDENTITY_VERIFICATION.minPassingScore,
      lexisnexis_demo_score: IDENTITY_VERIFICATION.demoScore,
      default_payment_processor: 'stripe',
      use_stripe_connect_checkout: true,
    });
    expect([config.plan_fee, config.setup_fee, config.plan_doc_generation]).toEqual([300, 50, 200]);
    expect([config.lexisnexis_min_passing_score, config.lexisnexis_demo_score]).toEqual([40, 50]);
    expect(config.app_theme_chart_palette).toHaveLength(6);
  });

  test('overrides win over the defaults', () => {
    expect(defaultProductConfig(identity, { plan_fee: 350, support_email: 'help@example.com' })).toMatchObject({
      plan_fee: 350,
      support_email: 'help@example.com',
      setup_fee: 50,
    });
  });
});

describe('parseProductConfig', () => {
  test('fills absent optional fields with the defaults', () => {
    expect(parseProductConfig({ ...identity, unknown_provider_id: 'x' })).toEqual({
      ok: true,
      value: defaultProductConfig(identity),
    });
  });

  test('reads every given field', () => {
    const block = {
      ...identity,
      address: '1 Main St, Springfield',
      support_email: 'help@example.com',
      support_phone: '555-123-4567',
      plan_fee: '300',
      invoice_due_date: '2023-11-15',
      use_stripe_connect_checkout: 'false',
      allowed_login_redirect_hosts: ['app.example.com'],
      app_theme_chart_palette: ['#1', '#2', '#3', '#4', '#5', '#6'],
      vgs_api_path_prefix: '/vgs',
    };
    const result = parseProductConfig(block);
    expect(result).toEqual({
      ok: true,
      value: defaultProductConfig(identity, {
        ...block,
        plan_fee: 300,
        use_stripe_connect_checkout: false,
        app_theme_chart_palette: ['#1', '#2', '#3', '#4', '#5', '#6'],
      }),
    });
  });

  test('reports missing identity fields and malformed values by field', () => {
    const result = parseProductConfig({
      ...identity,
      id: '',
      banks: [1],
      plan_fee: -1,
      setup_fee: 'fifty',
      invoice_due_date: '2023-02-30',
      use_stripe_connect_checkout: 'yes',
      app_theme_chart_palette: ['#1'],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        id: ['id is required'],
        banks: ['banks must be a list of 2 valid values'],
        plan_fee: ['plan_fee must be at least 0'],
        setup_fee: ['setup_fee must be a number'],
        invoice_due_date: ['invoice_due_date must be a date (YYYY-MM-DD)'],
        use_stripe_connect_checkout: ['use_stripe_connect_checkout must be true or false'],
        app_theme_chart_palette: ['app_theme_chart_palette must be a list of 6 valid values'],
      },
    });
  });

  test('banks are required', () => {
    const { banks: _banks, ...noBanks } = identity;
    expect(parseProductConfig(noBanks)).toEqual({ ok: false, errors: { banks: ['banks is required'] } });
  });

  test('property: never throws on any JSON value', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom('id', 'banks', 'plan_fee', 'api_base_url'), fc.jsonValue())),
        (input) => {
          const result = parseProductConfig(input);
          expect(result.ok ? result.value.banks.length : Object.keys(result.errors).length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
