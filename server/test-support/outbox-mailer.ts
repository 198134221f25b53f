import type { Outbox } from '../identity/outbox';
import { Mailer } from '../mail/mailer';
import { OutboxMailTransport } from '../mail/outbox-mail-transport';

/**
 * A Mailer that delivers into `outbox`, for tests that build a message's producer themselves and read what it sent from
 * the outbox (as the local profile does). A failure would throw rather than be logged: the outbox does not fail.
 */
export function outboxMailer(outbox: Outbox, origin = 'http://127.0.0.1'): Mailer {
  return new Mailer(new OutboxMailTransport(outbox), { productName: 'Solo 401(k)', supportEmail: '', origin }, (failure) => {
    throw new Error(`the outbox did not take a ${failure.kind} message (${failure.reason})`);
  });
}
