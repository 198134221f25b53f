import type { ServerConfig } from '../config';
import { productConfig } from '../site/product-config';
import { genericReason, type MailKind, type MailMessage, type MailTransport } from './mail-transport';
import { type MailBrand, type MailData, renderMail } from './templates';

/** What a failed send is logged as: the kind and a generic reason, never the address, link or token. */
export type MailFailureLog = (failure: { kind: MailKind; reason: string }) => void;

/** Where sent and failed messages are counted (the app's metrics, decision 0321). */
export interface MailCounters {
  mailSent: { inc(): void };
  mailFailed: { inc(): void };
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
 * What the product's code sends e-mail with: renders a message of a kind from its data (templates.ts) and hands it to
 * the transport. Rendering (`render`) is separate from sending so that a job queue can store the rendered message and
 * call `transport.send` itself.
 */
export class Mailer {
  constructor(
    readonly transport: MailTransport,
    private readonly brand: MailBrand,
    private readonly logFailure: MailFailureLog = ({ kind, reason }) => console.error(`e-mail not sent: ${kind} (${reason})`),
    private readonly counters?: MailCounters,
  ) {}

  /** The message of `kind` to `to`, rendered from `data`. */
  render<K extends MailKind>(kind: K, to: string, data: MailData[K]): MailMessage {
    return { kind, to, ...renderMail(kind, data, this.brand) };
  }

  /**
   * Renders and sends; answers whether the transport took the message. A failure is logged (kind and generic reason)
   * and not thrown: the business change that asked for the message is already committed, and the person can ask again
   * (a new sign-in link, a resent invitation) until the job queue retries on its own.
   */
  async send<K extends MailKind>(kind: K, to: string, data: MailData[K]): Promise<boolean> {
    const message = this.render(kind, to, data);
    try {
      await this.transport.send(message);
      this.counters?.mailSent.inc();
      return true;
    } catch (error) {
      this.counters?.mailFailed.inc();
      this.logFailure({ kind, reason: genericReason(error) });
      return false;
    }
  }
}
