import { describe, expect, test } from 'vitest';
import { loadConfig, mailStartProblems } from './config';
import { mailTransportFor } from './mail/choose-mail-transport';
import { OutboxMailTransport } from './mail/outbox-mail-transport';
import { SmtpMailTransport } from './mail/smtp-mail-transport';
import { Outbox } from './identity/outbox';

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
      DESCOPE_PROJECT_ID: 'P2PROD',
      DESCOPE_JWKS_URL: 'https://descope.example/P2PROD/.well-known/jwks.json',
      TRUSTED_PROXIES: '10.0.0.1, 10.1.0.0/16',
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
      trustedProxies: ['10.0.0.1', '10.1.0.0/16'],
    });
    expect(c.site.sentry_dsn).toBe('https://k@s/1');
    expect(c.site.env_name).toBe('production');
  });

  test('the public origin defaults to the listening address; PUBLIC_ORIGIN must be an origin; no proxy is trusted by default', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ PORT: '9001', HOST: 'localhost' }).publicOrigin).toBe('http://localhost:9001');
    expect(loadConfig({ PORT: '9002', HOST: '0.0.0.0' }).publicOrigin).toBe('http://127.0.0.1:9002');
    expect(loadConfig({ PORT: '9003', HOST: '::1' }).publicOrigin).toBe('http://[::1]:9003');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://files.example:8443' }).publicOrigin).toBe('http://files.example:8443');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://app.example/base' })).toThrow('PUBLIC_ORIGIN must be an origin');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'ftp://app.example' })).toThrow('PUBLIC_ORIGIN must be an origin');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'app.example' })).toThrow('PUBLIC_ORIGIN is not a URL');
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ PROFILE: 'production', ...PRODUCTION }).trustedProxies).toEqual([]);
  });

  test('production refuses to start without its public origin (https) and its Descope configuration, naming each', () => {
    expect(() => loadConfig({ PROFILE: 'production' })).toThrow(
      'PROFILE=production needs PUBLIC_ORIGIN (the https origin users reach the app at); DESCOPE_PROJECT_ID (the Descope project); DESCOPE_JWKS_URL (the Descope key set the session tokens are verified with)',
    );
    for (const missing of Object.keys(PRODUCTION)) {
      const env: Record<string, string> = { PROFILE: 'production', ...PRODUCTION };
      delete env[missing];
      expect(() => loadConfig(env)).toThrow(missing);
    }
    expect(() => loadConfig({ PROFILE: 'production', ...PRODUCTION, PUBLIC_ORIGIN: 'http://app.example' })).toThrow(
      'PROFILE=production needs PUBLIC_ORIGIN with https://',
    );
    const ok = loadConfig({ PROFILE: 'production', ...PRODUCTION });
    expect(ok).toMatchObject({ profile: 'production', publicOrigin: 'https://app.example', descopeProjectId: 'P2PROD' });
    // The local profile needs none of them.
    expect(loadConfig({ PROFILE: 'local' }).profile).toBe('local');
  });

  test('metrics: none locally unless METRICS_PORT is set; production listens on 9464 at 127.0.0.1 unless off', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9100' }).metrics).toEqual({ host: '127.0.0.1', port: 9100 });
    expect(loadConfig({ PROFILE: 'production', ...PRODUCTION }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ PROFILE: 'production', ...PRODUCTION, METRICS_PORT: ' ' }).metrics).toEqual({
      host: '127.0.0.1',
      port: 9464,
    });
    expect(loadConfig({ PROFILE: 'production', ...PRODUCTION, METRICS_PORT: 'off' }).metrics).toBeUndefined();
    expect(loadConfig({ PROFILE: 'production', ...PRODUCTION, METRICS_PORT: '9200', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      host: '10.0.0.5',
      port: 9200,
    });
  });

  test('a METRICS_PORT that is not a port, or is the public port, stops the start naming it', () => {
    for (const bad of ['abc', '0', '65536', '-1', '9464x', '94.64'])
      expect(() => loadConfig({ METRICS_PORT: bad }), bad).toThrow(`METRICS_PORT must be an integer from 1 to 65535: ${bad}`);
    expect(() => loadConfig({ PORT: '9000', METRICS_PORT: '9000' })).toThrow('METRICS_PORT must differ from PORT (9000)');
    expect(() => loadConfig({ PROFILE: 'production', ...PRODUCTION, PORT: '9464' })).toThrow(
      'METRICS_PORT must differ from PORT',
    );
  });

  test('SHUTDOWN_GRACE_MS: 10000 by default, a whole number of milliseconds otherwise', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '25000' }).shutdownGraceMs).toBe(25_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '0' }).shutdownGraceMs).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '10s' })).toThrow('SHUTDOWN_GRACE_MS must be an integer from 0 to 3600000: 10s');
  });

  test('the job queue (decision 0331): defaults, whole numbers otherwise, a typo refused by name', () => {
    expect(loadConfig({}).jobs).toEqual({
      mailSendWaitMs: 2_000,
      mailRetryDelaySeconds: 30,
      mailRetryLimit: 20,
      expireSeconds: 300,
      maintenanceSeconds: 60,
    });
    const set = loadConfig({
      MAIL_SEND_WAIT_MS: '0',
      MAIL_RETRY_DELAY_SECONDS: '5',
      MAIL_RETRY_LIMIT: '3',
      JOB_EXPIRE_SECONDS: '30',
      JOB_MAINTENANCE_SECONDS: '2',
    }).jobs;
    expect(set).toEqual({
      mailSendWaitMs: 0,
      mailRetryDelaySeconds: 5,
      mailRetryLimit: 3,
      expireSeconds: 30,
      maintenanceSeconds: 2,
    });
    expect(() => loadConfig({ JOB_EXPIRE_SECONDS: '0' })).toThrow('JOB_EXPIRE_SECONDS must be an integer from 1 to 43200: 0');
    expect(() => loadConfig({ MAIL_SEND_WAIT_MS: '2s' })).toThrow('MAIL_SEND_WAIT_MS must be an integer from 0 to 60000: 2s');
  });
});

describe('mail settings (SMTP_URL, MAIL_FROM; decision 0323)', () => {
  const SMTP = { SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465', MAIL_FROM: 'Solo 401(k) <no-reply@app.example>' };

  test('read from the environment; unset locally, where e-mail goes to the outbox', async () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: undefined });
    expect(loadConfig(SMTP).mail).toEqual({ smtpUrl: SMTP.SMTP_URL, from: SMTP.MAIL_FROM });
    expect(mailStartProblems(loadConfig({}))).toEqual([]);
    const local = mailTransportFor(loadConfig({}), new Outbox(() => undefined));
    expect(local).toBeInstanceOf(OutboxMailTransport);
    const smtp = mailTransportFor(loadConfig(SMTP), new Outbox(() => undefined));
    expect(smtp).toBeInstanceOf(SmtpMailTransport);
    await smtp.close();
  });

  test('production refuses to start without SMTP_URL and MAIL_FROM, naming each; with both it sends through SMTP', async () => {
    const production = { PROFILE: 'production', ...PRODUCTION };
    expect(() => mailTransportFor(loadConfig(production), new Outbox(() => undefined))).toThrow(
      'PROFILE=production needs SMTP_URL (the SMTP server e-mail is sent through: smtps://user:password@host:465); MAIL_FROM (the sender of every e-mail: "Solo 401(k) <no-reply@example.com>")',
    );
    expect(mailStartProblems(loadConfig({ ...production, SMTP_URL: SMTP.SMTP_URL }))).toEqual([
      'MAIL_FROM (the sender of every e-mail: "Solo 401(k) <no-reply@example.com>")',
    ]);
    expect(mailStartProblems(loadConfig({ ...production, MAIL_FROM: SMTP.MAIL_FROM }))).toEqual([
      'SMTP_URL (the SMTP server e-mail is sent through: smtps://user:password@host:465)',
    ]);
    const transport = mailTransportFor(loadConfig({ ...production, ...SMTP }), new Outbox(() => undefined));
    expect(transport).toBeInstanceOf(SmtpMailTransport);
    await transport.close();
  });

  test('TLS may be turned off (?tls=off) only for a server on this machine in production; locally SMTP_URL needs MAIL_FROM', () => {
    const production = { PROFILE: 'production', ...PRODUCTION, MAIL_FROM: SMTP.MAIL_FROM };
    expect(mailStartProblems(loadConfig({ ...production, SMTP_URL: 'smtp://u:p@smtp.example.com:25?tls=off' }))).toEqual([
      'SMTP_URL without tls=off (TLS may be turned off only for a server on this machine)',
    ]);
    expect(mailStartProblems(loadConfig({ ...production, SMTP_URL: 'smtp://u:p@127.0.0.1:2525?tls=off' }))).toEqual([]);
    expect(mailStartProblems(loadConfig({ ...production, SMTP_URL: 'smtp://u:p@smtp.example.com:587' }))).toEqual([]);
    expect(() => mailTransportFor(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }), new Outbox(() => undefined))).toThrow(
      'SMTP_URL needs MAIL_FROM',
    );
  });

  test('a malformed SMTP_URL or MAIL_FROM is refused with a message that does not repeat the URL (it carries the password)', () => {
    for (const url of ['not a url', 'https://u:hunter2@smtp.example.com', 'smtp://']) {
      let message = '';
      try {
        loadConfig({ SMTP_URL: url });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, url).toMatch(/^SMTP_URL /);
      expect(message).not.toContain('hunter2');
    }
    for (const from of ['Solo 401(k)', 'no-reply', 'Solo <not an address>']) {
      expect(() => loadConfig({ MAIL_FROM: from }), from).toThrow('MAIL_FROM must be an e-mail address');
    }
    expect(loadConfig({ MAIL_FROM: 'no-reply@app.example' }).mail.from).toBe('no-reply@app.example');
  });
});

const PRODUCTION = {
  PUBLIC_ORIGIN: 'https://app.example',
  DESCOPE_PROJECT_ID: 'P2PROD',
  DESCOPE_JWKS_URL: 'https://descope.example/P2PROD/.well-known/jwks.json',
};
