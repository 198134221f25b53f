import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ACCOUNT_WIDGET_KINDS,
  type AccountWidgetKind,
  type AccountWidgetPresentation,
  AccountWidgets,
  type MountedAccountWidget,
} from '@/ports/account-widgets';

/** The widgets' names as people read them (spec section 2). */
export const WIDGET_TITLES: Record<AccountWidgetKind, string> = {
  userManagement: 'User management',
  roleManagement: 'Role management',
  accessKeyManagement: 'Access-key management',
  auditManagement: 'Audit management',
  userProfile: 'User profile',
  applicationsPortal: 'Applications portal',
};

/** Shown when a provider's widget fails to load. */
export const WIDGET_FAILED_MESSAGE = 'This widget could not be loaded. Please try again later.';

/** One widget as the page lists it. */
export interface WidgetEntry {
  kind: AccountWidgetKind;
  title: string;
  presentation: AccountWidgetPresentation;
}

/** The account widgets page: each of the six, shown by the provider, as this product's page, or with the reason. */
@injectable()
export class AccountWidgetsViewModel {
  /** Widgets whose loading failed. */
  failed: AccountWidgetKind[] = [];

  constructor(@inject(AccountWidgets) private readonly widgets: AccountWidgets) {
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** The six widgets in the spec's order. */
  get entries(): WidgetEntry[] {
    return ACCOUNT_WIDGET_KINDS.map((kind) => ({
      kind,
      title: WIDGET_TITLES[kind],
      presentation: this.widgets.presentation(kind),
    }));
  }

  /** Places the provider's widget in `host` (its code loads now); undefined when it failed. */
  async mount(kind: AccountWidgetKind, host: HTMLElement): Promise<MountedAccountWidget | undefined> {
    try {
      return await this.widgets.mount(kind, host);
    } catch {
      runInAction(() => this.failed.push(kind));
      return undefined;
    }
  }
}
