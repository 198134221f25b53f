import { describe, expect, test } from 'vitest';
import type { SupportApi } from '@/ports/support-api';
import { refusal } from './contract-kit';

/** A support user with a second factor in the session, and the users the product knows. */
export interface SupportSubject {
  support: SupportApi;
  /** The support user's own id. */
  supportId: string;
  /** Makes `email` a user the product knows (they signed in once); answers their id. */
  addUser(email: string): Promise<string>;
  /** Gives the user a name, as their checkout's personal details do. */
  nameUser(id: string, firstName: string, lastName: string): Promise<void>;
}

let people = 0;
/** A word of letters only, new per call: the embedded server keeps its users for the whole file. */
const newWord = (): string =>
  `${Date.now()}${++people}`
    .split('')
    .map((d) => String.fromCharCode(97 + Number(d)))
    .join('');

/**
 * The SupportApi contract (decision 0302): what the in-memory fake and the HTTP adapter against the embedded server
 * both do. Messages as docs/api/openapi.yaml and server/support give them.
 */
export function supportApiContract(name: string, subject: () => Promise<SupportSubject>): void {
  describe(`SupportApi contract: ${name}`, () => {
    test("search values against the rules get the spec's message by field", async () => {
      const { support } = await subject();
      expect(await refusal(support.users('a$', 1, 10))).toEqual({
        status: 400,
        fields: { q: ['Only letters digits and spaces are allowed'] },
        message: undefined,
      });
      expect((await refusal(support.users('x@y', 1, 10))).fields).toEqual({ q: ['Please type valid email address'] });
      expect((await refusal(support.users('', 1, 101))).fields).toEqual({ page_size: ['At most 100'] });
      expect((await refusal(support.participants(' b '))).fields).toEqual({
        q: ['Search value must contain at least 2 non-whitespace characters'],
      });
    });

    test('finds users by a whole address or by words, page by page, with their status; participants by words', async () => {
      const s = await subject();
      const word = newWord();
      const emails = ['a', 'b', 'c'].map((x) => `${word}${x}@example.com`);
      const ids: string[] = [];
      for (const email of emails) ids.push(await s.addUser(email));
      const byEmail = await s.support.users(emails[1].toUpperCase(), 1, 10);
      expect(byEmail).toEqual({
        items: [{ id: ids[1], email: emails[1], name: null, status: 'enabled', createdAt: expect.any(String) }],
        total: 1,
        page: 1,
        pageSize: 10,
      });
      const first = await s.support.users(` ${word} `, 1, 2);
      expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(first.items.map((u) => u.email)).toEqual(emails.slice(0, 2));
      expect((await s.support.users(word, 2, 2)).items.map((u) => u.email)).toEqual([emails[2]]);
      expect(await s.support.participants(word)).toEqual(emails.map((email, i) => ({ id: ids[i], email, name: null })));
      expect(await s.support.participants(`${word} nobodyhere`)).toEqual([]);
    });

    test('disables and re-enables a user, sends sign-in links to enabled ones only; all audited', async () => {
      const s = await subject();
      const email = `${newWord()}@example.com`;
      const id = await s.addUser(email);
      expect(await s.support.setUserStatus(id, 'disabled')).toMatchObject({ id, email, status: 'disabled' });
      expect(await refusal(s.support.sendSignInLink(id))).toMatchObject({
        status: 409,
        message: 'The user is disabled; enable them first',
      });
      expect((await s.support.setUserStatus(id, 'enabled')).status).toBe('enabled');
      const sent = await s.support.sendSignInLink(id);
      expect(sent).toEqual({ maskedEmail: `${email[0]}***@example.com`, sentAt: expect.any(String) });

      const trail = await s.support.audit({ participant: id }, 1, 25);
      expect(trail.items.map((e) => e.action)).toEqual(['send_sign_in_link', 'enable', 'disable']);
      expect(trail.items[0]).toEqual({
        id: expect.any(String),
        at: expect.any(String),
        agentId: s.supportId,
        agentEmail: expect.any(String),
        agentName: null,
        participantId: id,
        participantEmail: email,
        participantName: null,
        action: 'send_sign_in_link',
        objectType: 'user',
        objectId: id,
        reason: null,
      });
      expect(trail).toMatchObject({ total: 3, page: 1, pageSize: 25 });
      expect((await s.support.audit({ participant: id }, 2, 2)).items.map((e) => e.action)).toEqual(['disable']);
    });

    test('the trail names the participant and finds them by words of their name', async () => {
      const s = await subject();
      const word = newWord();
      const id = await s.addUser(`${word}@example.com`);
      await s.nameUser(id, 'Olive', `Park${word}`);
      await s.support.setUserStatus(id, 'disabled');
      const found = await s.support.audit({ participant: `olive park${word}` }, 1, 25);
      expect(found.items.map((e) => [e.participantId, e.participantName, e.action])).toEqual([
        [id, `Olive Park${word}`, 'disable'],
      ]);
      expect((await s.support.audit({ participant: `olive nobody${word}` }, 1, 25)).total).toBe(0);
    });

    test('refuses unknown users and acting on oneself', async () => {
      const s = await subject();
      expect(await refusal(s.support.setUserStatus('nobody', 'disabled'))).toMatchObject({
        status: 404,
        message: 'User not found',
      });
      expect(await refusal(s.support.sendSignInLink('nobody'))).toMatchObject({ status: 404 });
      expect(await refusal(s.support.setUserStatus(s.supportId, 'disabled'))).toMatchObject({
        status: 409,
        message: 'You cannot disable your own account',
      });
      expect(await refusal(s.support.resetFactors(s.supportId, 'Lost phone'))).toMatchObject({
        status: 409,
        message: 'You cannot reset your own second factors',
      });
      expect(await refusal(s.support.enterAdminMode(s.supportId, 'Ticket 1'))).toMatchObject({
        status: 409,
        message: 'You cannot act as yourself',
      });
      expect(await refusal(s.support.enterAdminMode('nobody', 'Ticket 1'))).toMatchObject({ status: 404 });
    });

    test('a second-factor reset needs a reason, and the trail keeps it', async () => {
      const s = await subject();
      const id = await s.addUser(`${newWord()}@example.com`);
      expect(await refusal(s.support.resetFactors(id, '  '))).toEqual({
        status: 400,
        fields: { reason: ['Enter the reason for the reset'] },
        message: undefined,
      });
      expect(await s.support.resetFactors(id, ' Lost their phone ')).toEqual({ userId: id, resetAt: expect.any(String) });
      const [entry] = (await s.support.audit({ participant: id }, 1, 25)).items;
      expect(entry).toMatchObject({ action: 'reset_factors', reason: 'Lost their phone' });
    });

    test('admin mode is entered with a reason and left; both in the trail; leaving again records nothing', async () => {
      const s = await subject();
      const id = await s.addUser(`${newWord()}@example.com`);
      expect(await refusal(s.support.enterAdminMode(id, ' '))).toEqual({
        status: 400,
        fields: { reason: ['Enter the reason for acting as this participant'] },
        message: undefined,
      });
      expect((await refusal(s.support.enterAdminMode(id, 'x'.repeat(501)))).fields).toEqual({
        reason: ['The reason can be at most 500 characters'],
      });
      const visit = await s.support.enterAdminMode(id, ' Ticket 12 ');
      expect(visit).toEqual({ id: expect.any(String), userId: id, reason: 'Ticket 12', enteredAt: expect.any(String) });
      await s.support.leaveAdminMode(id);
      await s.support.leaveAdminMode(id);
      const trail = await s.support.audit({ participant: id }, 1, 25);
      expect(trail.items.map((e) => [e.action, e.reason])).toEqual([
        ['leave_admin_mode', 'Ticket 12'],
        ['enter_admin_mode', 'Ticket 12'],
      ]);
    });

    test('the trail refuses impossible days and reversed ranges, and exports the filtered trail as CSV', async () => {
      const s = await subject();
      expect((await refusal(s.support.audit({ from: '2026-02-30' }, 1, 25))).fields).toEqual({ from: ['Invalid date'] });
      expect((await refusal(s.support.audit({ from: '2026-01-12', to: '2026-01-11' }, 1, 25))).fields).toEqual({
        to: ['The last day must not be before the first day'],
      });
      expect((await refusal(s.support.auditCsv({ to: '2026-13-01' }))).fields).toEqual({ to: ['Invalid date'] });
      const email = `${newWord()}@example.com`;
      const id = await s.addUser(email);
      await s.support.setUserStatus(id, 'disabled');
      const csv = await s.support.auditCsv({ participant: id });
      const lines = csv.trim().split(/\r?\n/);
      expect(lines[0]).toBe('Time (UTC),Agent,Agent e-mail,Participant,Participant e-mail,Action,Object type,Object,Reason');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(email);
    });
  });
}
