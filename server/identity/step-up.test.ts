import createSdk from '@descope/core-js-sdk';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../app';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import { TestClient } from '../test-support/test-client';
import { loadContract } from '../http/contract';
import { ADMIN_STEP_UP_MESSAGE, STEP_UP_CODE, STEP_UP_MESSAGE } from './step-up';
import { totpCode } from './totp';

const legs = await databaseLegs();
const XSRF = 'test-xsrf-token-0123456789';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('x-step-up in the contract (decision 0293)', () => {
  const operations = [...loadContract().operations.values()];

  it('every write declares who must step up; reads declare it only for support', () => {
    const { doc } = loadContract();
    const declared = (o: { path: string; method: string }): unknown =>
      (doc.paths as Record<string, Record<string, Record<string, unknown>>>)[o.path][o.method.toLowerCase()]['x-step-up'];
    const writes = operations.filter((o) => WRITE_METHODS.has(o.method));
    expect(writes.length).toBeGreaterThan(60);
    expect(writes.filter((o) => !['user', 'support', 'none'].includes(declared(o) as string)).map((o) => o.operationId)).toEqual(
      [],
    );
    const reads = operations.filter((o) => !WRITE_METHODS.has(o.method) && declared(o) !== undefined);
    expect(reads.every((o) => declared(o) === 'support')).toBe(true);
  });

  it('every step-up of the bank application gives its reason; a reason goes only with x-step-up: user', () => {
    const bank = operations.filter((o) => o.path.startsWith('/bank-application') && o.stepUp === 'user');
    expect(bank.length).toBe(9);
    expect(bank.filter((o) => o.stepUpReason === undefined).map((o) => o.operationId)).toEqual([]);
    expect(operations.filter((o) => o.stepUpReason !== undefined && o.stepUp !== 'user')).toEqual([]);
  });

  it('names the money moves, plan, bank, identity and beneficiary changes, and the support console', () => {
    const level = (id: string): string | undefined => loadContract().operations.get(id)?.stepUp;
    for (const id of [
      'payInvoice',
      'connectBankAccount',
      'verifyBankDeposits',
      'requestDistribution',
      'requestExcessDeferralCorrection',
      'requestExcessAnnualAdditionsCorrection',
      'changeDistributionStatus',
      'designateBeneficiaries',
      'applyForLoan',
      'signLoan',
      'recordLoanRepayment',
      'reverseLoanRepayment',
      'offsetLoan',
      'createAssetTransaction',
      'requestRollover',
      'recordContribution',
      'sendInvitation',
      'acceptInvitation',
      'putProfilePhone',
      'putCheckoutPlanDetails',
    ])
      expect([id, level(id)]).toEqual([id, 'user']);
    for (const id of [
      'getUser',
      'searchParticipants',
      'listAudit',
      'searchSupportUsers',
      'exportSupportAudit',
      'enterAdminMode',
      'leaveAdminMode',
    ])
      expect([id, level(id)]).toEqual([id, 'support']);
    for (const id of ['getBeneficiaries', 'putNotificationPreference', 'createFolder', 'stripeWebhook'])
      expect([id, level(id)]).toEqual([id, undefined]);
  });
});

describe.each(legs.map((l) => [l.name, l] as const))('Step-up for sensitive actions and admin mode (%s)', (_n, leg) => {
  let t: TestApp;
  let sdk: ReturnType<typeof createSdk>;

  beforeAll(async () => {
    t = await startTestApp({
      database: await leg.open(),
      supportEmails: ['help@example.com', 'desk@example.com', 'console@example.com'],
    });
    // The local profile with no switch in the environment: the admin-mode rule is on by default.
    expect(t.config.profile).toBe('local');
    expect(process.env.ADMIN_MODE_SECOND_FACTOR).toBeUndefined();
    sdk = createSdk({ projectId: t.config.descopeProjectId, baseUrl: `${t.origin}/identity` });
  });
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
  });

  async function magicLink(email: string): Promise<{ sessionJwt: string; refreshJwt: string }> {
    await sdk.magicLink.signUpOrIn.email(email, `${t.origin}/`);
    const link = t.outbox
      .list()
      .filter((m) => m.to === email)
      .at(-1)!.link;
    return (await sdk.magicLink.verify(new URL(link).searchParams.get('t')!)).data as { sessionJwt: string; refreshJwt: string };
  }
  const client = (sessionJwt: string): TestClient =>
    new TestClient(t.origin, t.prefix, sessionJwt, XSRF, decodeJwt(sessionJwt).sub);
  /** Enrols TOTP; answers the stepped-up session (amr email totp mfa). */
  async function enrol(email: string): Promise<string> {
    const s = await magicLink(email);
    const { key } = (await sdk.totp.update(email, s.refreshJwt)).data!;
    return (await sdk.totp.verify(email, totpCode(key, Math.floor(Date.now() / 1000)), { mfa: true }, s.refreshJwt)).data!
      .sessionJwt;
  }

  /**
   * Calls every contract operation whose x-step-up is `level` as `c` (any id, an empty body: the rule runs before the
   * body is read); answers those that were not refused with step_up_required. New operations are covered as they come.
   */
  async function notRefused(c: TestClient, level: 'user' | 'support'): Promise<string[]> {
    const ops = [...loadContract().operations.values()].filter((o) => o.stepUp === level);
    expect(ops.length).toBeGreaterThan(level === 'user' ? 30 : 5);
    const answered: string[] = [];
    for (const o of ops) {
      const res = await c.request(o.method, o.path.replace(/\{[^}]+\}/g, 'some-id'), {
        body: o.method === 'GET' || o.method === 'DELETE' ? undefined : {},
      });
      if (!(res.status === 403 && res.body?.error === STEP_UP_CODE)) answered.push(`${o.method} ${o.path} ${res.status}`);
    }
    return answered;
  }

  it('every x-step-up user operation refuses a user with a factor without it in the session, also with a token from before the factor', async () => {
    const before = client((await magicLink('early@example.com')).sessionJwt);
    expect(decodeJwt(before.token!)).toMatchObject({ amr: ['email'], factors: [] });
    const stepped = client(await enrol('early@example.com'));
    const linkOnly = client((await magicLink('early@example.com')).sessionJwt);
    expect(await notRefused(linkOnly, 'user')).toEqual([]);
    // The token says "no factor", but the user has one now: the server asks the identity service, not the token.
    expect(await notRefused(before, 'user')).toEqual([]);
    const refused = await before.post('/loans', {});
    expect(refused.body).toEqual({
      error: 'step_up_required',
      message: 'Confirm it is you with your second factor to continue.',
    });
    // With the factor in the session, and for a user who has none, the rule lets every call through to its own checks.
    expect((await notRefused(stepped, 'user')).length).toBe(
      [...loadContract().operations.values()].filter((o) => o.stepUp === 'user').length,
    );
    const plain = client((await magicLink('plain-every@example.com')).sessionJwt);
    expect((await notRefused(plain, 'user')).length).toBe(
      [...loadContract().operations.values()].filter((o) => o.stepUp === 'user').length,
    );
  });

  it('every x-step-up support operation refuses a support user without a second factor in the session', async () => {
    const support = client((await magicLink('console@example.com')).sessionJwt);
    expect(await notRefused(support, 'support')).toEqual([]);
    const refused = await support.get('/participants', { query: { q: 'a' } });
    expect(refused.body).toEqual({
      error: 'step_up_required',
      message: 'Support users need a second factor before using the support console.',
    });
    const stepped = client(await enrol('console@example.com'));
    expect((await stepped.get('/participants', { query: { q: 'console' } })).status).toBe(200);
    expect((await stepped.get('/audit')).status).toBe(200);
  });

  it('a user with a second factor must step up before changing beneficiaries; reads and users without one are not asked', async () => {
    const plain = client((await magicLink('nofactor@example.com')).sessionJwt);
    expect((await plain.post('/beneficiaries', { beneficiaries: [] })).status).not.toBe(403);

    const stepped = client(await enrol('factor@example.com'));
    expect(decodeJwt(stepped.token!)).toMatchObject({ amr: ['email', 'totp', 'mfa'], factors: ['totp'] });
    const linkOnly = client((await magicLink('factor@example.com')).sessionJwt);
    expect(decodeJwt(linkOnly.token!)).toMatchObject({ amr: ['email'], factors: ['totp'] });

    const refused = await linkOnly.post('/beneficiaries', { beneficiaries: [] });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: STEP_UP_CODE, message: STEP_UP_MESSAGE });
    expect((await linkOnly.post('/distributions', {})).status).toBe(403);
    // A bank application step says why, in plain words, and which factors answer (x-step-up-reason).
    const bank = await linkOnly.put('/bank-application/connection', {});
    expect(bank.status).toBe(403);
    expect(bank.body).toEqual({
      error: 'step_up_required',
      message:
        'Connecting an account lets money move to it. Confirm it is you with your second factor (a code from your ' +
        'authenticator app, a passkey or a recovery code) to continue.',
    });
    expect((await linkOnly.post('/invoices/none/payments', {})).status).toBe(403);
    expect((await linkOnly.get('/beneficiaries')).status).toBe(200);
    expect((await linkOnly.put('/me/notification-preference', { email_updates: true })).status).toBe(200);
    expect((await stepped.post('/beneficiaries', { beneficiaries: [] })).status).not.toBe(403);
  });

  it('a support user needs a second factor in the session to act for a participant', async () => {
    const participant = client((await magicLink('member@example.com')).sessionJwt);
    expect((await participant.get('/me')).status).toBe(200);
    const support = client((await magicLink('help@example.com')).sessionJwt).withHeaders({ 'X-Act-As': participant.userId! });
    const refused = await support.get('/me');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: STEP_UP_CODE, message: ADMIN_STEP_UP_MESSAGE });
    const stepped = client(await enrol('help@example.com')).withHeaders({ 'X-Act-As': participant.userId! });
    const me = await stepped.get('/me');
    expect(me.status).toBe(200);
    expect(me.body.acting_as).toMatchObject({ id: participant.userId, user_email: 'member@example.com' });
    // Having a factor is not enough: a later session by magic link alone is refused until it gives the factor.
    const linkOnly = client((await magicLink('help@example.com')).sessionJwt);
    expect(decodeJwt(linkOnly.token!)).toMatchObject({ amr: ['email'], factors: ['totp'] });
    const again = await linkOnly.withHeaders({ 'X-Act-As': participant.userId! }).get('/me');
    expect(again.status).toBe(403);
    expect(again.body).toEqual({
      error: STEP_UP_CODE,
      message: 'Support users need a second factor before acting for a participant.',
    });
    // Without X-Act-As the same session works as the support user's own.
    expect((await linkOnly.get('/me')).status).toBe(200);
  });

  it('the test app signs a support user in with magic link plus an authenticator code; a magic link alone is refused', async () => {
    const participant = await t.signIn('member2@example.com');
    expect(decodeJwt(participant.token!).amr).toEqual(['email']);
    expect((await participant.get('/me')).status).toBe(200);
    const linkOnly = await t.signIn('desk@example.com', { secondFactor: false });
    const refused = await linkOnly.withHeaders({ 'X-Act-As': participant.userId! }).post('/beneficiaries', { beneficiaries: [] });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: STEP_UP_CODE, message: ADMIN_STEP_UP_MESSAGE });
    const support = await t.signIn('desk@example.com');
    expect(decodeJwt(support.token!)).toMatchObject({ amr: ['email', 'totp', 'mfa'], factors: ['totp'] });
    expect(t.authenticator.secretOf('desk@example.com')).toMatch(/^[A-Z2-7]+$/);
    expect((await support.withHeaders({ 'X-Act-As': participant.userId! }).get('/me')).status).toBe(200);
    // Every sign-in gives a fresh code (a code works once), also several in one time step.
    for (let i = 0; i < 4; i++) {
      const next = await t.signIn('desk@example.com');
      expect((await next.withHeaders({ 'X-Act-As': participant.userId! }).get('/me')).status).toBe(200);
    }
  });
});

describe('Step-up when the identity provider cannot be asked (decision 0293)', () => {
  it("a user operation answers 503 in the contract's error shape and may be retried; operations without step-up go on", async () => {
    let down = true;
    const t = await startTestApp({
      secondFactors: {
        hasSecondFactor: async () => {
          if (down) throw new Error('provider down');
          return false;
        },
      },
    });
    try {
      const plain = await t.signIn('provider-down@example.com');
      const refused = await plain.post('/loans', {});
      expect([refused.status, refused.body]).toEqual([
        503,
        { error: 'unavailable', message: 'Your sign-in factors could not be checked just now. Try again in a moment.' },
      ]);
      expect((await plain.put('/me/notification-preference', { email_updates: true })).status).toBe(200);
      down = false;
      expect((await plain.post('/loans', {})).status).not.toBe(503);
    } finally {
      await t.close();
    }
  });
});

describe.each(legs.map((l) => [l.name, l] as const))('Admin mode on every route of the product API (%s)', (_n, leg) => {
  /** The routes outside the bearer-token hook: a signed link and a signed webhook, which never act for anyone. */
  const PUBLIC = new Set(['/downloads/:versionId', '/webhooks/stripe']);

  it('every route the app serves refuses X-Act-As from a session without mfa, before its own checks', async () => {
    const t = await startTestApp({ database: await leg.open(), supportEmails: ['every@example.com'] });
    try {
      const participant = await t.signIn('member4@example.com');
      expect((await participant.get('/me')).status).toBe(200);
      const linkOnly = (await t.signIn('every@example.com', { secondFactor: false })).withHeaders({
        'X-Act-As': participant.userId!,
      });
      const routes = registeredRoutes(t.app).filter((r) => r.url.startsWith(`${t.prefix}/`));
      const answered: string[] = [];
      for (const r of routes) {
        const path = r.url.slice(t.prefix.length);
        if (PUBLIC.has(path)) continue;
        const res = await linkOnly.request(r.method, path.replace(/:\w+/g, 'some-id'), {
          body: r.method === 'GET' || r.method === 'HEAD' || r.method === 'DELETE' ? undefined : {},
        });
        const refused = res.status === 403 && (r.method === 'HEAD' || res.body?.error === STEP_UP_CODE);
        answered.push(`${r.method} ${path} ${refused ? 'refused' : `${res.status} ${res.text.slice(0, 80)}`}`);
      }
      expect(answered.length).toBeGreaterThan(100);
      expect(answered.filter((a) => !a.endsWith(' refused'))).toEqual([]);
    } finally {
      await t.close();
      await t.database.close();
    }
  });
});

describe.each(legs.map((l) => [l.name, l] as const))('Admin mode needs a second factor in every profile (%s)', (_n, leg) => {
  it('no environment switch turns the rule off: ADMIN_MODE_SECOND_FACTOR=off still refuses a magic link alone', async () => {
    const t = await startTestApp({
      database: await leg.open(),
      supportEmails: ['switch@example.com'],
      env: { ADMIN_MODE_SECOND_FACTOR: 'off' },
    });
    const previous = process.env.ADMIN_MODE_SECOND_FACTOR;
    process.env.ADMIN_MODE_SECOND_FACTOR = 'off';
    try {
      const participant = await t.signIn('member3@example.com');
      expect((await participant.get('/me')).status).toBe(200);
      const linkOnly = await t.signIn('switch@example.com', { secondFactor: false });
      const refused = await linkOnly.withHeaders({ 'X-Act-As': participant.userId! }).get('/me');
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: STEP_UP_CODE, message: ADMIN_STEP_UP_MESSAGE });
      const support = await t.signIn('switch@example.com');
      expect((await support.withHeaders({ 'X-Act-As': participant.userId! }).get('/me')).status).toBe(200);
    } finally {
      if (previous === undefined) delete process.env.ADMIN_MODE_SECOND_FACTOR;
      else process.env.ADMIN_MODE_SECOND_FACTOR = previous;
      await t.close();
      await t.database.close();
    }
  });
});
