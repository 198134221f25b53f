import type { Transporter } from 'nodemailer';
import { isLoopbackHost } from '../config';
import { genericReason, MailDeliveryError, type MailMessage, type MailTransport } from './mail-transport';

/** What Nodemailer is given for an SMTP_URL: connection, TLS policy and credentials. */
export interface SmtpConnection {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (smtps://). */
  secure: boolean;
  /** STARTTLS or fail (smtp:// to another machine): credentials and messages never cross a network in clear. */
  requireTLS: boolean;
  /** Never upgrade (smtp://…?tls=off, for a test server without a certificate). */
  ignoreTLS: boolean;
  auth?: { user: string; pass: string };
}

/**
 * Reads an SMTP_URL: `smtps://user:password@host[:465]` (implicit TLS) or `smtp://user:password@host[:587]` (STARTTLS
 * required). STARTTLS becomes optional only for a relay on this machine (localhost, 127.0.0.1, ::1) and is skipped
 * entirely with `?tls=off` (tests; production refuses it for another machine, server/config.ts mailStartProblems).
 */
export function smtpConnection(smtpUrl: string): SmtpConnection {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const tlsOff = url.searchParams.get('tls') === 'off';
  const user = decodeURIComponent(url.username);
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? (secure ? 465 : 587) : Number(url.port),
    secure,
    requireTLS: !secure && !tlsOff && !isLoopbackHost(url.hostname),
    ignoreTLS: !secure && tlsOff,
    ...(user === '' ? {} : { auth: { user, pass: decodeURIComponent(url.password) } }),
  };
}

/**
 * MAIL_FROM as a name and an address: `Solo 401(k) <no-reply@example.com>` or `"Solo 401(k)" <…>` or the address alone.
 * Handed to Nodemailer as parts so that it quotes the name: unquoted, `(k)` would be read as a comment and dropped.
 */
export function senderOf(from: string): { name: string; address: string } {
  const match = /^(.*?)\s*<([^<>\s]+)>$/.exec(from.trim());
  if (match === null) return { name: '', address: from.trim() };
  return { name: match[1].replace(/^"(.*)"$/, '$1').trim(), address: match[2] };
}

/**
 * The production adapter of the mail port: Nodemailer over SMTP with pooled connections (a reminder run sends many
 * messages; a pool saves a TLS handshake and a login per message). Nodemailer's own logger stays off: it would print
 * recipients. A failure rejects with a MailDeliveryError that carries the kind and a generic reason, never the
 * transport's error text (a refused recipient is quoted there).
 */
export class SmtpMailTransport implements MailTransport {
  /** The pool, opened with the first message (Nodemailer is loaded then, not when the server starts). */
  private transporter: Promise<Transporter> | undefined;
  private readonly from: { name: string; address: string };
  private readonly connection: SmtpConnection;
  private readonly connectionMs: number;

  constructor(smtpUrl: string, from: string, timeouts: { connectionMs?: number } = {}) {
    this.from = senderOf(from);
    this.connection = smtpConnection(smtpUrl);
    this.connectionMs = timeouts.connectionMs ?? 30_000;
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    try {
      this.transporter ??= smtpPool(this.connection, this.connectionMs);
      const info = await (await this.transporter).sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
      return { messageId: info.messageId };
    } catch (error) {
      throw new MailDeliveryError(message.kind, genericReason(error));
    }
  }

  async close(): Promise<void> {
    (await this.transporter)?.close();
  }
}

/** A pooled Nodemailer SMTP transport, its logger off. */
async function smtpPool(connection: SmtpConnection, connectionMs: number): Promise<Transporter> {
  const nodemailer = (await import('nodemailer')).default;
  return nodemailer.createTransport({
    pool: true,
    ...connection,
    connectionTimeout: connectionMs,
    greetingTimeout: connectionMs,
    socketTimeout: 60_000,
    logger: false,
    debug: false,
  });
}
