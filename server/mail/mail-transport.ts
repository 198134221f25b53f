/**
 * The mail port (decision 0323): every e-mail the product writes leaves through a MailTransport. Adapters: the outbox
 * (local profile without SMTP_URL; /dev/outbox shows what was "sent") and SMTP through Nodemailer (production).
 * A transport sends a message already rendered (server/mail/templates.ts), so that a job queue can hold the message and
 * call `send` again later without the data it was rendered from.
 */

/** Every kind of message the product sends; logs and metrics name a message by its kind, never by its recipient. */
export const MAIL_KINDS = [
  'sign_in_link',
  'email_change',
  'invitation',
  'form_5500_ez_reminder',
  'micro_deposits',
  'factor_reset_notice',
] as const;

export type MailKind = (typeof MAIL_KINDS)[number];

/** One rendered message. */
export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part: the same words as `text`, every value escaped. */
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on reminders. */
  headers?: Record<string, string>;
  /**
   * The message's one action link and, for a notice that is more than a link, its words: the outbox keeps these two as
   * it always has, so /dev/outbox and the tests that follow a link from it read the same fields.
   */
  outbox: { link: string; text?: string };
}

/** Sends a rendered message; answers the Message-ID it went out with. Rejects with a MailDeliveryError. */
export interface MailTransport {
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** Ends pooled connections (at shutdown). */
  close(): Promise<void>;
}

/**
 * A message that could not be sent. Its text names the kind and a generic reason (an error code such as ECONNECTION or
 * an SMTP reply code) only: a transport's own error can quote the recipient or the message, and those may carry an
 * address or a sign-in token.
 */
export class MailDeliveryError extends Error {
  constructor(
    readonly kind: MailKind,
    readonly reason: string,
  ) {
    super(`The ${kind} e-mail was not sent (${reason})`);
    this.name = 'MailDeliveryError';
  }
}

/** A transport error reduced to what may be logged: its code (`ECONNECTION`), an SMTP reply code, or `unknown`. */
export function genericReason(error: unknown): string {
  if (error instanceof MailDeliveryError) return error.reason;
  if (typeof error !== 'object' || error === null) return 'unknown';
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  const parts: string[] = [];
  if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,30}$/.test(code)) parts.push(code);
  if (typeof responseCode === 'number' && Number.isInteger(responseCode)) parts.push(`SMTP ${responseCode}`);
  return parts.length > 0 ? parts.join(', ') : 'unknown';
}
