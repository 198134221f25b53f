import type { HelpChat, HelpChatUser } from '@/ports/help-chat';
import type { ScriptLoader } from '@/ports/script-loader';
import type { SiteConfigSource } from '@/ports/site-config-source';
import type { HelpChatGlobals, UnthreadHelpChat } from './unthread-help-chat';

type UnthreadHelpChatModule = typeof import('./unthread-help-chat');

/**
 * The browser profiles' HelpChat: the same as {@link UnthreadHelpChat}, whose code loads by `import()` on the
 * first start() with a widget id configured (after sign-in), so it is not part of the first page. start() calls
 * are forwarded in order once it has loaded. stop() and isRunning() before then act as UnthreadHelpChat's own
 * before its widget script has loaded: nothing is running yet. A failed load rejects that start(); the next loads again.
 */
export class LazyHelpChat implements HelpChat {
  private chat: UnthreadHelpChat | undefined;
  private loading: Promise<UnthreadHelpChat> | undefined;

  constructor(
    private readonly siteConfig: SiteConfigSource,
    private readonly scripts: ScriptLoader,
    private readonly globals: HelpChatGlobals,
    private readonly load: () => Promise<UnthreadHelpChatModule> = () => import('./unthread-help-chat'),
  ) {}

  async start(user: HelpChatUser): Promise<void> {
    if (!this.chat && !this.siteConfig.current()?.unthread_chat_id) return;
    this.loading ??= this.load().then(
      ({ UnthreadHelpChat }) => (this.chat = new UnthreadHelpChat(this.siteConfig, this.scripts, this.globals)),
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return (this.chat ?? (await this.loading)).start(user);
  }

  stop(): void {
    this.chat?.stop();
  }

  isRunning(): boolean {
    return this.chat?.isRunning() ?? false;
  }
}
