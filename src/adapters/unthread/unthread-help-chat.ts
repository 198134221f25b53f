import type { HelpChat, HelpChatUser } from '@/ports/help-chat';
import type { ScriptLoader } from '@/ports/script-loader';
import type { SiteConfigSource } from '@/ports/site-config-source';

/** Name shown when the user has none. */
export const HELP_CHAT_UNKNOWN_NAME = 'Unknown';
/** Address used when the user has no e-mail. */
export const HELP_CHAT_PLACEHOLDER_EMAIL = 'unknown@placeholder.invalid';
/** Where the chat widget's script is served from. */
export const HELP_CHAT_SCRIPT = 'https://cdn.unthread.io/in-app-chat/widget.js';

/** The widget's browser globals (settings read at load, and its start/shutdown API). */
export interface HelpChatGlobals {
  unthreadSettings?: { widgetId: string; user: { name: string; email: string } };
  Unthread?: { start?(): void; shutdown?(): void; update?(settings: unknown): void };
}

/** The user the widget is started for, with the spec's fallbacks. */
export function helpChatIdentity(user: HelpChatUser): { name: string; email: string } {
  return { name: user.name?.trim() || HELP_CHAT_UNKNOWN_NAME, email: user.email?.trim() || HELP_CHAT_PLACEHOLDER_EMAIL };
}

/** The help chat widget (Unthread), loaded as a script only when a widget id is configured. */
export class UnthreadHelpChat implements HelpChat {
  private running = false;

  constructor(
    private readonly siteConfig: SiteConfigSource,
    private readonly scripts: ScriptLoader,
    private readonly globals: HelpChatGlobals,
    private readonly logger: Pick<Console, 'warn'> = console,
  ) {}

  async start(user: HelpChatUser): Promise<void> {
    const widgetId = this.siteConfig.current()?.unthread_chat_id;
    if (!widgetId) return;
    const settings = { widgetId, user: helpChatIdentity(user) };
    this.globals.unthreadSettings = settings;
    try {
      await this.scripts.load(HELP_CHAT_SCRIPT, { viaProxy: true });
      if (this.running) this.globals.Unthread?.update?.(settings);
      else this.globals.Unthread?.start?.();
      this.running = true;
    } catch (error) {
      this.logger.warn('Help chat failed to load', error);
    }
  }

  stop(): void {
    if (!this.running) return;
    this.globals.Unthread?.shutdown?.();
    delete this.globals.unthreadSettings;
    this.running = false;
  }

  isRunning(): boolean {
    return this.running;
  }
}
