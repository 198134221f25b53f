import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config';
import { type FreshDatabase, freshDatabase } from '../ops/fresh-database-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { type ServerProcess, serversOfThisFile } from '../test-support/server-process';
import { type ReceivedMail, type SmtpTestServer, startSmtpTestServer } from '../test-support/smtp-test-server';
import { TestClient } from '../test-support/test-client';
import { REMINDERS_JOB } from './timed-jobs';

const hasPostgres = (await databaseLegs()).some((leg) => leg.name === 'postgres');
const { descopeProjectId } = loadConfig({});
const XSRF = 'jobs-two-processes-xsrf-0123456789';
const SIGN_IN = 'Your sign-in link';

/**
 * Decision 0331 end to end: real server processes on one PostgreSQL database, e-mail through a real SMTP server. Each
 * message (sign-in links, Form 5500-EZ reminders) arrives exactly once whichever process queued or sent it, and a
 * message whose process was killed mid-send goes after a restart.
 */
describe.runIf(hasPostgres)('durable jobs across two server processes on one PostgreSQL database', () => {
  const servers = serversOfThisFile();
  let database: FreshDatabase;
  let smtp: SmtpTestServer;
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await freshDatabase('jobs_two_processes');
    smtp = await startSmtpTestServer();
    dataDir = await servers.dataDir('jobs-two-processes-');
    env = {
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Solo 401(k) <no-reply@example.com>',
      // The reminders run as of June 3, 2027 (60 days before the plan year 2026's due day), every second.
      LOCAL_REMINDERS_TEST_DATE: '2027-06-03',
      LOCAL_REMINDERS_TEST_INTERVAL_MS: '1000',
      JOB_EXPIRE_SECONDS: '3',
      JOB_MAINTENANCE_SECONDS: '1',
      MAIL_RETRY_DELAY_SECONDS: '1',
    };
  });
  afterAll(async () => {
    await smtp.close();
    await database.drop();
  });

  const messagesTo = (email: string, subject: string | RegExp): ReceivedMail[] =>
    smtp.received.filter(
      (r) =>
        r.recipients.includes(email) &&
        (typeof subject === 'string' ? r.mail.subject === subject : subject.test(r.mail.subject ?? '')),
    );

  /** POSTs to a process's identity API. */
  const identity = (server: ServerProcess, path: string, body: unknown): Promise<Response> =>
    fetch(`${server.origin}/identity${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${descopeProjectId}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** Signs in through `server` with the link from the e-mail that arrived at the SMTP server. */
  async function signInByMail(server: ServerProcess, email: string): Promise<TestClient> {
    expect(
      (await identity(server, '/v1/auth/magiclink/signup-in/email', { loginId: email, URI: `${server.origin}/` })).status,
    ).toBe(200);
    const { mail } = await smtp.next((r) => r.recipients.includes(email) && r.mail.subject === SIGN_IN, 15_000);
    const link = /^Sign in: (\S+)$/m.exec(mail.text ?? '')?.[1] ?? '';
    const verified = await identity(server, '/v1/auth/magiclink/verify', { token: new URL(link).searchParams.get('t') });
    expect(verified.status).toBe(200);
    const body = (await verified.json()) as { sessionJwt: string; user: { userId: string } };
    return new TestClient(server.origin, server.prefix, body.sessionJwt, XSRF, body.user.userId);
  }

  /** Reminder runs finished so far (by any process). */
  async function reminderRuns(): Promise<number> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        `select count(*) as n from pgboss.job where name = $1 and state = 'completed'`,
        [REMINDERS_JOB],
      );
      return Number(rows[0].n);
    } finally {
      await client.end();
    }
  }

  let first: ServerProcess;
  let second: ServerProcess;

  test('each sign-in link and each Form 5500-EZ reminder arrives exactly once, whichever process queued or sent it', {
    timeout: 120_000,
  }, async () => {
    // One after the other: the first migrates the new database (and the queue's schema) and writes the keys.
    first = await servers.spawn(dataDir, env);
    second = await servers.spawn(dataDir, env);
    const owners = ['jobs-ada@example.com', 'jobs-bea@example.com', 'jobs-cy@example.com', 'jobs-di@example.com'];
    for (const [i, email] of owners.entries()) {
      const client = await signInByMail(i % 2 === 0 ? first : second, email);
      expect((await client.put('/form-5500-ez/2026', { other_plans_assets: 0, final_plan_year: true })).status).toBe(200);
      expect((await client.put('/me/notification-preference', { email_updates: true })).status).toBe(200);
    }
    // Both processes ask for a reminder run every second: each owner's 60-day reminder arrives ...
    for (const email of owners)
      await smtp.next((r) => r.recipients.includes(email) && /Form 5500-EZ/.test(r.mail.subject ?? ''), 30_000);
    // ... and several further runs (by either process) send nothing more.
    const runs = await reminderRuns();
    await expect.poll(reminderRuns, { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(runs + 3);
    for (const email of owners) {
      expect(messagesTo(email, SIGN_IN), email).toHaveLength(1);
      expect(
        messagesTo(email, /^Reminder: Form 5500-EZ for plan year 2026 is due Aug 2, 2027 \(in 60 days\)$/),
        email,
      ).toHaveLength(1);
    }
    expect(smtp.received).toHaveLength(owners.length * 2);
  });

  test('a message whose process was killed mid-send (SIGKILL) is sent after a restart, once', { timeout: 120_000 }, async () => {
    await second.stop('SIGTERM');
    // The mail server takes the message and never answers: the request still answers within MAIL_SEND_WAIT_MS.
    smtp.mode = 'stall';
    const offered = smtp.offered;
    const started = Date.now();
    const email = 'jobs-killed@example.com';
    const asked = await identity(first, '/v1/auth/magiclink/signup-in/email', { loginId: email, URI: `${first.origin}/` });
    expect(asked.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect.poll(() => smtp.offered, { timeout: 15_000, interval: 20 }).toBeGreaterThan(offered);
    await first.stop('SIGKILL');
    smtp.mode = 'accept';
    expect(messagesTo(email, SIGN_IN)).toHaveLength(0);

    // The restarted process finds the run expired (JOB_EXPIRE_SECONDS) and sends the message.
    const restarted = await servers.spawn(dataDir, env);
    const { mail } = await smtp.next((r) => r.recipients.includes(email) && r.mail.subject === SIGN_IN, 30_000);
    const link = /^Sign in: (\S+)$/m.exec(mail.text ?? '')?.[1] ?? '';
    const verified = await identity(restarted, '/v1/auth/magiclink/verify', { token: new URL(link).searchParams.get('t') });
    expect(verified.status).toBe(200);
    expect(messagesTo(email, SIGN_IN)).toHaveLength(1);
    // No e-mail address, link or token in either process's output.
    for (const server of [first, second, restarted]) {
      expect(server.output()).not.toMatch(/jobs-[a-z]+@example\.com|[?&]t=/);
      expect(server.output().match(/^job queue:.*|.* failed: .*/gm) ?? []).toEqual([]);
    }
    await restarted.stop('SIGTERM');
  });
});
