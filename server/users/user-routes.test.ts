import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { saveCompletedStep } from '../test-support/saved-step';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const legs = await databaseLegs();

describe.each(legs)('users API on $name', (leg) => {
  let t: TestApp;
  let alice: TestClient;
  let bob: TestClient;
  let support: TestClient;

  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open(), supportEmails: ['help@example.com'] });
    alice = await t.signIn('alice@example.com');
    bob = await t.signIn('bob.builder@example.com');
    support = await t.signIn('help@example.com');
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  test('GET /me answers the signed-in user (id = token sub, user_email) and creates the row on first sight', async () => {
    const res = await alice.get('/me');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: alice.userId, user_email: 'alice@example.com', roles: [] });
    const row = await t.database.db.selectFrom('users').selectAll().where('id', '=', alice.userId!).executeTakeFirst();
    expect(row?.user_email).toBe('alice@example.com');
  });

  test('without a token, or with a forged one, the API answers 401', async () => {
    expect((await t.anonymous().get('/me')).status).toBe(401);
    const forged = alice.token!.slice(0, -4) + (alice.token!.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const res = await t.anonymous().get('/me', { headers: { authorization: `Bearer ${forged}` } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'unauthorized', message: 'Invalid token provided' });
  });

  test('GET /users/{id}: yourself yes, someone else 404, a support user anyone', async () => {
    expect((await alice.get(`/users/${alice.userId}`)).body).toMatchObject({ id: alice.userId, user_email: 'alice@example.com' });
    await bob.get('/me');
    expect((await alice.get(`/users/${bob.userId}`)).status).toBe(404);
    expect((await support.get(`/users/${bob.userId}`)).body).toMatchObject({ user_email: 'bob.builder@example.com' });
  });

  test('participant search: support only, with the search rules of spec section 5', async () => {
    expect((await alice.get('/participants', { query: { q: 'bob' } })).status).toBe(403);
    const found = await support.get('/participants', { query: { q: 'bob' } });
    expect(found.status).toBe(200);
    expect(found.body.map((u: { user_email: string }) => u.user_email)).toEqual(['bob.builder@example.com']);
    const short = await support.get('/participants', { query: { q: ' b ' } });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      error: 'validation',
      fields: { q: ['Search value must contain at least 2 non-whitespace characters'] },
    });
    const symbols = await support.get('/participants', { query: { q: 'bob@x' } });
    expect(symbols.body.fields.q).toEqual(['Only letters digits and spaces are allowed']);
    const code = await support.get('/participants', { query: { q: '1234567' } });
    expect(code.body.fields.q).toEqual(['Code length should not be longer then 6 digits']);
  });

  test('participant search finds people by the name in their saved personal details, and answers that name once', async () => {
    const carol = await t.signIn('c.w@example.com');
    await carol.get('/me');
    // Personal details as the checkout saves them (a partial step: only the names matter here).
    await saveCompletedStep(
      t.database.db,
      carol.userId!,
      'personalDetails',
      { first_name: 'Carolina', last_name: 'Westbrook', email: 'c.w@example.com' },
      new Date(),
    );
    for (const q of ['westbrook', 'Carolina', 'carolina westbrook', 'WEST']) {
      const found = await support.get('/participants', { query: { q } });
      expect(found.status).toBe(200);
      expect(found.body).toEqual([{ id: carol.userId, user_email: 'c.w@example.com', name: 'Carolina Westbrook' }]);
    }
    const byEmail = await support.get('/participants', { query: { q: 'bob builder' } });
    expect(byEmail.body).toEqual([{ id: bob.userId, user_email: 'bob.builder@example.com', name: null }]);
    expect((await support.get('/participants', { query: { q: 'carolina bob' } })).body).toEqual([]);
  });

  test('the notification preference: none until answered, then the answer; each user their own', async () => {
    expect((await alice.get('/me/notification-preference')).body).toEqual({ email_updates: null, updated_at: null });
    const put = await alice.put('/me/notification-preference', { email_updates: true });
    expect(put.status).toBe(200);
    expect(put.body.email_updates).toBe(true);
    expect((await alice.get('/me/notification-preference')).body.email_updates).toBe(true);
    expect((await bob.get('/me/notification-preference')).body.email_updates).toBeNull();
    expect((await alice.put('/me/notification-preference', { email_updates: false })).body.email_updates).toBe(false);
    expect((await alice.get('/me/notification-preference')).body.email_updates).toBe(false);
    const bad = await alice.put('/me/notification-preference', { email_updates: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('validation');
  });

  test('the profile phone: none until saved, saved formatted, the section 5 messages, hostile input 400', async () => {
    expect((await alice.get('/profile/phone')).body).toEqual({ phone: null, updated_at: null });
    const put = await alice.put('/profile/phone', { phone: '+1 555-123-4567' });
    expect(put.status).toBe(200);
    expect(put.body.phone).toBe('+1 (555) 123-4567');
    expect((await alice.get('/profile/phone')).body.phone).toBe('+1 (555) 123-4567');
    expect((await bob.get('/profile/phone')).body.phone).toBeNull();
    const invalid = await alice.put('/profile/phone', { phone: '5551234567' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ error: 'validation', fields: { phone: ['Please type valid phone number'] } });
    const empty = await alice.put('/profile/phone', { phone: '  ' });
    expect(empty.body).toEqual({ error: 'validation', fields: { phone: ['Phone is required'] } });
    for (const hostile of [{ phone: 5551234567 }, { phone: 'x'.repeat(5000) }, { phone: null }, {}]) {
      const r = await alice.put('/profile/phone', hostile);
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('validation');
    }
    expect((await alice.get('/profile/phone')).body.phone).toBe('+1 (555) 123-4567');
  });
});
