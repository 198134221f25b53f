import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE, INVITE_SELF_MESSAGE, NOT_INVITED_MESSAGE } from '@/domain/invitations';
import { pdfText } from '../plan-documents/pdf-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { INVITATION_INVALID_MESSAGE, NO_PLAN_MESSAGE, OTHER_PLAN_MESSAGE, WRONG_ACCOUNT_MESSAGE } from './invitation-service';
import { completeParticipantCheckout, giveOwnerAPlan, invitationToken } from './invitation-test-kit';
import { CHECKOUT_INCOMPLETE_MESSAGE } from './plan-join';

const now = new Date('2026-11-23T10:00:00Z');
const DAY = 24 * 3600 * 1000;

for (const leg of await databaseLegs()) {
  describe(`invitations API (${leg.name})`, () => {
    let t: TestApp;
    let owner: TestClient;

    beforeAll(async () => {
      t = await startTestApp({ database: await leg.open(), clock: () => now, supportEmails: ['support-inv@example.com'] });
      owner = await t.signIn('owner-inv@example.com');
    });
    afterAll(async () => {
      await t.close();
      await t.database.close();
    });

    test('an owner without a named plan cannot invite; bad addresses get the spec messages', async () => {
      const early = await owner.post('/invitations', { email: 'spouse-inv@example.com' });
      expect(early.status).toBe(409);
      expect(early.body).toEqual({ error: 'no_plan', message: NO_PLAN_MESSAGE });
      await giveOwnerAPlan(t, owner);
      for (const [email, message] of [
        ['', EMAIL_REQUIRED_MESSAGE],
        [null, EMAIL_REQUIRED_MESSAGE],
        ['not-an-address', EMAIL_INVALID_MESSAGE],
        ['Owner-Inv@Example.com', INVITE_SELF_MESSAGE],
      ] as const) {
        const r = await owner.post('/invitations', { email });
        expect(r.status).toBe(400);
        expect(r.body).toEqual({ error: 'validation', fields: { email: [message] } });
      }
    });

    test('the invitee signs in from the e-mail link, joins the named plan, and the owner follows the progress', async () => {
      const sent = await owner.post('/invitations', { email: 'Spouse-Inv@Example.com' });
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ email: 'spouse-inv@example.com', status: 'pending', progress: 'invited' });
      const mail = t.outbox.list().at(-1);
      expect(mail).toMatchObject({
        to: 'spouse-inv@example.com',
        subject: 'Avery Quinn invites you to join Quinn Consulting Solo 401(k) Plan',
      });
      expect(mail?.link).toMatch(new RegExp(`^${t.origin}/join\\?invitation=[A-Za-z0-9_-]{43}$`));
      const token = invitationToken(t, 'spouse-inv@example.com');

      const spouse = await t.signIn('spouse-inv@example.com');
      const none = await spouse.get('/plan-membership');
      expect(none.status).toBe(404);
      expect(none.body).toEqual({ error: 'not_invited', message: NOT_INVITED_MESSAGE });
      const stranger = await t.signIn('stranger-inv@example.com');
      const wrong = await stranger.post('/invitations/accept', { token });
      expect(wrong.status).toBe(403);
      expect(wrong.body).toEqual({ error: 'wrong_account', message: WRONG_ACCOUNT_MESSAGE });

      const plan = {
        owner_id: owner.userId,
        owner_name: 'Avery Quinn',
        plan_name: 'Quinn Consulting Solo 401(k) Plan',
        plan_number: '001',
        plan_ein: '98-7654321',
      };
      const accepted = await spouse.post('/invitations/accept', { token });
      expect(accepted.status).toBe(200);
      expect(accepted.body).toEqual(plan);
      // The checkout then starts as a participant's: the role question is answered by the invitation.
      expect((await spouse.get('/checkout')).body).toMatchObject({ variant: 'participant', current_step: 'personalDetails' });
      expect((await spouse.post('/invitations/accept', { token })).body).toEqual(plan);
      expect((await spouse.get('/plan-membership')).body).toEqual(plan);
      expect((await stranger.post('/invitations/accept', { token })).status).toBe(404);

      const incomplete = await spouse.post('/plan-membership/join');
      expect(incomplete.status).toBe(409);
      expect(incomplete.body).toEqual({ error: 'checkout_incomplete', message: CHECKOUT_INCOMPLETE_MESSAGE });
      expect((await spouse.put('/checkout/progress', { current_step: 'signerDetails', variant: 'participant' })).status).toBe(
        200,
      );
      let listed = (await owner.get('/invitations')).body;
      expect(listed[0]).toMatchObject({
        progress: 'checkout',
        current_step: 'signerDetails',
        completed_steps: 0,
        total_steps: 5,
      });
      await completeParticipantCheckout(t, spouse);
      expect((await owner.get('/invitations')).body[0]).toMatchObject({ progress: 'checkout', completed_steps: 3 });

      const joined = await spouse.post('/plan-membership/join');
      expect(joined.status).toBe(200);
      expect(joined.body).toMatchObject(plan);
      expect((await spouse.post('/plan-membership/join')).body.invoice_id).toBe(joined.body.invoice_id);
      const invoices = (await spouse.get('/invoices')).body;
      expect(invoices).toEqual([expect.objectContaining({ id: joined.body.invoice_id, total: 0, status: 'paid', lines: [] })]);
      listed = (await owner.get('/invitations')).body;
      expect(listed[0]).toMatchObject({
        status: 'accepted',
        progress: 'joined',
        completed_steps: 5,
        accepted_at: now.toISOString(),
      });

      const docs = (await spouse.get('/checkout/documents')).body as Array<{ kind: string; downloadPath: string }>;
      expect(docs.map((d) => d.kind)).toEqual(['participant_agreement']);
      const url = (await spouse.get(docs[0].downloadPath)).body.url as string;
      const text = (await pdfText(new Uint8Array(await (await fetch(url)).arrayBuffer()))).replace(/\s+/g, ' ');
      expect(text).toContain('Plan name Quinn Consulting Solo 401(k) Plan');
      expect(text).toContain('Plan number 001');
      expect(text).toContain('Plan EIN 98-7654321');
      expect(text).toContain('Jordan Quinn');

      // A participant belongs to one plan.
      const other = await t.signIn('other-owner-inv@example.com');
      await giveOwnerAPlan(t, other, 'Other Plan');
      await other.post('/invitations', { email: 'spouse-inv@example.com' });
      const second = await spouse.post('/invitations/accept', { token: invitationToken(t, 'spouse-inv@example.com') });
      expect(second.status).toBe(409);
      expect(second.body).toEqual({ error: 'other_plan', message: OTHER_PLAN_MESSAGE });
    });

    test('a withdrawn, replaced or expired link no longer works; an accepted invitation cannot be withdrawn', async () => {
      const first = (await owner.post('/invitations', { email: 'later-inv@example.com' })).body;
      const oldToken = invitationToken(t, 'later-inv@example.com');
      const again = (await owner.post('/invitations', { email: 'later-inv@example.com' })).body;
      expect(again.id).toBe(first.id);
      const later = await t.signIn('later-inv@example.com');
      const stale = await later.post('/invitations/accept', { token: oldToken });
      expect(stale.status).toBe(404);
      expect(stale.body).toEqual({ error: 'not_found', message: INVITATION_INVALID_MESSAGE });
      const revoked = await owner.post(`/invitations/${first.id}/revoke`);
      expect(revoked.body).toMatchObject({ status: 'revoked', progress: 'revoked' });
      expect((await later.post('/invitations/accept', { token: invitationToken(t, 'later-inv@example.com') })).status).toBe(404);
      expect((await owner.post(`/invitations/${first.id}/revoke`)).status).toBe(409);

      await owner.post('/invitations', { email: 'late-inv@example.com' });
      const token = invitationToken(t, 'late-inv@example.com');
      const late = await t.signIn('late-inv@example.com');
      // Fifteen days after sending (the link lives fourteen).
      await t.database.db
        .updateTable('invitations')
        .set({ sent_at: new Date(now.getTime() - 15 * DAY) })
        .where('email', '=', 'late-inv@example.com')
        .execute();
      const listed = (await owner.get('/invitations')).body as Array<{ email: string; progress: string }>;
      expect(listed.find((i) => i.email === 'late-inv@example.com')?.progress).toBe('expired');
      expect((await late.post('/invitations/accept', { token })).status).toBe(404);
      const member = (await owner.get('/invitations')).body.find((i: { status: string }) => i.status === 'accepted');
      expect((await owner.post(`/invitations/${member.id}/revoke`)).status).toBe(409);
    });

    test('support acting as the owner sends an invitation, audited', async () => {
      const support = (await t.signIn('support-inv@example.com')).withHeaders({ 'x-act-as': owner.userId as string });
      const sent = await support.post('/invitations', { email: 'audited-inv@example.com' });
      expect(sent.status).toBe(201);
      const audit = await t.database.db.selectFrom('audit_log').selectAll().where('object_id', '=', sent.body.id).execute();
      expect(audit).toEqual([
        expect.objectContaining({ participant_id: owner.userId, action: 'send', object_type: 'invitation' }),
      ]);
    });
  });
}
