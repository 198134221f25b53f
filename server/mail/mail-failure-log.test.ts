import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { giveOwnerAPlan } from '../invitations/invitation-test-kit';
import { AppMetrics } from '../http/metrics';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { MailTransport } from './mail-transport';
import { OutboxMailTransport } from './outbox-mail-transport';
import { SmtpMailTransport } from './smtp-mail-transport';
import { freePort } from '../test-support/free-port';

/** A port nothing listens on (an SMTP server that is down). */
const closedPort = freePort;

for (const leg of await databaseLegs()) {
  describe(`a message the SMTP server does not take (${leg.name})`, () => {
    let t: TestApp;
    let down: SmtpMailTransport;
    const lines: string[] = [];
    const metrics = new AppMetrics();
    const count = async (counter: { get(): Promise<{ values: { value: number }[] }> }): Promise<number> =>
      (await counter.get()).values[0]?.value ?? 0;

    beforeAll(async () => {
      down = new SmtpMailTransport(`smtp://user:pw@127.0.0.1:${await closedPort()}/?tls=off`, 'no-reply@solo.example', {
        connectionMs: 2_000,
      });
      // Sign-in links go into the app's outbox (made inside startTestApp; the test signs in with them), every other
      // message to the SMTP server that is down.
      let outbox: OutboxMailTransport | undefined;
      const routed: MailTransport = {
        send: (m) => (m.kind === 'sign_in_link' && outbox !== undefined ? outbox.send(m) : down.send(m)),
        close: async () => undefined,
      };
      t = await startTestApp({
        database: await leg.open(),
        mail: routed,
        metrics,
        logLevel: 'info',
        logStream: { write: (line: string) => void lines.push(line) },
      });
      outbox = new OutboxMailTransport(t.outbox);
    });
    afterAll(async () => {
      await t.close();
      await t.database.close();
      await down.close();
    });

    test('the invitation is still recorded; the log names the kind and a generic reason, never the address or the link', async () => {
      const owner = await t.signIn('owner-down@example.com');
      await giveOwnerAPlan(t, owner);
      const sent = await owner.post('/invitations', { email: 'hidden.invitee@example.com' });
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ email: 'hidden.invitee@example.com', status: 'pending' });

      const failures = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'e-mail not sent');
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({
        mail_kind: 'invitation',
        reason: expect.stringMatching(/^(ECONNECTION|ECONNREFUSED|ESOCKET)/),
      });
      const log = lines.join('\n');
      expect(log).not.toContain('hidden.invitee@example.com');
      expect(log).not.toContain('invitation=');
      // Counted for Prometheus (decision 0321): the sign-in link was sent, the invitation failed.
      expect(await count(metrics.mailFailed)).toBe(1);
      expect(await count(metrics.mailSent)).toBeGreaterThanOrEqual(1);
      const sentBefore = await count(metrics.mailSent);
      await t.signIn('owner-down-again@example.com');
      expect(await count(metrics.mailSent)).toBe(sentBefore + 1);
    });
  });
}
