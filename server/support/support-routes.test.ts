import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { AUDIT_CSV_HEADER } from './audit-trail';
import { INVALID_DATE } from './support-query';

const SUPPORT = 'helen-support@example.com';

for (const leg of await databaseLegs()) {
  describe(`support console API (${leg.name})`, () => {
    let app: TestApp;
    let support: TestClient;
    let ann: TestClient;
    let ben: TestClient;

    /** Signs in and makes one API call, so that the product knows the user. */
    async function known(email: string): Promise<TestClient> {
      const client = await app.signIn(email);
      expect((await client.get('/me')).status).toBe(200);
      return client;
    }

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), supportEmails: [SUPPORT] });
      support = await known(SUPPORT);
      ann = await known('ann.lee@example.com');
      ben = await known('ben.okafor@example.com');
      for (let i = 0; i < 5; i++) await known(`filler${i}@example.org`);
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('every support route answers 403 to a user without the support role', async () => {
      const id = ann.userId as string;
      expect((await ben.get('/support/users')).status).toBe(403);
      expect((await ben.post(`/support/users/${id}/status`, { status: 'disabled' })).status).toBe(403);
      expect((await ben.post(`/support/users/${id}/sign-in-link`)).status).toBe(403);
      expect((await ben.get('/support/audit')).status).toBe(403);
      expect((await ben.post('/support/admin-mode', { user_id: id, reason: 'Curious' })).status).toBe(403);
      expect((await ben.delete(`/support/admin-mode/${id}`)).status).toBe(403);
      const csv = await ben.get('/support/audit.csv');
      expect(csv.status).toBe(403);
      expect(csv.body).toEqual({ error: 'forbidden', message: 'Only support users may use the support console' });
    });

    test('every support route answers 403 step_up_required to a support user signed in without a second factor', async () => {
      // The console's powers are admin powers (decision 0269): a magic link alone, e.g. a stolen inbox, gets none of them.
      const inboxOnly = await app.signIn(SUPPORT, { secondFactor: false });
      const id = ann.userId as string;
      const refusal = {
        error: 'step_up_required',
        message: 'Support users need a second factor before using the support console.',
      };
      const answers = [
        await inboxOnly.get('/support/users'),
        await inboxOnly.post(`/support/users/${id}/status`, { status: 'disabled' }),
        await inboxOnly.post(`/support/users/${id}/sign-in-link`),
        await inboxOnly.get('/support/audit'),
        await inboxOnly.get('/support/audit.csv'),
        await inboxOnly.post('/support/admin-mode', { user_id: id, reason: 'Ticket 12' }),
        await inboxOnly.delete(`/support/admin-mode/${id}`),
      ];
      for (const a of answers) {
        expect(a.status).toBe(403);
        expect(a.body).toEqual(refusal);
      }
      // Nothing happened: Ann is still enabled and nothing was audited for her.
      const found = await support.get('/support/users', { query: { q: 'ann.lee@example.com' } });
      expect(found.body.items[0]).toMatchObject({ id, status: 'enabled' });
    });

    test('finds users by name words or by a whole e-mail address, paged, with their status', async () => {
      const byWords = (await support.get('/support/users', { query: { q: 'ann lee' } })).body;
      expect(byWords.items).toEqual([
        { id: ann.userId, user_email: 'ann.lee@example.com', name: null, status: 'enabled', created_at: expect.any(String) },
      ]);
      const byEmail = (await support.get('/support/users', { query: { q: 'BEN.OKAFOR@example.com' } })).body;
      expect(byEmail.items.map((u: { id: string }) => u.id)).toEqual([ben.userId]);
      const first = (await support.get('/support/users', { query: { q: 'example org', page_size: '2' } })).body;
      expect(first).toMatchObject({ total: 5, page: 1, page_size: 2 });
      expect(first.items.map((u: { user_email: string }) => u.user_email)).toEqual([
        'filler0@example.org',
        'filler1@example.org',
      ]);
      const last = (await support.get('/support/users', { query: { q: 'example org', page: '3', page_size: '2' } })).body;
      expect(last.items.map((u: { user_email: string }) => u.user_email)).toEqual(['filler4@example.org']);
      expect((await support.get('/support/users')).body.total).toBe(8);
    });

    test('refuses bad search values and page sizes with field messages', async () => {
      const bad = await support.get('/support/users', { query: { q: 'a$' } });
      expect(bad.status).toBe(400);
      expect(bad.body.fields.q).toEqual(['Only letters digits and spaces are allowed']);
      expect((await support.get('/support/users', { query: { q: 'x@y' } })).body.fields.q).toEqual([
        'Please type valid email address',
      ]);
      expect((await support.get('/support/users', { query: { page_size: '101' } })).body.fields.page_size).toEqual([
        'At most 100',
      ]);
      expect((await support.get('/support/users', { query: { page: '0' } })).status).toBe(400);
    });

    test('disabling ends the sessions and stops sign-in; re-enabling lets the user sign in again; both audited', async () => {
      const id = ann.userId as string;
      const off = await support.post(`/support/users/${id}/status`, { status: 'disabled' });
      expect(off.status).toBe(200);
      expect(off.body.status).toBe('disabled');
      await expect(app.signIn('ann.lee@example.com')).rejects.toThrow(/This account is disabled/);
      expect((await support.post(`/support/users/${id}/sign-in-link`)).status).toBe(409);
      const on = await support.post(`/support/users/${id}/status`, { status: 'enabled' });
      expect(on.body.status).toBe('enabled');
      expect((await app.signIn('ann.lee@example.com')).userId).toBe(id);
      const trail = (await support.get('/support/audit', { query: { participant: id } })).body.items;
      expect(trail.map((e: { action: string }) => e.action)).toEqual(['enable', 'disable']);
      expect(trail[0]).toMatchObject({
        agent_id: support.userId,
        agent_email: SUPPORT,
        participant_id: id,
        participant_email: 'ann.lee@example.com',
        object_type: 'user',
        object_id: id,
      });
    });

    test('refuses unknown users, hostile statuses and disabling oneself', async () => {
      expect((await support.post('/support/users/nobody/status', { status: 'disabled' })).status).toBe(404);
      expect((await support.post(`/support/users/${ben.userId}/status`, { status: 'gone' })).status).toBe(400);
      const self = await support.post(`/support/users/${support.userId}/status`, { status: 'disabled' });
      expect(self.status).toBe(409);
      expect((await support.post('/support/users/nobody/sign-in-link')).status).toBe(404);
    });

    test('sends a new sign-in link to the outbox that signs the user in; audited', async () => {
      const before = app.outbox.list().length;
      const sent = await support.post(`/support/users/${ben.userId}/sign-in-link`);
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ masked_email: 'b***@example.com', sent_at: expect.any(String) });
      const message = app.outbox.list().slice(before);
      expect(message).toHaveLength(1);
      expect(message[0]).toMatchObject({ to: 'ben.okafor@example.com', subject: 'Your sign-in link' });
      const token = new URL(message[0].link).searchParams.get('t');
      const verify = await fetch(`${app.origin}/identity/v1/auth/magiclink/verify`, {
        method: 'POST',
        headers: { authorization: `Bearer ${app.config.descopeProjectId}`, 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      expect(verify.status).toBe(200);
      const trail = (await support.get('/support/audit', { query: { participant: 'ben okafor' } })).body.items;
      expect(trail[0]).toMatchObject({ action: 'send_sign_in_link', participant_id: ben.userId });
    });

    describe('the audit trail', () => {
      beforeAll(async () => {
        const rows = [
          { at: '2026-01-10T23:59:59Z', action: 'rename', object_id: 'f-1', participant: ann.userId },
          { at: '2026-01-11T00:00:00Z', action: 'upload', object_id: '=HYPERLINK("http://evil")', participant: ann.userId },
          { at: '2026-01-12T12:00:00Z', action: 'move', object_id: 'a "quoted", value\nwith lines', participant: ben.userId },
        ];
        for (const r of rows) {
          await app.database.db
            .insertInto('audit_log')
            .values({
              agent_id: support.userId as string,
              participant_id: r.participant as string,
              action: r.action,
              object_type: 'document',
              object_id: r.object_id,
              at: new Date(r.at),
            })
            .execute();
        }
      });

      test('filters by day (inclusive, UTC), agent and participant, newest first, paged', async () => {
        const day = (await support.get('/support/audit', { query: { from: '2026-01-11', to: '2026-01-12' } })).body;
        expect(day.items.map((e: { action: string }) => e.action)).toEqual(['move', 'upload']);
        const only10 = (await support.get('/support/audit', { query: { from: '2026-01-10', to: '2026-01-10' } })).body;
        expect(only10.items.map((e: { action: string }) => e.action)).toEqual(['rename']);
        const ann2026 = (
          await support.get('/support/audit', { query: { participant: 'ann.lee', to: '2026-01-31', agent: 'helen support' } })
        ).body;
        expect(ann2026.items.map((e: { action: string }) => e.action)).toEqual(['upload', 'rename']);
        expect((await support.get('/support/audit', { query: { agent: ann.userId as string } })).body.total).toBe(0);
        const paged = (await support.get('/support/audit', { query: { to: '2026-01-31', page: '2', page_size: '2' } })).body;
        expect(paged).toMatchObject({ total: 3, page: 2, page_size: 2 });
        expect(paged.items.map((e: { action: string }) => e.action)).toEqual(['rename']);
      });

      test('refuses impossible days and reversed ranges', async () => {
        expect((await support.get('/support/audit', { query: { from: '2026-02-30' } })).body.fields.from).toEqual([INVALID_DATE]);
        expect((await support.get('/support/audit', { query: { from: '2026-1-1' } })).status).toBe(400);
        const reversed = await support.get('/support/audit', { query: { from: '2026-01-12', to: '2026-01-11' } });
        expect(reversed.body.fields.to).toEqual(['The last day must not be before the first day']);
      });

      test('exports the filtered trail as CSV with quoting and the formula guard', async () => {
        const r = await support.get('/support/audit.csv', { query: { from: '2026-01-10', to: '2026-01-12' } });
        expect(r.status).toBe(200);
        expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/);
        const lines = r.text.split('\r\n');
        expect(lines[0]).toBe(AUDIT_CSV_HEADER.join(','));
        // The last column is the reason support gave (decision 0273), empty for these actions.
        expect(r.text).toContain(`,Moved,document,"a ""quoted"", value\nwith lines",\r\n`);
        expect(r.text).toContain(`,Uploaded,document,"'=HYPERLINK(""http://evil"")",\r\n`);
        expect(r.text).toContain(
          `2026-01-10T23:59:59.000Z,${support.userId},${SUPPORT},${ann.userId},ann.lee@example.com,Renamed,document,f-1,\r\n`,
        );
        expect(r.text.endsWith('\r\n')).toBe(true);
        expect(r.text.match(/\r\n/g)).toHaveLength(4);
      });
    });
  });
}
