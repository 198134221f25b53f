import type { JobSettings } from '../config';
import type { MailMessage } from '../mail/mail-transport';
import type { Mailer, MailQueue } from '../mail/mailer';
import type { JobTransaction } from './job-db';
import type { JobQueue } from './job-queue';

/** The queue of outgoing e-mail: each job holds one rendered message (decision 0331). */
export const MAIL_JOB = 'mail';

/**
 * The Mailer's side of the job queue: a rendered message becomes a `mail` job, stored in the caller's transaction when
 * given; `settle` wakes this process's worker and waits up to `waitMs` for the first attempt.
 */
export class QueuedMail implements MailQueue {
  constructor(
    private readonly jobs: JobQueue,
    private readonly waitMs: number,
  ) {}

  async enqueue(message: MailMessage, trx?: JobTransaction): Promise<string> {
    const id = await this.jobs.enqueue(MAIL_JOB, message, { trx });
    if (id === undefined) throw new Error('the mail job was not stored');
    return id;
  }

  settle(id: string): Promise<void> {
    return this.jobs.firstAttempt(MAIL_JOB, id, this.waitMs);
  }
}

/**
 * Starts this process's mail worker: sends each queued message through the mailer's transport; a failure (logged and
 * counted by the mailer, kind and generic reason) leaves the message in the queue for a retry after
 * MAIL_RETRY_DELAY_SECONDS, doubled each time, up to MAIL_RETRY_LIMIT retries.
 */
export function startMailWorker(jobs: JobQueue, mailer: Mailer, settings: JobSettings): Promise<void> {
  return jobs.work<MailMessage>(
    MAIL_JOB,
    {
      retryLimit: settings.mailRetryLimit,
      retryDelaySeconds: settings.mailRetryDelaySeconds,
      expireInSeconds: settings.expireSeconds,
    },
    (message) => mailer.deliver(message),
  );
}
