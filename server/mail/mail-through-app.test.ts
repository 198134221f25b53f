import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config';
import { Outbox } from '../identity/outbox';
import { giveOwnerAPlan } from '../invitations/invitation-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { type ReceivedMail, type SmtpTestServer, startSmtpTestServer } from '../test-support/smtp-test-server';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import { TestClient } from '../test-support/test-client';
import { mailTransportFor } from './choose-mail-transport';
import type { MailTransport } from './mail-transport';
import { SmtpMailTransport } from './smtp-mail-transport';

const XSRF = 'test-xsrf-token-0123456789';

for (const leg of await databaseLegs()) {
  describe(`the product's e-mail through SMTP (${leg.name})`, () => {
    let smtp: SmtpTestServer;
    let transport: MailTransport;
    let t: TestApp;
    const taken = new Set<ReceivedMail>();

    /** The next message to `email` with `subject` not looked at yet. */
    async function nextMail(email: string, subject: string | RegExp): Promise<ReceivedMail> {
      const found = await smtp.next(
        (r) =>
          !taken.has(r) &&
          r.recipients.includes(email) &&
          (typeof subject === 'string' ? r.mail.subject === subject : subject.test(r.mail.subject ?? '')),
      );
      taken.add(found);
      return found;
    }

    /** The real sign-in with the link from the e-mail that arrived at the SMTP server (not from the outbox). */
    async function signInByMail(email: string): Promise<TestClient> {
      const identity = async (path: string, body: unknown): Promise<Record<string, unknown>> => {
        const response = await fetch(`${t.origin}/identity${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${t.config.descopeProjectId}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.status, path).toBe(200);
        return (await response.json()) as Record<string, unknown>;
      };
      await identity('/v1/auth/magiclink/signup-in/email', { loginId: email, URI: `${t.origin}/` });
      const { mail } = await nextMail(email, 'Your sign-in link');
      const link = /^Sign in: (\S+)$/m.exec(mail.text ?? '')?.[1] ?? '';
      expect(new URL(link).origin).toBe(t.origin);
      const verified = await identity('/v1/auth/magiclink/verify', { token: new URL(link).searchParams.get('t') });
      const user = verified.user as { userId: string };
      return new TestClient(t.origin, t.prefix, verified.sessionJwt as string, XSRF, user.userId);
    }

    beforeAll(async () => {
      smtp = await startSmtpTestServer();
      // The transport the production profile chooses for this SMTP_URL and MAIL_FROM.
      const production = loadConfig({
        PROFILE: 'production',
        PUBLIC_ORIGIN: 'https://app.example',
        DESCOPE_PROJECT_ID: 'P2MAILTEST',
        DESCOPE_JWKS_URL: 'https://descope.example/P2MAILTEST/.well-known/jwks.json',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Solo 401(k) <no-reply@solo.example>',
      });
      transport = mailTransportFor(production, new Outbox(() => undefined));
      expect(transport).toBeInstanceOf(SmtpMailTransport);
      t = await startTestApp({ database: await leg.open(), mail: transport });
    });
    afterAll(async () => {
      await t.close();
      await t.database.close();
      await transport.close();
      await smtp.close();
    });

    test('an owner invites through the API: the invitation arrives by SMTP, and its link lets the invitee join the plan', async () => {
      const owner = await signInByMail('owner-smtp@example.com');
      await giveOwnerAPlan(t, owner);
      const sent = await owner.post('/invitations', { email: 'Spouse-SMTP@Example.com' });
      expect(sent.status).toBe(201);

      const { mail, recipients } = await nextMail('spouse-smtp@example.com', /invites you to join/);
      expect(recipients).toEqual(['spouse-smtp@example.com']);
      expect(mail.subject).toBe('Avery Quinn invites you to join Quinn Consulting Solo 401(k) Plan');
      expect(mail.from?.value).toEqual([{ address: 'no-reply@solo.example', name: 'Solo 401(k)' }]);
      expect(mail.messageId).toMatch(/@solo\.example>$/);
      const link = /^Accept the invitation: (\S+)$/m.exec(mail.text ?? '')?.[1] ?? '';
      expect(link).toMatch(new RegExp(`^${t.origin}/join\\?invitation=[A-Za-z0-9_-]{43}$`));
      expect(mail.html).toContain(`href="${link}"`);
      // It went through SMTP, not into the outbox.
      expect(t.outbox.list().filter((m) => m.to === 'spouse-smtp@example.com')).toEqual([]);

      // What the /join page does with the link: the invitee signs in (by e-mail too) and accepts with its token.
      const spouse = await signInByMail('spouse-smtp@example.com');
      const accepted = await spouse.post('/invitations/accept', { token: new URL(link).searchParams.get('invitation') });
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ owner_id: owner.userId, plan_name: 'Quinn Consulting Solo 401(k) Plan' });
    });
  });
}
