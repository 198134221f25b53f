import {
  type AccountWidgetKind,
  type AccountWidgetPresentation,
  type AccountWidgets,
  type MountedAccountWidget,
  WidgetNotProvidedError,
} from '@/ports/account-widgets';

/**
 * The local profile's widgets (decision 0270): the provider's widgets cannot run against the embedded identity
 * service (their screens and component library come from the provider's hosted content), so each job is this
 * product's own page where it has one, and otherwise says why it is not here.
 */
export const LOCAL_WIDGETS: Record<AccountWidgetKind, AccountWidgetPresentation> = {
  userManagement: { kind: 'ownPage', path: '/support', title: 'Support console' },
  auditManagement: { kind: 'ownPage', path: '/support/audit', title: 'Audit trail' },
  userProfile: { kind: 'ownPage', path: '/profile', title: 'Profile and security' },
  roleManagement: {
    kind: 'unavailable',
    reason: 'The embedded identity service has one role, support, given by the SUPPORT_EMAILS setting.',
  },
  accessKeyManagement: { kind: 'unavailable', reason: 'The embedded identity service issues no access keys.' },
  applicationsPortal: { kind: 'unavailable', reason: 'This product is the only application of the embedded identity service.' },
};

/** The local profile's AccountWidgets: this product's own pages behind the same port. */
export class LocalAccountWidgets implements AccountWidgets {
  presentation(kind: AccountWidgetKind): AccountWidgetPresentation {
    return LOCAL_WIDGETS[kind];
  }

  async mount(kind: AccountWidgetKind, _host: HTMLElement): Promise<MountedAccountWidget> {
    throw new WidgetNotProvidedError(kind);
  }
}
