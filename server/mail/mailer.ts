import type { ServerConfig } from '../config';
import type { JobTransaction } from '../jobs/job-db';
import { productConfig } from '../site/product-config';
import { genericReason, MailDeliveryError, type MailKind, type MailMessage, type MailTransport } from './mail-transport';
import { type MailBrand, type MailData, renderMail } from './templates';

/** What a failed send is logged as: the kind and a generic reason, never the address, link or token. */
export type MailFailureLog = (failure: { kind: MailKind; reason: string }) => void;

/** Where sent and failed messages are counted (the app's metrics, decision 0321). */
export interface MailCounters {
  mailSent: { inc(): void };
  mailFailed: { inc(): void };
}

/**
 * Where the Mailer hands rendered messages when the app runs a job queue (server/jobs/mail-jobs.ts, decision 0331): the
 * message is stored as a job (in the caller's transaction when given) and a worker sends it, with retries.
 */
export interface MailQueue {
  /** Stores the message as a job; with `trx` it is stored iff that transaction commits. Answers the job's id. */
  enqueue(message: MailMessage, trx?: JobTransaction): Promise<string>;
  /** After the commit: wakes a worker and waits, bounded, for the first attempt at the job. */
  settle(id: string): Promise<void>;
}

/** The product's name and support contact from the product configuration, and the public origin. */
export function mailBrand(config: ServerConfig): MailBrand {
  const product = productConfig(config, config.publicOrigin);
  return {
    productName: String(product.product_name),
    supportEmail: String(product.support_email ?? ''),
    origin: config.publicOrigin,
  };
}

/**
 * What the product's code sends e-mail with: renders a message of a kind from its data (templates.ts) and, when the app
 * runs a job queue, stores it as a job that a worker sends with retries (decision 0331); without one (unit tests) it
 * hands the message to the transport at once. Sending (`deliver`, the worker's part) is separate from rendering.
 */
export class Mailer {
  constructor(
    readonly transport: MailTransport,
    private readonly brand: MailBrand,
    private readonly logFailure: MailFailureLog = ({ kind, reason }) => console.error(`e-mail not sent: ${kind} (${reason})`),
    private readonly counters?: MailCounters,
    private readonly queue?: MailQueue,
  ) {}

  /** The message of `kind` to `to`, rendered from `data`. */
  render<K extends MailKind>(kind: K, to: string, data: MailData[K]): MailMessage {
    return { kind, to, ...renderMail(kind, data, this.brand) };
  }

  /**
   * Renders and sends (through the queue when there is one); answers whether the message was queued or sent. With a
   * queue the request waits a bounded time (MAIL_SEND_WAIT_MS) for the first attempt, so a slow or failing mail server
   * never blocks it longer, and the message waits in the queue until it goes. Without one a failure is logged (kind and
   * generic reason) and not thrown: the business change that asked for the message is already committed.
   */
  async send<K extends MailKind>(kind: K, to: string, data: MailData[K]): Promise<boolean> {
    const sent = await this.enqueue(kind, to, data);
    return sent();
  }

  /**
   * Renders and queues the message inside `trx` (the business write's transaction: the message is queued iff it
   * commits); answers what to call after the commit (wake the worker, bounded wait). Without a queue the message is
   * sent by that call instead.
   */
  async enqueue<K extends MailKind>(
    kind: K,
    to: string,
    data: MailData[K],
    trx?: JobTransaction,
  ): Promise<() => Promise<boolean>> {
    const message = this.render(kind, to, data);
    const queue = this.queue;
    if (queue === undefined) {
      return () =>
        this.deliver(message).then(
          () => true,
          () => false,
        );
    }
    const id = await queue.enqueue(message, trx);
    return async () => {
      await queue.settle(id);
      return true;
    };
  }

  /** Hands a rendered message to the transport, counted; a failure is logged (kind, generic reason) and rethrown. */
  async deliver(message: MailMessage): Promise<void> {
    try {
      await this.transport.send(message);
      this.counters?.mailSent.inc();
    } catch (error) {
      this.counters?.mailFailed.inc();
      this.logFailure({ kind: message.kind, reason: genericReason(error) });
      throw new MailDeliveryError(message.kind, genericReason(error));
    }
  }
}
