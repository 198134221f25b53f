import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADA_PERSONAL_DETAILS, ADA_SSN } from '../checkout/checkout-test-fixtures';
import { loadConfig } from '../config';
import { loadFieldCipher } from '../crypto/field-cipher-keys';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { checkoutIdentitySubject } from '../verification/checkout-identity-subject';
import { FakeInstantId } from '../verification/fake-instant-id';
import { LexisNexisIdentityScorer } from '../verification/lexisnexis-identity-scorer';
import type { IdentitySubject } from '../verification/lexisnexis-identity-scorer';
import { bankProviders } from './bank-providers';
import { fillAndSubmit } from './bank-test-kit';
import { DwollaAccountLinker } from './dwolla-account-linker';
import { FakeDwolla } from './fake-dwolla';

const legs = await databaseLegs();

const CONNECT = {
  routing_number: '021000021',
  account_number: '123456789',
  account_number_confirm: '123456789',
  account_type: 'checking',
};

describe.each(legs)('bank application with the production providers (fakes of InstantID and Dwolla) on $name', (leg) => {
  let t: TestApp;
  const instantId = new FakeInstantId('acct/user', 'pw');
  const dwolla = new FakeDwolla('key', 'secret');
  let subjectOf: (user: { id: string; email: string }) => Promise<IdentitySubject | undefined> = async () => undefined;

  beforeAll(async () => {
    const url = await instantId.start();
    const apiBase = await dwolla.start();
    instantId.setCvi(ADA_SSN, 50);
    t = await startTestApp({
      database: await leg.open(),
      scorer: new LexisNexisIdentityScorer({ url, username: 'acct/user', password: 'pw', subjectOf: (u) => subjectOf(u) }),
      bank: { linker: new DwollaAccountLinker({ apiBase, key: 'key', secret: 'secret' }), reviewDelayMs: 0 },
    });
    // The app's field cipher (its key file in the data directory) opens the SSN the checkout sealed.
    const cipher = await loadFieldCipher({ dataDir: t.config.dataDir, profile: 'local', env: {} });
    subjectOf = checkoutIdentitySubject(t.database.db, cipher);
  });
  afterAll(async () => {
    await t.close();
    await instantId.close();
    await dwolla.close();
  });

  async function personal(email: string, ssn: string): Promise<TestClient> {
    const c = await t.signIn(email);
    const saved = await c.put('/checkout/steps/personalDetails', { ...ADA_PERSONAL_DETAILS, email, ssn_number: ssn, ssn });
    expect(saved.status).toBe(200);
    return c;
  }

  test('InstantID verifies the saved personal details (CVI 50 passes) and Dwolla checks the deposits', async () => {
    const c = await personal('ada.prod@example.com', ADA_SSN);
    expect((await fillAndSubmit(c, t.today())).status).toBe(200);
    const status = await c.get('/lexisnexis/update-status', { query: { uid: c.userId! } });
    expect(status.body).toMatchObject({ score: 50, passed: true, status: 'passed', application_status: 'approved' });
    const sent = instantId.calls.at(-1)?.body as { InstantIDRequest: { SearchBy: Record<string, unknown> } };
    expect(sent.InstantIDRequest.SearchBy).toMatchObject({ SSN: '123456780', Name: { First: 'Ada', Last: 'Lovelace' } });

    const connected = await c.put('/bank-application/connection', CONNECT);
    expect(connected.status).toBe(200);
    const source = [...dwolla.sources.values()].at(-1);
    expect(source).toMatchObject({ routingNumber: '021000021', accountNumber: '123456789', verified: false });
    expect([...dwolla.customers.values()].at(-1)).toEqual({
      email: 'ada.prod@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const [a, b] = dwolla.depositsOf(source!.id);
    const typed = (cents: number): string => `0.${String(cents).padStart(2, '0')}`;
    dwolla.notArrived = true;
    const early = await c.post('/bank-application/connection/verify', { deposit_1: typed(a), deposit_2: typed(b) });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The deposits have not reached your account yet: try again once they show on your statement');
    dwolla.notArrived = false;
    const verified = await c.post('/bank-application/connection/verify', { deposit_1: typed(b), deposit_2: typed(a) });
    expect(verified.body).toMatchObject({ outcome: 'verified' });
    expect(JSON.stringify(verified.body)).not.toContain('123456789');
  });

  test('an SSN InstantID cannot verify (CVI 10) asks for more documents; a service failure keeps the review pending', async () => {
    const c = await personal('bob.prod@example.com', '123-45-6781');
    instantId.failing = true;
    try {
      await fillAndSubmit(c, t.today());
      const pending = await c.get('/lexisnexis/update-status', { query: { uid: c.userId! } });
      expect(pending.body).toMatchObject({ status: 'pending', application_status: 'in_review' });
    } finally {
      instantId.failing = false;
    }
    const decided = await c.get('/lexisnexis/update-status', { query: { uid: c.userId! } });
    expect(decided.body).toMatchObject({ score: 10, passed: false, status: 'step_up_needed' });
    expect((await c.get('/bank-application/status')).body).toMatchObject({ current_step: 'stepUpNeeded' });
  });
});

describe('bankProviders', () => {
  const deps = async () => ({ db: undefined as never, cipher: await loadFieldCipher({ profile: 'local', env: {} }) });
  const PRODUCTION = {
    PROFILE: 'production',
    PUBLIC_ORIGIN: 'https://app.example',
    DESCOPE_PROJECT_ID: 'P2PROD',
    DESCOPE_JWKS_URL: 'https://descope.example/keys',
  };

  test('the local profile keeps the local scorer and the outbox linker', async () => {
    const providers = bankProviders(loadConfig({}), {}, await deps());
    expect(providers.scorer.constructor.name).toBe('LocalIdentityScorer');
    expect(providers.linker).toBeUndefined();
    expect(providers.reviewDelayMs).toBeUndefined();
  });

  test('the production profile binds InstantID and Dwolla, and refuses to start without their settings', async () => {
    const config = loadConfig(PRODUCTION);
    expect(() =>
      bankProviders(config, { LEXISNEXIS_USERNAME: 'u' }, { db: undefined as never, cipher: undefined as never }),
    ).toThrow(
      "PROFILE=production needs LEXISNEXIS_INSTANTID_URL (the LexisNexis InstantID endpoint); LEXISNEXIS_PASSWORD (the InstantID account password); DWOLLA_KEY (the Dwolla application's key); DWOLLA_SECRET (the Dwolla application's secret)",
    );
    const env = {
      LEXISNEXIS_INSTANTID_URL: 'https://wsonline.seisint.com/WsIdentity/InstantID?ver_=2.80',
      LEXISNEXIS_USERNAME: 'u',
      LEXISNEXIS_PASSWORD: 'p',
      DWOLLA_KEY: 'k',
      DWOLLA_SECRET: 's',
    };
    const providers = bankProviders(config, env, await deps());
    expect(providers.scorer).toBeInstanceOf(LexisNexisIdentityScorer);
    expect(providers.linker).toBeInstanceOf(DwollaAccountLinker);
    expect(providers.reviewDelayMs).toBe(0);
  });
});
