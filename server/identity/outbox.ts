/** One message the local identity service "sent". */
export interface OutboxMessage {
  to: string;
  subject: string;
  link: string;
  /** The message's words, for a notice that is more than a link (decision 0273). */
  text?: string;
  sentAt: string;
}

/** How many messages the outbox keeps (the oldest are dropped first). */
export const OUTBOX_CAPACITY = 1000;

/** The local stand-in for e-mail delivery: keeps the last messages in memory and prints one line per message. */
export class Outbox {
  private readonly messages: OutboxMessage[] = [];

  constructor(
    private readonly print: (line: string) => void = (line) => console.log(line),
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Records a message and prints `[outbox] to <to>: <subject> <link>`. */
  send(m: Omit<OutboxMessage, 'sentAt'>): void {
    const message: OutboxMessage = {
      to: m.to,
      subject: m.subject,
      link: m.link,
      ...(m.text === undefined ? {} : { text: m.text }),
      sentAt: this.clock().toISOString(),
    };
    this.messages.push(message);
    if (this.messages.length > OUTBOX_CAPACITY) this.messages.splice(0, this.messages.length - OUTBOX_CAPACITY);
    this.print(`[outbox] to ${message.to}: ${message.subject} ${message.link}`);
  }

  /** All messages, oldest first (a copy). */
  list(): OutboxMessage[] {
    return this.messages.map((m) => ({ ...m }));
  }
}
