import { baseUrl } from './browser';

/** One message of the local profile's outbox (GET /dev/outbox, oldest first). */
export interface OutboxMessage {
  to: string;
  subject: string;
  link: string;
  sentAt: string;
}

/** Every message the embedded server has "sent". */
export async function readOutbox(): Promise<OutboxMessage[]> {
  const res = await fetch(`${baseUrl()}/dev/outbox`);
  if (!res.ok) throw new Error(`GET /dev/outbox answered ${res.status}`);
  return (await res.json()) as OutboxMessage[];
}

/**
 * The newest magic link sent to `email` after `since` (waits up to 5 s for it to arrive).
 * Pass the count of messages seen before the request as `since` to skip older links.
 */
export async function latestMagicLink(email: string, since = 0): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const messages = await readOutbox();
    const mine = messages.slice(since).filter((m) => m.to.toLowerCase() === email.toLowerCase());
    const last = mine[mine.length - 1];
    if (last) return last.link;
    if (Date.now() > deadline) throw new Error(`No magic link for ${email} in the outbox`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** How many messages the outbox holds now (a marker for latestMagicLink). */
export async function outboxSize(): Promise<number> {
  return (await readOutbox()).length;
}
