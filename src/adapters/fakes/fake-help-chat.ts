import type { HelpChat, HelpChatUser } from '@/ports/help-chat';
import { helpChatIdentity } from '@/adapters/unthread/unthread-help-chat';

/** In-memory HelpChat: records who it was started for. */
export class FakeHelpChat implements HelpChat {
  /** The identity the widget shows while running. */
  shownAs: { name: string; email: string } | undefined;
  /** Number of stop() calls that stopped a running widget. */
  stops = 0;

  async start(user: HelpChatUser): Promise<void> {
    this.shownAs = helpChatIdentity(user);
  }

  stop(): void {
    if (this.shownAs) this.stops += 1;
    this.shownAs = undefined;
  }

  isRunning(): boolean {
    return this.shownAs !== undefined;
  }
}
