import { describe, expect, test } from 'vitest';
import { helpChatContract } from '@/adapters/contracts/help-chat.contract';
import { FakeScriptLoader } from '@/adapters/fakes/fake-script-loader';
import { StaticSiteConfigSource } from '@/adapters/fakes/static-site-config-source';
import { LazyHelpChat } from './lazy-help-chat';
import { HELP_CHAT_SCRIPT, UnthreadHelpChat, type HelpChatGlobals } from './unthread-help-chat';

// The widget script cannot load here: a stand-in for its global records start/shutdown.
async function make(
  widgetId?: string,
): Promise<{ chat: UnthreadHelpChat; globals: HelpChatGlobals; calls: string[]; scripts: FakeScriptLoader }> {
  const source = new StaticSiteConfigSource({ unthread_chat_id: widgetId });
  await source.load();
  const calls: string[] = [];
  const globals: HelpChatGlobals = {
    Unthread: { start: () => calls.push('start'), shutdown: () => calls.push('shutdown'), update: () => calls.push('update') },
  };
  const scripts = new FakeScriptLoader('/proxy');
  return { chat: new UnthreadHelpChat(source, scripts, globals), globals, calls, scripts };
}

helpChatContract('UnthreadHelpChat', async () => {
  const { chat, globals } = await make('widget-1');
  return { chat, shownAs: () => (chat.isRunning() ? globals.unthreadSettings?.user : undefined) };
});

describe('UnthreadHelpChat', () => {
  test('loads the widget through the proxy path with the configured id, and shuts it down on stop', async () => {
    const { chat, globals, calls, scripts } = await make('widget-7');
    await chat.start({ name: 'Sam' });
    expect(scripts.loaded).toEqual([`/proxy?url=${encodeURIComponent(HELP_CHAT_SCRIPT)}`]);
    expect(globals.unthreadSettings?.widgetId).toBe('widget-7');
    chat.stop();
    expect(calls).toEqual(['start', 'shutdown']);
    expect(globals.unthreadSettings).toBeUndefined();
  });

  test('does nothing when no widget id is configured', async () => {
    const { chat, scripts } = await make(undefined);
    await chat.start({ name: 'Sam' });
    expect(chat.isRunning()).toBe(false);
    expect(scripts.loaded).toEqual([]);
  });
});

helpChatContract('LazyHelpChat (loads UnthreadHelpChat on start)', async () => {
  const { globals } = await make('widget-1');
  const source = new StaticSiteConfigSource({ unthread_chat_id: 'widget-1' });
  await source.load();
  const chat = new LazyHelpChat(source, new FakeScriptLoader(), globals);
  return { chat, shownAs: () => (chat.isRunning() ? globals.unthreadSettings?.user : undefined) };
});

describe('LazyHelpChat', () => {
  test('loads the adapter only when a widget id is configured, once; stop before the load does nothing', async () => {
    let loads = 0;
    const load = () => {
      loads += 1;
      return import('./unthread-help-chat');
    };
    const none = await make();
    const off = new LazyHelpChat(new StaticSiteConfigSource({}), none.scripts, none.globals, load);
    await off.start({ name: 'Sam' });
    expect(loads).toBe(0);
    expect(off.isRunning()).toBe(false);
    const { globals, calls, scripts } = await make('widget-7');
    const source = new StaticSiteConfigSource({ unthread_chat_id: 'widget-7' });
    await source.load();
    const chat = new LazyHelpChat(source, scripts, globals, load);
    const first = chat.start({ name: 'Sam' });
    chat.stop();
    await Promise.all([first, chat.start({ name: 'Pat' })]);
    expect(loads).toBe(1);
    expect(calls).toEqual(['start', 'update']);
    expect(globals.unthreadSettings?.user.name).toBe('Pat');
    chat.stop();
    expect(calls).toEqual(['start', 'update', 'shutdown']);
  });

  test('a failed load rejects that start; the next start loads again', async () => {
    const { globals, scripts } = await make('widget-7');
    const source = new StaticSiteConfigSource({ unthread_chat_id: 'widget-7' });
    await source.load();
    let fail = true;
    const chat = new LazyHelpChat(source, scripts, globals, () =>
      fail ? Promise.reject(new Error('chunk failed')) : import('./unthread-help-chat'),
    );
    await expect(chat.start({})).rejects.toThrow('chunk failed');
    fail = false;
    await chat.start({});
    expect(chat.isRunning()).toBe(true);
  });
});
