import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  DESCOPE_WIDGET_LOADERS,
  DescopeAccountWidgets,
  WIDGET_TAGS,
  widgetSettingsFrom,
} from '@/adapters/descope-widgets/descope-account-widgets';
import { ACCOUNT_WIDGET_KINDS } from '@/ports/account-widgets';

// Its own file (own jsdom): the packages define their elements once per registry, and the other file defines stubs.
const CONFIG = {
  descope_project_id: 'P2abc',
  identity_base_url: 'https://auth.example.com',
  descope_widgets: {
    tenant: 'T-acme',
    theme: 'dark',
    widget_ids: { userManagement: 'user-management-widget', userProfile: 'user-profile-widget' },
  },
};

describe('DescopeAccountWidgets with the real packages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  test("mounts each package's own element with project, base URL, widget id, tenant and theme", async () => {
    // Nothing reaches the network from here.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    // jsdom has no constructable style sheets, which the widgets use for their styles.
    const sheet = CSSStyleSheet.prototype as unknown as Record<string, unknown>;
    sheet.replaceSync ??= () => undefined;
    sheet.replace ??= async () => undefined;
    const widgets = new DescopeAccountWidgets(widgetSettingsFrom(CONFIG));
    for (const kind of ['userManagement', 'userProfile'] as const) {
      // A host outside the document: the element is created and upgraded, but does not start (no provider here).
      const host = document.createElement('section');
      const { element } = await widgets.mount(kind, host);
      expect(element.localName).toBe(WIDGET_TAGS[kind]);
      expect(customElements.get(WIDGET_TAGS[kind])).toBeDefined();
      expect(element).toBeInstanceOf(customElements.get(WIDGET_TAGS[kind]) as CustomElementConstructor);
      expect(Object.fromEntries(element.getAttributeNames().map((n) => [n, element.getAttribute(n)]))).toEqual({
        'project-id': 'P2abc',
        'base-url': 'https://auth.example.com',
        'widget-id': CONFIG.descope_widgets.widget_ids[kind],
        tenant: 'T-acme',
        theme: 'dark',
      });
    }
  });

  test('each kind loads its own package', () => {
    expect(Object.keys(DESCOPE_WIDGET_LOADERS).sort()).toEqual([...ACCOUNT_WIDGET_KINDS].sort());
    for (const kind of ACCOUNT_WIDGET_KINDS)
      expect(DESCOPE_WIDGET_LOADERS[kind].toString()).toContain(WIDGET_TAGS[kind].replace('descope-', '@descope/'));
  });
});
