import type { TabChannel, TabMessage } from '@/ports/tab-channel';

/** TabChannel over BroadcastChannel (the sending tab does not hear its own messages). */
export class BroadcastTabChannel implements TabChannel {
  private readonly channel: BroadcastChannel;
  private readonly listeners = new Set<(m: TabMessage) => void>();

  constructor(name = 'solo401k') {
    this.channel = new BroadcastChannel(name);
    this.channel.onmessage = (event: MessageEvent<TabMessage>) => {
      for (const listener of this.listeners) listener(event.data);
    };
  }

  post(message: TabMessage): void {
    this.channel.postMessage(message);
  }

  onDidReceive(listener: (message: TabMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.listeners.clear();
    this.channel.close();
  }
}
