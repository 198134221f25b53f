// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://app.example.com/"}
import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { StaticSiteConfigSource } from '@/adapters/fakes/static-site-config-source';
import { DescopeAccountWidgets } from '@/adapters/descope-widgets/descope-account-widgets';
import { LocalAccountWidgets } from '@/adapters/local-widgets/local-account-widgets';
import { AccountWidgets } from '@/ports/account-widgets';
import type { SiteConfig } from '@/ports/site-config-source';
import { createAppContainer } from './create-app-container';

async function widgetsFor(config: SiteConfig & Record<string, unknown>): Promise<AccountWidgets> {
  const source = new StaticSiteConfigSource({ product_key: 'solo401k', descope_project_id: 'P2widgets', ...config });
  await source.load();
  return (await createAppContainer(source, { window, document })).get<AccountWidgets>(AccountWidgets);
}

describe('the account widgets binding', () => {
  test("production mounts the provider's user-management element with the configured id, tenant and theme", async () => {
    // jsdom has no constructable style sheets, which the widgets use for their styles.
    const sheet = CSSStyleSheet.prototype as unknown as Record<string, unknown>;
    sheet.replaceSync ??= () => undefined;
    const widgets = await widgetsFor({
      profile: 'production',
      descope_widgets: { tenant: 'T-plan', theme: 'light', widget_ids: { userManagement: 'um-1' } },
    });
    expect(widgets).toBeInstanceOf(DescopeAccountWidgets);
    expect(widgets.presentation('userManagement')).toEqual({ kind: 'provider' });
    expect(widgets.presentation('roleManagement').kind).toBe('unavailable');
    // A host outside the document: the element is created and upgraded but does not start (no provider here).
    const host = document.createElement('div');
    const { element } = await widgets.mount('userManagement', host);
    expect(element.localName).toBe('descope-user-management-widget');
    expect(element).toBeInstanceOf(customElements.get('descope-user-management-widget') as CustomElementConstructor);
    expect(element.getAttribute('project-id')).toBe('P2widgets');
    expect(element.getAttribute('widget-id')).toBe('um-1');
    expect(element.getAttribute('tenant')).toBe('T-plan');
    expect(element.getAttribute('theme')).toBe('light');
  });

  test("local shows this product's own pages behind the same port", async () => {
    const widgets = await widgetsFor({ profile: 'local' });
    expect(widgets).toBeInstanceOf(LocalAccountWidgets);
    expect(widgets.presentation('userManagement')).toEqual({ kind: 'ownPage', path: '/support', title: 'Support console' });
  });
});
