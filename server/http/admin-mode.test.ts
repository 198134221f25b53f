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

  test('a support user acts as the participant: reads and writes land on the participant, and entry, reads and writes are audited', async () => {
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
    // The test client entered admin mode (decision 0297) before the first X-Act-As request.
    expect(rows.map((r) => [r.action, r.object_type, r.object_id])).toEqual([
      ['create', 'invoice', invoice.body.id],
      ['save-draft', 'checkout-step', 'employerDetails'],
      ['view', 'page', '/me'],
      ['enter_admin_mode', 'user', participant.userId],
    ]);
    for (const r of rows) {
      expect(r.agent_id).toBe(support.userId);
      expect(r.participant_id).toBe(participant.userId);
      expect(Number.isNaN(Date.parse(r.at))).toBe(false);
    }
    await support.delete(`/support/admin-mode/${participant.userId}`);
  });

  test('entering, each page read once per visit, and leaving are in the trail with the support user, the participant and the reason, in words', async () => {
    const other = await t.signIn('olive@example.com');
    await other.get('/me');
    const manual = support.withoutAutoAdminMode();
    const asOlive = manual.withHeaders({ 'x-act-as': other.userId! });
    // No visit yet: 403 in the contract's error shape, and nothing is read.
    const refused = await asOlive.get('/checkout');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'admin_mode_required',
      message: 'Enter admin mode for this participant, with a reason, before acting for them.',
    });

    const entered = await manual.post('/support/admin-mode', {
      user_id: other.userId,
      reason: '  Ticket 4411: cannot see her checkout  ',
    });
    expect(entered.status).toBe(201);
    expect(entered.body).toEqual({
      id: expect.any(String),
      user_id: other.userId,
      reason: 'Ticket 4411: cannot see her checkout',
      entered_at: expect.any(String),
    });
    // Polls of one page are one read; another page is another; the query string does not make a new page.
    for (let i = 0; i < 3; i += 1) expect((await asOlive.get('/checkout')).status).toBe(200);
    expect((await asOlive.get('/checkout', { query: { poll: '2' } })).status).toBe(200);
    expect((await asOlive.get('/me')).status).toBe(200);
    // A refused read is not a read.
    expect((await asOlive.get('/documents/no-such-document')).status).toBe(404);
    expect((await manual.delete(`/support/admin-mode/${other.userId}`)).status).toBe(204);
    // Left: X-Act-As is refused again; leaving twice records nothing more.
    expect((await asOlive.get('/checkout')).body.error).toBe('admin_mode_required');
    expect((await manual.delete(`/support/admin-mode/${other.userId}`)).status).toBe(204);
    // A new visit with a new reason audits its reads again.
    expect((await manual.post('/support/admin-mode', { user_id: other.userId, reason: 'Follow-up call' })).status).toBe(201);
    expect((await asOlive.get('/checkout')).status).toBe(200);
    expect((await manual.delete(`/support/admin-mode/${other.userId}`)).status).toBe(204);

    const trail = await support.get('/support/audit', { query: { participant: other.userId! } });
    expect(
      (trail.body.items as Array<Record<string, string | null>>).map((e) => [
        e.agent_email,
        e.participant_email,
        e.action,
        e.object_type,
        e.object_id,
        e.reason,
      ]),
    ).toEqual([
      ['help@example.com', 'olive@example.com', 'leave_admin_mode', 'user', other.userId, 'Follow-up call'],
      ['help@example.com', 'olive@example.com', 'view', 'page', '/checkout', 'Follow-up call'],
      ['help@example.com', 'olive@example.com', 'enter_admin_mode', 'user', other.userId, 'Follow-up call'],
      ['help@example.com', 'olive@example.com', 'leave_admin_mode', 'user', other.userId, 'Ticket 4411: cannot see her checkout'],
      ['help@example.com', 'olive@example.com', 'view', 'page', '/me', 'Ticket 4411: cannot see her checkout'],
      ['help@example.com', 'olive@example.com', 'view', 'page', '/checkout', 'Ticket 4411: cannot see her checkout'],
      ['help@example.com', 'olive@example.com', 'enter_admin_mode', 'user', other.userId, 'Ticket 4411: cannot see her checkout'],
    ]);
    // The CSV export says the same in words.
    const csv = await support.get('/support/audit.csv', { query: { participant: other.userId! } });
    expect(csv.text).toContain(
      `,help@example.com,${other.userId},olive@example.com,Entered admin mode,user,${other.userId},Ticket 4411: cannot see her checkout\r\n`,
    );
    expect(csv.text).toContain(
      `,help@example.com,${other.userId},olive@example.com,Viewed in admin mode,page,/checkout,Follow-up call\r\n`,
    );
    expect(csv.text).toContain(
      `,help@example.com,${other.userId},olive@example.com,Left admin mode,user,${other.userId},Follow-up call\r\n`,
    );
  });

  test('entering needs a reason of 1 to 500 characters, an existing participant other than oneself; a refusal records nothing', async () => {
    const count = async (): Promise<number> =>
      Number(
        (
          await t.database.db
            .selectFrom('audit_log')
            .select(t.database.db.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const missing = await support.post('/support/admin-mode', { user_id: participant.userId });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      error: 'validation',
      fields: { reason: ['Enter the reason for acting as this participant'] },
    });
    const blank = await support.post('/support/admin-mode', { user_id: participant.userId, reason: ' \n\t ' });
    expect(blank.body.fields).toEqual({ reason: ['Enter the reason for acting as this participant'] });
    const long = await support.post('/support/admin-mode', { user_id: participant.userId, reason: 'x'.repeat(501) });
    expect(long.body.fields).toEqual({ reason: ['The reason can be at most 500 characters'] });
    const unknown = await support.post('/support/admin-mode', { user_id: 'no-such-user', reason: 'Ticket 1' });
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'not_found', message: 'User not found' }]);
    const self = await support.post('/support/admin-mode', { user_id: support.userId, reason: 'Ticket 1' });
    expect([self.status, self.body]).toEqual([409, { error: 'conflict', message: 'You cannot act as yourself' }]);
    expect(await count()).toBe(before);
    const exactly = await support.post('/support/admin-mode', { user_id: participant.userId, reason: 'y'.repeat(500) });
    expect(exactly.status).toBe(201);
    expect((await support.delete(`/support/admin-mode/${participant.userId}`)).status).toBe(204);
    expect(await count()).toBe(before + 2);
  });

  test('a visit is for one participant: acting as another without entering is refused', async () => {
    const manual = support.withoutAutoAdminMode();
    expect((await manual.post('/support/admin-mode', { user_id: participant.userId, reason: 'Ticket 7' })).status).toBe(201);
    expect((await manual.withHeaders({ 'x-act-as': participant.userId! }).get('/checkout')).status).toBe(200);
    const other = await manual.withHeaders({ 'x-act-as': stranger.userId! }).get('/checkout');
    expect([other.status, other.body.error]).toEqual([403, 'admin_mode_required']);
    expect((await manual.delete(`/support/admin-mode/${participant.userId}`)).status).toBe(204);
  });

  test('writes without admin mode write no audit record', async () => {
    const count = async (): Promise<number> =>
      (await t.database.db.selectFrom('audit_log').select(t.database.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow())
        .n;
    const before = Number(await count());
    await participant.put('/checkout/progress', { current_step: 'identityDetails' });
    await support.get('/checkout');
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
