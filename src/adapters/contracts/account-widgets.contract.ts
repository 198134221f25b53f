import { describe, expect, test } from 'vitest';
import { ACCOUNT_WIDGET_KINDS, type AccountWidgets, WidgetNotProvidedError } from '@/ports/account-widgets';

/** The AccountWidgets contract (needs a DOM); `create` answers an adapter under test. */
export function accountWidgetsContract(name: string, create: () => AccountWidgets): void {
  describe(`AccountWidgets contract: ${name}`, () => {
    test('says for each of the six widgets how it is shown: the provider, an own page (an in-app path) or why not', () => {
      const widgets = create();
      for (const kind of ACCOUNT_WIDGET_KINDS) {
        const p = widgets.presentation(kind);
        if (p.kind === 'ownPage') {
          expect(p.path).toMatch(/^\/[^/\\]/);
          expect(p.title.trim()).not.toBe('');
        } else if (p.kind === 'unavailable') expect(p.reason.trim()).not.toBe('');
        else expect(p).toEqual({ kind: 'provider' });
      }
    });

    test("mounts a provider's widget as the host's only child, and unmounting removes it", async () => {
      const widgets = create();
      for (const kind of ACCOUNT_WIDGET_KINDS.filter((k) => widgets.presentation(k).kind === 'provider')) {
        const host = document.createElement('div');
        host.append(document.createElement('p'));
        document.body.append(host);
        const mounted = await widgets.mount(kind, host);
        expect([...host.children]).toEqual([mounted.element]);
        mounted.unmount();
        expect(host.children).toHaveLength(0);
        host.remove();
      }
    });

    test('refuses to mount a widget it does not provide, leaving the host alone', async () => {
      const widgets = create();
      for (const kind of ACCOUNT_WIDGET_KINDS.filter((k) => widgets.presentation(k).kind !== 'provider')) {
        const host = document.createElement('div');
        await expect(widgets.mount(kind, host)).rejects.toBeInstanceOf(WidgetNotProvidedError);
        expect(host.children).toHaveLength(0);
      }
    });
  });
}
