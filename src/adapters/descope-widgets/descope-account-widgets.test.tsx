import { describe, expect, test } from 'vitest';
import { accountWidgetsContract } from '@/adapters/contracts/account-widgets.contract';
import { DescopeAccountWidgets, WIDGET_TAGS, widgetSettingsFrom } from '@/adapters/descope-widgets/descope-account-widgets';
import { ACCOUNT_WIDGET_KINDS, type AccountWidgetKind } from '@/ports/account-widgets';

const CONFIG = {
  descope_project_id: 'P2abc',
  identity_base_url: 'https://auth.example.com',
  descope_widgets: {
    tenant: 'T-acme',
    theme: 'dark',
    widget_ids: {
      userManagement: 'user-management-widget',
      roleManagement: 'role-management-widget',
      accessKeyManagement: 'access-key-management-widget',
      auditManagement: 'audit-management-widget',
      userProfile: 'user-profile-widget',
      applicationsPortal: 'applications-portal-widget',
    },
  },
};

/** Loaders that define a plain element under each package's tag (the packages' code is not needed for the contract). */
const stubLoaders = Object.fromEntries(
  ACCOUNT_WIDGET_KINDS.map((kind) => [
    kind,
    async () => {
      if (!customElements.get(WIDGET_TAGS[kind])) customElements.define(WIDGET_TAGS[kind], class extends HTMLElement {});
    },
  ]),
) as Record<AccountWidgetKind, () => Promise<unknown>>;

accountWidgetsContract('DescopeAccountWidgets', () => new DescopeAccountWidgets(widgetSettingsFrom(CONFIG), stubLoaders));
accountWidgetsContract(
  'DescopeAccountWidgets with some widgets not configured',
  () =>
    new DescopeAccountWidgets(
      widgetSettingsFrom({ ...CONFIG, descope_widgets: { widget_ids: { userProfile: 'profile' } } }),
      stubLoaders,
    ),
);

describe('widgetSettingsFrom', () => {
  test('reads identifiers, tenant and theme from the site configuration; an unknown theme follows the system', () => {
    expect(widgetSettingsFrom(CONFIG)).toEqual({
      projectId: 'P2abc',
      baseUrl: 'https://auth.example.com',
      tenant: 'T-acme',
      theme: 'dark',
      widgetIds: CONFIG.descope_widgets.widget_ids,
    });
    expect(widgetSettingsFrom({ descope_widgets: { theme: 'neon', widget_ids: { userProfile: '', nope: 'x' } } })).toEqual({
      projectId: '',
      baseUrl: undefined,
      tenant: '',
      theme: 'os',
      widgetIds: {},
    });
  });
});
