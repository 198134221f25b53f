import type { TabChannel, TabMessage } from '@/ports/tab-channel';

/** Connects FakeTabChannels as if they were tabs of one browser. */
export class FakeTabBus {
  readonly members = new Set<FakeTabChannel>();
}

/** In-memory TabChannel: delivers to the other channels of the same bus, asynchronously like BroadcastChannel. */
export class FakeTabChannel implements TabChannel {
  /** Every message this tab posted. */
  readonly posted: TabMessage[] = [];
  private readonly listeners = new Set<(m: TabMessage) => void>();

  constructor(private readonly bus: FakeTabBus = new FakeTabBus()) {
    bus.members.add(this);
  }

  post(message: TabMessage): void {
    this.posted.push(message);
    const copy = structuredClone(message);
    for (const other of this.bus.members) if (other !== this) queueMicrotask(() => other.deliver(copy));
  }

  onDidReceive(listener: (message: TabMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.bus.members.delete(this);
    this.listeners.clear();
  }

  /** Delivers a message as if another tab had posted it. */
  deliver(message: TabMessage): void {
    for (const listener of this.listeners) listener(message);
  }
}
