import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const legs = await databaseLegs();
const SUPPORT = 'mgmt-support@example.com';

describe.each(legs.map((l) => [l.name, l] as const))('management API of the embedded identity service (%s)', (_n, leg) => {
  let t: TestApp;
  let support: TestClient;
  let ann: TestClient;

  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open(), supportEmails: [SUPPORT] });
    support = await t.signIn(SUPPORT);
    ann = await t.signIn('ann.mgmt@example.com');
    expect((await ann.get('/me')).status).toBe(200);
    await t.signIn('ben.mgmt@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
  });

  const mgmt = (path: string, body: unknown, token: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: `/identity/v1/mgmt/user${path}`,
      payload: body as object,
      headers: { authorization: `Bearer ${t.config.descopeProjectId}${token ? `:${token}` : ''}` },
    });

  it('refuses both calls (403, Descope shape) to a support session without a second factor (decision 0269)', async () => {
    const inboxOnly = await t.signIn(SUPPORT, { secondFactor: false });
    for (const [path, body] of [
      ['/search', {}],
      ['/update/status', { loginId: 'ann.mgmt@example.com', status: 'disabled' }],
    ] as const) {
      const r = await mgmt(path, body, inboxOnly.token);
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual({
        errorCode: 'E011003',
        errorDescription: 'Request is invalid',
        errorMessage: 'Support users need a second factor before using the support console.',
      });
    }
    expect((await mgmt('/search', { emails: ['ann.mgmt@example.com'] }, support.token)).json().users[0].status).toBe('enabled');
  });

  it('searches users with Descope shapes, by text, e-mail and status, paged', async () => {
    const all = await mgmt('/search', {}, support.token);
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(3);
    expect(all.json().users.map((u: { email: string }) => u.email)).toEqual([
      'ann.mgmt@example.com',
      'ben.mgmt@example.com',
      SUPPORT,
    ]);
    expect(all.json().users[2]).toEqual({
      userId: support.userId,
      loginIds: [SUPPORT],
      email: SUPPORT,
      name: '',
      verifiedEmail: true,
      status: 'enabled',
      createdTime: expect.any(Number),
      roleNames: ['support'],
      userTenants: [],
    });
    const text = await mgmt('/search', { text: 'BEN' }, support.token);
    expect(text.json().users.map((u: { email: string }) => u.email)).toEqual(['ben.mgmt@example.com']);
    const page = await mgmt('/search', { limit: 2, page: 1 }, support.token);
    expect(page.json()).toMatchObject({ total: 3, users: [{ email: SUPPORT }] });
    const byEmail = await mgmt('/search', { emails: ['ANN.mgmt@example.com'] }, support.token);
    expect(byEmail.json().users.map((u: { userId: string }) => u.userId)).toEqual([ann.userId]);
  });

  it('disables and re-enables by login id: the same status the support console and sign-in use', async () => {
    const off = await mgmt('/update/status', { loginId: 'ann.mgmt@example.com', status: 'disabled' }, support.token);
    expect(off.statusCode).toBe(200);
    expect(off.json().user).toMatchObject({ userId: ann.userId, status: 'disabled' });
    await expect(t.signIn('ann.mgmt@example.com')).rejects.toThrow(/This account is disabled/);
    const disabled = await mgmt('/search', { statuses: ['disabled'] }, support.token);
    expect(disabled.json().users.map((u: { userId: string }) => u.userId)).toEqual([ann.userId]);
    const support2 = await support.get('/support/users', { query: { q: 'ann mgmt' } });
    expect(support2.body.items[0]).toMatchObject({ id: ann.userId, status: 'disabled' });
    expect((await mgmt('/update/status', { loginId: 'ann.mgmt@example.com', status: 'enabled' }, support.token)).statusCode).toBe(
      200,
    );
    expect((await t.signIn('ann.mgmt@example.com')).userId).toBe(ann.userId);
  });

  it('refuses a missing or bad session (401), a session without the support role (403) and bad arguments (400, 404)', async () => {
    expect((await mgmt('/search', {}, undefined)).statusCode).toBe(401);
    expect((await mgmt('/search', {}, 'not-a-jwt')).json()).toMatchObject({ errorCode: 'E061005' });
    const notSupport = await mgmt('/search', {}, ann.token);
    expect(notSupport.statusCode).toBe(403);
    expect(notSupport.json()).toEqual({
      errorCode: 'E011003',
      errorDescription: 'Request is invalid',
      errorMessage: 'The session may not manage users',
    });
    expect((await mgmt('/update/status', { loginId: 'ben.mgmt@example.com', status: 'disabled' }, ann.token)).statusCode).toBe(
      403,
    );
    expect((await mgmt('/update/status', { loginId: '', status: 'disabled' }, support.token)).statusCode).toBe(400);
    expect((await mgmt('/update/status', { loginId: 'ben.mgmt@example.com', status: 'gone' }, support.token)).statusCode).toBe(
      400,
    );
    expect((await mgmt('/update/status', { loginId: 'nobody@example.com', status: 'disabled' }, support.token)).statusCode).toBe(
      404,
    );
    expect((await mgmt('/update/status', { loginId: SUPPORT, status: 'disabled' }, support.token)).statusCode).toBe(400);
    expect((await mgmt('/search', { text: 5, limit: -1, page: 'x', statuses: 'no' }, support.token)).statusCode).toBe(200);
  });
});
