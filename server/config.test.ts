import { describe, expect, test } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  test('defaults run everything locally: port 8080, .data, PGlite, local profile, product key solo401k', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      dataDir: '.data',
      databaseUrl: undefined,
      profile: 'local',
      productKey: 'solo401k',
      supportEmails: [],
      paymentProcessor: 'local',
    });
    expect(c.issuer).toBe(c.descopeProjectId);
    expect(c.verificationScore).toBeUndefined();
  });

  test('reads the environment', () => {
    const c = loadConfig({
      PORT: '9000',
      DATA_DIR: '/var/data',
      DATABASE_URL: 'postgres://x@h/db',
      PROFILE: 'production',
      PRODUCT_KEY: 'acme',
      SUPPORT_EMAILS: 'A@x.com, b@y.com',
      PUBLIC_ORIGIN: 'https://app.example/',
      VERIFICATION_SCORE: '20',
      SENTRY_DSN: 'https://k@s/1',
    });
    expect(c).toMatchObject({
      port: 9000,
      dataDir: '/var/data',
      databaseUrl: 'postgres://x@h/db',
      profile: 'production',
      productKey: 'acme',
      host: '0.0.0.0',
      supportEmails: ['a@x.com', 'b@y.com'],
      publicOrigin: 'https://app.example',
      verificationScore: 20,
    });
    expect(c.site.sentry_dsn).toBe('https://k@s/1');
    expect(c.site.env_name).toBe('production');
  });
});
