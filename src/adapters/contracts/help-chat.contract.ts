import { describe, expect, test } from 'vitest';
import type { HelpChat } from '@/ports/help-chat';

/** The HelpChat contract; `shownAs()` is the identity the widget shows. */
export function helpChatContract(
  name: string,
  create: () => Promise<{ chat: HelpChat; shownAs(): { name: string; email: string } | undefined }>,
): void {
  describe(`HelpChat contract: ${name}`, () => {
    test("starts with the user's name and e-mail and stops at logout", async () => {
      const h = await create();
      await h.chat.start({ name: 'Pat Doe', email: 'pat@example.com' });
      expect(h.chat.isRunning()).toBe(true);
      expect(h.shownAs()).toEqual({ name: 'Pat Doe', email: 'pat@example.com' });
      h.chat.stop();
      expect(h.chat.isRunning()).toBe(false);
      expect(h.shownAs()).toBeUndefined();
    });

    test("falls back to 'Unknown' and a placeholder address", async () => {
      const h = await create();
      await h.chat.start({});
      expect(h.shownAs()).toEqual({ name: 'Unknown', email: 'unknown@placeholder.invalid' });
      h.chat.stop();
    });
  });
}
