import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Outbox } from '../identity/outbox';
import { databaseLegs } from '../test-support/database-legs';
import { outboxMailer } from '../test-support/outbox-mailer';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { Form5500EzReminders } from './form-5500-ez-reminders';

let now = new Date('2026-11-23T10:00:00Z');
const clock = (): Date => now;
const at = (day: string): void => {
  now = new Date(`${day}T09:00:00Z`);
};

for (const leg of await databaseLegs()) {
  describe(`Form 5500-EZ reminders (${leg.name})`, () => {
    let app: TestApp;

    /** A user whose 2026 return is required (final plan year), with the e-mail preference given. */
    async function owner(email: string, emailUpdates: boolean | undefined): Promise<TestClient> {
      at('2026-11-23');
      const client = await app.signIn(email);
      expect((await client.put('/form-5500-ez/2026', { other_plans_assets: 0, final_plan_year: true })).status).toBe(200);
      if (emailUpdates !== undefined) {
        expect((await client.put('/me/notification-preference', { email_updates: emailUpdates })).status).toBe(200);
      }
      return client;
    }

    function reminders(outbox: Outbox): Form5500EzReminders {
      return new Form5500EzReminders(app.database.db, clock, outboxMailer(outbox, 'https://app.example'), 'https://app.example');
    }

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('60, 30 and 7 days before the due day (July 31, 2027 a Saturday: August 2) each go once, to users who asked for e-mail, while the return is unfiled', async () => {
      const ada = await owner('remind-ada@example.com', true);
      await owner('remind-quiet@example.com', false);
      await owner('remind-unset@example.com', undefined);
      const outbox = new Outbox(() => undefined, clock);
      const job = reminders(outbox);
      const mine = (sent: Array<{ userId: string; daysBefore: number }>) => sent.filter((s) => s.userId === ada.userId);

      at('2027-06-02');
      expect(mine(await job.run())).toEqual([]);
      at('2027-06-03');
      expect(mine(await job.run())).toEqual([{ userId: ada.userId, planYear: 2026, daysBefore: 60 }]);
      expect(mine(await job.run())).toEqual([]);
      at('2027-07-03');
      expect(mine(await job.run())).toEqual([{ userId: ada.userId, planYear: 2026, daysBefore: 30 }]);
      at('2027-07-26');
      expect(mine(await job.run())).toEqual([{ userId: ada.userId, planYear: 2026, daysBefore: 7 }]);
      at('2027-07-27');
      expect(mine(await job.run())).toEqual([]);
      const messages = outbox.list().filter((m) => m.to.startsWith('remind-'));
      expect(messages.map((m) => [m.to, m.subject, m.link])).toEqual([
        [
          'remind-ada@example.com',
          'Reminder: Form 5500-EZ for plan year 2026 is due Aug 2, 2027 (in 60 days)',
          'https://app.example/contributions',
        ],
        [
          'remind-ada@example.com',
          'Reminder: Form 5500-EZ for plan year 2026 is due Aug 2, 2027 (in 30 days)',
          'https://app.example/contributions',
        ],
        [
          'remind-ada@example.com',
          'Reminder: Form 5500-EZ for plan year 2026 is due Aug 2, 2027 (in 7 days)',
          'https://app.example/contributions',
        ],
      ]);
    });

    test('a late first run sends only the latest reminder due; a filed or not required return none; concurrent runs send once', async () => {
      const late = await owner('remind-late@example.com', true);
      const filed = await owner('remind-filed@example.com', true);
      expect(
        (await filed.put('/form-5500-ez/2026/filing', { filed: true, filed_on: '2026-11-20', method: 'efast2' })).status,
      ).toBe(200);
      const notRequired = await app.signIn('remind-small@example.com');
      expect((await notRequired.put('/me/notification-preference', { email_updates: true })).status).toBe(200);
      const race = await owner('remind-race@example.com', true);
      const outbox = new Outbox(() => undefined, clock);
      const ids = new Set([late.userId, filed.userId, notRequired.userId, race.userId]);
      const ours = (sent: Array<{ userId: string; daysBefore: number }>) =>
        sent.filter((s) => ids.has(s.userId)).map((s) => [s.userId, s.daysBefore]);

      at('2027-07-04');
      const [first, second] = await Promise.all([reminders(outbox).run(), reminders(outbox).run()]);
      expect([...ours(first), ...ours(second)].sort()).toEqual(
        [
          [late.userId, 30],
          [race.userId, 30],
        ].sort(),
      );
      expect(ours(await reminders(outbox).run())).toEqual([]);
      expect(outbox.list().filter((m) => m.to === 'remind-race@example.com')).toHaveLength(1);
      expect(outbox.list().filter((m) => m.to === 'remind-filed@example.com' || m.to === 'remind-small@example.com')).toEqual([]);
    });
  });
}
