import { mailStartProblems, type ServerConfig } from '../config';
import type { Outbox } from '../identity/outbox';
import type { MailTransport } from './mail-transport';
import { OutboxMailTransport } from './outbox-mail-transport';
import { SmtpMailTransport } from './smtp-mail-transport';

/**
 * The mail port's adapter for a configuration (decision 0323): SMTP when SMTP_URL is set (production must set it, and
 * MAIL_FROM), else the outbox. Refuses, naming what is missing, rather than start a server that cannot send mail.
 */
export function mailTransportFor(config: ServerConfig, outbox: Outbox): MailTransport {
  const problems = mailStartProblems(config);
  if (problems.length > 0) {
    throw new Error(`${config.profile === 'production' ? 'PROFILE=production' : 'SMTP_URL'} needs ${problems.join('; ')}`);
  }
  const { smtpUrl, from } = config.mail;
  return smtpUrl !== undefined && from !== undefined ? new SmtpMailTransport(smtpUrl, from) : new OutboxMailTransport(outbox);
}

/** A short description for the start-up line: where e-mail goes (never the URL: it carries the password). */
export function mailDescription(config: ServerConfig): string {
  if (config.mail.smtpUrl === undefined) return 'the outbox';
  const url = new URL(config.mail.smtpUrl);
  return `SMTP ${url.hostname}${url.port === '' ? '' : `:${url.port}`}`;
}
