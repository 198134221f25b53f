import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const legs = await databaseLegs();

describe.each(legs)('admin mode (X-Act-As) on $name', (leg) => {
  let t: TestApp;
  let support: TestClient;
  let participant: TestClient;
  let stranger: TestClient;

  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open(), supportEmails: ['Help@Example.com'] });
    support = await t.signIn('help@example.com');
    participant = await t.signIn('pat@example.com');
    stranger = await t.signIn('stranger@example.com');
    await participant.get('/me');
    await stranger.get('/me');
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  test('a support user acts as the participant: reads and writes land on the participant and every write is audited', async () => {
    const asPat = support.withHeaders({ 'x-act-as': participant.userId! });
    const me = await asPat.get('/me');
    expect(me.body).toMatchObject({
      id: support.userId,
      roles: ['support'],
      acting_as: { id: participant.userId, user_email: 'pat@example.com' },
    });
    const saved = await asPat.put('/checkout/steps/employerDetails', { employer_name: 'Pat LLC' }, { query: { draft: 'true' } });
    expect(saved.status).toBe(200);
    expect((await participant.get('/checkout/steps/employerDetails')).body.values).toEqual({ employer_name: 'Pat LLC' });
    expect((await support.get('/checkout/steps/employerDetails')).body.values).toEqual({});
    const invoice = await asPat.post('/invoices');
    expect(invoice.status).toBe(201);

    const audit = await support.get('/audit', { query: { participant_id: participant.userId! } });
    expect(audit.status).toBe(200);
    const rows = audit.body as Array<Record<string, string>>;
    expect(rows.map((r) => [r.action, r.object_type, r.object_id])).toEqual([
      ['create', 'invoice', invoice.body.id],
      ['save-draft', 'checkout-step', 'employerDetails'],
    ]);
    for (const r of rows) {
      expect(r.agent_id).toBe(support.userId);
      expect(r.participant_id).toBe(participant.userId);
      expect(Number.isNaN(Date.parse(r.at))).toBe(false);
    }
  });

  test('reads in admin mode write no audit record; writes without admin mode write none either', async () => {
    const count = async (): Promise<number> =>
      (await t.database.db.selectFrom('audit_log').select(t.database.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow())
        .n;
    const before = Number(await count());
    await support.withHeaders({ 'x-act-as': participant.userId! }).get('/checkout');
    await participant.put('/checkout/progress', { current_step: 'identityDetails' });
    expect(Number(await count())).toBe(before);
  });

  test('nobody else may act as anyone: 403, and nothing is written', async () => {
    const res = await stranger
      .withHeaders({ 'x-act-as': participant.userId! })
      .put('/checkout/steps/employerDetails', { employer_name: 'Hijack' }, { query: { draft: 'true' } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'forbidden', message: 'Only support users may act as a participant' });
    expect((await participant.get('/checkout/steps/employerDetails')).body.values).toEqual({ employer_name: 'Pat LLC' });
    expect((await stranger.withHeaders({ 'x-act-as': participant.userId! }).get('/me')).status).toBe(403);
  });

  test('a support user cannot act as a participant that does not exist', async () => {
    const res = await support.withHeaders({ 'x-act-as': 'no-such-user' }).get('/me');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Unknown participant');
  });

  test('the audit list is for support users only', async () => {
    expect((await participant.get('/audit')).status).toBe(403);
  });
});
