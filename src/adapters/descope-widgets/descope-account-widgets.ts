import {
  ACCOUNT_WIDGET_KINDS,
  type AccountWidgetKind,
  type AccountWidgetPresentation,
  type AccountWidgets,
  type AccountWidgetSettings,
  type AccountWidgetTheme,
  type MountedAccountWidget,
  WidgetNotProvidedError,
} from '@/ports/account-widgets';

/** The custom element each package defines. */
export const WIDGET_TAGS: Record<AccountWidgetKind, string> = {
  userManagement: 'descope-user-management-widget',
  roleManagement: 'descope-role-management-widget',
  accessKeyManagement: 'descope-access-key-management-widget',
  auditManagement: 'descope-audit-management-widget',
  userProfile: 'descope-user-profile-widget',
  applicationsPortal: 'descope-applications-portal-widget',
};

/** Loads a widget package (which defines its element); each is a separate chunk, fetched on first mount only. */
export type WidgetLoader = () => Promise<unknown>;

/** The packages, imported lazily (they are large: never on the first page). */
export const DESCOPE_WIDGET_LOADERS: Record<AccountWidgetKind, WidgetLoader> = {
  userManagement: () => import('@descope/user-management-widget'),
  roleManagement: () => import('@descope/role-management-widget'),
  accessKeyManagement: () => import('@descope/access-key-management-widget'),
  auditManagement: () => import('@descope/audit-management-widget'),
  userProfile: () => import('@descope/user-profile-widget'),
  applicationsPortal: () => import('@descope/applications-portal-widget'),
};

const THEMES: readonly AccountWidgetTheme[] = ['light', 'dark', 'os'];

/** Reads the widget settings from the runtime site configuration (`descope_project_id`, `descope_widgets`). */
export function widgetSettingsFrom(config: Record<string, unknown>): AccountWidgetSettings {
  const raw = (config.descope_widgets ?? {}) as Record<string, unknown>;
  const ids = (raw.widget_ids ?? {}) as Record<string, unknown>;
  const widgetIds: Partial<Record<AccountWidgetKind, string>> = {};
  for (const kind of ACCOUNT_WIDGET_KINDS)
    if (typeof ids[kind] === 'string' && ids[kind] !== '') widgetIds[kind] = ids[kind] as string;
  const theme = THEMES.find((t) => t === raw.theme) ?? 'os';
  return {
    projectId: typeof config.descope_project_id === 'string' ? config.descope_project_id : '',
    baseUrl:
      typeof config.identity_base_url === 'string' && config.identity_base_url !== '' ? config.identity_base_url : undefined,
    tenant: typeof raw.tenant === 'string' ? raw.tenant : '',
    theme,
    widgetIds,
  };
}

/**
 * The production adapter: the identity provider's own widget web components (@descope/*-widget), each given its
 * identifier, the tenant and the theme from configuration. A widget without a configured identifier is not shown.
 */
export class DescopeAccountWidgets implements AccountWidgets {
  constructor(
    private readonly settings: AccountWidgetSettings,
    private readonly loaders: Record<AccountWidgetKind, WidgetLoader> = DESCOPE_WIDGET_LOADERS,
    private readonly doc: Document = document,
  ) {}

  presentation(kind: AccountWidgetKind): AccountWidgetPresentation {
    return this.settings.widgetIds[kind]
      ? { kind: 'provider' }
      : { kind: 'unavailable', reason: 'This widget is not configured for the project.' };
  }

  async mount(kind: AccountWidgetKind, host: HTMLElement): Promise<MountedAccountWidget> {
    const widgetId = this.settings.widgetIds[kind];
    if (!widgetId) throw new WidgetNotProvidedError(kind);
    await this.loaders[kind]();
    const element = this.doc.createElement(WIDGET_TAGS[kind]);
    element.setAttribute('project-id', this.settings.projectId);
    if (this.settings.baseUrl) element.setAttribute('base-url', this.settings.baseUrl);
    element.setAttribute('widget-id', widgetId);
    element.setAttribute('tenant', this.settings.tenant);
    element.setAttribute('theme', this.settings.theme);
    host.replaceChildren(element);
    return { element, unmount: () => element.remove() };
  }
}
