import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseProductConfig, parseSiteConfig } from '@/domain/config';
import { startTestApp, type TestApp } from '../test-support/start-test-app';

describe('site configuration and product configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { SENTRY_DSN: 'https://key@errors.example/1', ENV_NAME: 'staging', DESCOPE_PROJECT_ID: 'P2TESTPROJECT' },
    });
  });
  afterAll(async () => t.close());

  test('GET /site-config.json answers the section 3 fields plus where the API and identity live, without a token', async () => {
    const res = await fetch(`${t.origin}/site-config.json`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(parseSiteConfig(body)).toMatchObject({ ok: true });
    expect(body).toEqual({
      favicon_url: '/favicon.svg',
      google_analytics_id: '',
      unthread_chat_id: '',
      posthog_key: '',
      posthog_host: '',
      zipy_code: '',
      sentry_dsn: 'https://key@errors.example/1',
      env_name: 'staging',
      descope_project_id: 'P2TESTPROJECT',
      api_base_url: `${t.origin}/solo401k`,
      product_key: 'solo401k',
      identity_base_url: `${t.origin}/identity`,
      profile: 'local',
      stripe_publishable_key: null,
      stripe_account_id: null,
    });
  });

  test('GET /config answers the product block with the fees and scores of section 9', async () => {
    const user = await t.signIn('config@example.com');
    const res = await user.get('/config');
    expect(res.body).toMatchObject({
      key: 'solo401k',
      plan_fee: 300,
      setup_fee: 50,
      plan_doc_generation: 200,
      invoice_due_date_terms: 'Net 15',
      default_payment_processor: 'local',
      lexisnexis_min_passing_score: 40,
      lexisnexis_demo_score: 50,
      api_base_url: `${t.origin}/solo401k`,
    });
    expect(parseProductConfig(res.body)).toMatchObject({ ok: true });
    expect(res.body.app_theme_chart_palette).toHaveLength(6);
    expect(res.body.banks).toHaveLength(2);
  });

  test('the dev outbox is served in the local profile', async () => {
    const res = await fetch(`${t.origin}/dev/outbox`);
    expect(res.status).toBe(200);
    const messages = (await res.json()) as Array<{ to: string }>;
    expect(messages.map((m) => m.to)).toContain('config@example.com');
  });
});
