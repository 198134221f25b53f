import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { AppMetrics } from '../http/metrics';
import { MailDeliveryError } from '../mail/mail-transport';
import { Mailer } from '../mail/mailer';
import { SmtpMailTransport } from '../mail/smtp-mail-transport';
import { databaseLegs } from '../test-support/database-legs';
import { type SmtpTestServer, startSmtpTestServer } from '../test-support/smtp-test-server';
import { JobQueue } from './job-queue';
import { MAIL_JOB, QueuedMail, startMailWorker } from './mail-jobs';

const brand = { productName: 'Solo 401(k)', supportEmail: '', origin: 'https://app.example' };
/** A quick retry for the test (the server's default first retry is after 30 s). */
const settings = { ...loadConfig({}).jobs, mailRetryDelaySeconds: 1 };

/** A counter's value in the registry. */
async function metricValue(metrics: AppMetrics, name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = (await metrics.registry.getMetricsAsJSON()).find((m) => m.name === name);
  const value = metric?.values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l));
  return Number(value?.value ?? 0);
}

for (const leg of await databaseLegs()) {
  describe(`the durable job queue sends e-mail (${leg.name})`, () => {
    let database: Database;
    let smtp: SmtpTestServer;
    let jobs: JobQueue;
    let mailer: Mailer;
    let transport: SmtpMailTransport;
    const metrics = new AppMetrics();
    const failures: string[] = [];

    beforeAll(async () => {
      database = await leg.open();
      smtp = await startSmtpTestServer();
      transport = new SmtpMailTransport(smtp.url, 'Solo 401(k) <no-reply@example.com>');
      jobs = await JobQueue.start({ database, metrics, log: (message) => failures.push(message) });
      mailer = new Mailer(
        transport,
        brand,
        ({ kind, reason }) => failures.push(`${kind} (${reason})`),
        metrics,
        new QueuedMail(jobs, 10_000),
      );
      await startMailWorker(jobs, mailer, settings);
    });
    afterAll(async () => {
      await jobs.close();
      await transport.close();
      await smtp.close();
      await database.close();
    });

    test('a message queued in a transaction that rolls back is never sent; one that commits is sent once', async () => {
      const link = (who: string) => ({ link: `https://app.example/?t=${who}` });
      await expect(
        database.db.transaction().execute(async (trx) => {
          await mailer.enqueue('sign_in_link', 'rolled-back@example.com', link('rolled-back'), trx);
          throw new Error('the business write failed');
        }),
      ).rejects.toThrow('the business write failed');
      const sent = await database.db
        .transaction()
        .execute((trx) => mailer.enqueue('sign_in_link', 'committed@example.com', link('committed'), trx));
      expect(await sent()).toBe(true);
      await smtp.next((r) => r.recipients.includes('committed@example.com'));
      await expect.poll(() => jobs.countWaiting(), { interval: 50 }).toEqual({ [MAIL_JOB]: 0 });
      expect(smtp.received.filter((r) => r.recipients.includes('committed@example.com'))).toHaveLength(1);
      expect(smtp.received.filter((r) => r.recipients.includes('rolled-back@example.com'))).toHaveLength(0);
      expect(await metricValue(metrics, 'solo401k_jobs_waiting', { kind: MAIL_JOB })).toBe(0);
    });

    test('an SMTP server refusing the message: counted as failed, the message waits in the queue and goes once it accepts', async () => {
      smtp.mode = 'refuse';
      const offered = smtp.offered;
      const failedBefore = await metricValue(metrics, 'solo401k_mail_failed_total');
      const sentBefore = await metricValue(metrics, 'solo401k_mail_sent_total');
      // The request's part: it waits for the first attempt only (refused), and is told the message is queued.
      expect(await mailer.send('sign_in_link', 'retried@example.com', { link: 'https://app.example/?t=secret-token' })).toBe(
        true,
      );
      expect(smtp.offered).toBe(offered + 1);
      expect(await metricValue(metrics, 'solo401k_mail_failed_total')).toBe(failedBefore + 1);
      expect(await metricValue(metrics, 'solo401k_jobs_failed_total', { kind: MAIL_JOB })).toBeGreaterThanOrEqual(1);
      // Up for retry (pg-boss records the failure just after the attempt; the retry waits a second or two).
      await expect.poll(() => jobs.countWaiting(), { interval: 20 }).toEqual({ [MAIL_JOB]: 1 });
      expect(await metricValue(metrics, 'solo401k_jobs_waiting', { kind: MAIL_JOB })).toBe(1);
      smtp.mode = 'accept';
      const { mail } = await smtp.next((r) => r.recipients.includes('retried@example.com'), 15_000);
      expect(mail.text).toContain('https://app.example/?t=secret-token');
      await expect.poll(() => metricValue(metrics, 'solo401k_mail_sent_total'), { interval: 50 }).toBe(sentBefore + 1);
      expect(smtp.received.filter((r) => r.recipients.includes('retried@example.com'))).toHaveLength(1);
      // What was logged: the kind and a generic reason, never the address or the link.
      expect(failures.some((f) => /^sign_in_link \(.*SMTP 451\)$/.test(f))).toBe(true);
      expect(failures.join('\n')).not.toMatch(/retried@|secret-token/);
    });

    test('the worker rethrows a delivery failure as a MailDeliveryError naming only the kind and reason', async () => {
      smtp.mode = 'refuse';
      const message = mailer.render('invitation', 'direct@example.com', {
        ownerName: 'Ada',
        planName: 'Ada 401(k)',
        link: 'https://app.example/join?invitation=tok',
      });
      const error = await mailer.deliver(message).catch((e: unknown) => e);
      smtp.mode = 'accept';
      expect(error).toBeInstanceOf(MailDeliveryError);
      expect(String(error)).not.toMatch(/direct@|tok/);
    });
  });
}
