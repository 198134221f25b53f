/** A message sent to the other tabs of this site. */
export interface TabMessage {
  /** What happened, e.g. 'logout'. */
  type: string;
  /** Optional data of the message. */
  payload?: unknown;
}

/** Messages between the tabs of one browser (e.g. logout in one tab logs out the others). */
export interface TabChannel {
  /** Sends `message` to every other tab; the sending tab does not receive it. */
  post(message: TabMessage): void;
  /** Subscribes to messages from other tabs; returns an unsubscribe function. */
  onDidReceive(listener: (message: TabMessage) => void): () => void;
  /** Stops sending and receiving. */
  close(): void;
}
export const TabChannel = Symbol('TabChannel');
