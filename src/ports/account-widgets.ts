/** The identity provider's six account widgets (spec section 2). */
export const ACCOUNT_WIDGET_KINDS = [
  'userManagement',
  'roleManagement',
  'accessKeyManagement',
  'auditManagement',
  'userProfile',
  'applicationsPortal',
] as const;

/** One of the account widgets. */
export type AccountWidgetKind = (typeof ACCOUNT_WIDGET_KINDS)[number];

/** The widgets' colour theme. */
export type AccountWidgetTheme = 'light' | 'dark' | 'os';

/** Each widget's identifier, and the tenant and theme they are given (from configuration). */
export interface AccountWidgetSettings {
  /** The identity provider's project. */
  projectId: string;
  /** The identity API's base URL; the provider's default when empty. */
  baseUrl?: string;
  tenant: string;
  theme: AccountWidgetTheme;
  /** The widget identifier of each kind (as configured in the provider's console). */
  widgetIds: Partial<Record<AccountWidgetKind, string>>;
}

/** How a widget is shown in this profile: the provider's own widget, this product's page for the job, or not at all. */
export type AccountWidgetPresentation =
  | { kind: 'provider' }
  | { kind: 'ownPage'; path: string; title: string }
  | { kind: 'unavailable'; reason: string };

/** A widget placed on the page. */
export interface MountedAccountWidget {
  /** The element that was placed. */
  readonly element: HTMLElement;
  /** Removes the widget. */
  unmount(): void;
}

/** Shows the identity provider's account widgets. */
export interface AccountWidgets {
  /** How the widget of `kind` is shown here. */
  presentation(kind: AccountWidgetKind): AccountWidgetPresentation;
  /** Loads the provider's widget of `kind` (its code only now) and places it in `host`; rejects unless shown by the provider. */
  mount(kind: AccountWidgetKind, host: HTMLElement): Promise<MountedAccountWidget>;
}
export const AccountWidgets = Symbol('AccountWidgets');

/** Why a widget cannot be mounted here. */
export class WidgetNotProvidedError extends Error {
  constructor(readonly widget: AccountWidgetKind) {
    super(`The ${widget} widget is not provided by the identity provider in this profile`);
    this.name = 'WidgetNotProvidedError';
  }
}
