import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { giveOwnerAPlan, invitationToken } from './invitation-test-kit';

const now = new Date('2026-11-23T10:00:00Z');
const RACERS = 20;

for (const leg of await databaseLegs()) {
  describe(`accepting invitations concurrently (${leg.name})`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await startTestApp({ database: await leg.open(), clock: () => now });
    });
    afterAll(async () => {
      await t.close();
      await t.database.close();
    });

    /** An owner with a plan named `planName` who invites `email`; answers the owner. */
    async function inviter(ownerEmail: string, planName: string, email: string): Promise<TestClient> {
      const owner = await t.signIn(ownerEmail);
      await giveOwnerAPlan(t, owner, planName);
      expect((await owner.post('/invitations', { email })).status).toBe(201);
      return owner;
    }

    const acceptedRows = (participantId: string) =>
      t.database.db
        .selectFrom('invitations')
        .select(['owner_id', 'accepted_at'])
        .where('participant_id', '=', participantId)
        .where('status', '=', 'accepted')
        .execute();

    test('20 plans invite one person who accepts them all at once: one joins, the others answer 409 other_plan', async () => {
      const email = 'many-plans@example.com';
      const tokens: string[] = [];
      for (let i = 0; i < RACERS; i++) {
        await inviter(`owner-${i}-race@example.com`, `Race Plan ${i}`, email);
        tokens.push(invitationToken(t, email));
      }
      expect(new Set(tokens).size).toBe(RACERS);
      const participant = await t.signIn(email);

      const answers = await Promise.all(tokens.map((token) => participant.post('/invitations/accept', { token })));

      const joined = answers.filter((r) => r.status === 200);
      expect(joined).toHaveLength(1);
      const refused = answers.filter((r) => r.status !== 200);
      expect(refused).toHaveLength(RACERS - 1);
      for (const r of refused) {
        expect(r.status).toBe(409);
        expect(r.body).toEqual({ error: 'other_plan', message: 'You have already joined another plan' });
      }
      const rows = await acceptedRows(participant.userId!);
      expect(rows.map((r) => r.owner_id)).toEqual([joined[0].body.owner_id]);
      expect((await participant.get('/plan-membership')).body).toEqual(joined[0].body);
    });

    test('20 accepts of the same invitation at once: it is accepted once, each answer is the joined plan, never a 500', async () => {
      const email = 'double-click@example.com';
      const owner = await inviter('owner-same-race@example.com', 'Same Race Plan', email);
      const token = invitationToken(t, email);
      const participant = await t.signIn(email);

      const answers = await Promise.all(Array.from({ length: RACERS }, () => participant.post('/invitations/accept', { token })));

      // Accepting one's own accepted invitation again answers the plan (as a second click after the first answered).
      expect(answers.map((r) => r.status)).toEqual(Array(RACERS).fill(200));
      for (const r of answers) expect(r.body).toMatchObject({ owner_id: owner.userId, plan_name: 'Same Race Plan' });
      const rows = await acceptedRows(participant.userId!);
      expect(rows).toEqual([{ owner_id: owner.userId, accepted_at: now }]);
    });
  });
}
