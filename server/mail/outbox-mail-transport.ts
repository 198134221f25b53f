import { randomUUID } from 'node:crypto';
import type { Outbox } from '../identity/outbox';
import type { MailMessage, MailTransport } from './mail-transport';

/**
 * The local adapter of the mail port: a message is "sent" into the outbox (kept in memory, listed at /dev/outbox,
 * printed in the terminal on the local profile) with the same fields it always had: recipient, subject, link, words.
 */
export class OutboxMailTransport implements MailTransport {
  constructor(private readonly outbox: Outbox) {}

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const { link, text } = message.outbox;
    this.outbox.send({ to: message.to, subject: message.subject, link, ...(text === undefined ? {} : { text }) });
    return { messageId: `<${randomUUID()}@outbox.invalid>` };
  }

  async close(): Promise<void> {}
}
