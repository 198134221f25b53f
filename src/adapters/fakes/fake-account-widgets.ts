import {
  type AccountWidgetKind,
  type AccountWidgetPresentation,
  type AccountWidgets,
  type MountedAccountWidget,
  WidgetNotProvidedError,
} from '@/ports/account-widgets';

/** In-memory AccountWidgets: every widget "provided" as a plain element named after it; records mounts. */
export class FakeAccountWidgets implements AccountWidgets {
  /** Kinds mounted, in order. */
  readonly mounted: AccountWidgetKind[] = [];
  /** Presentations a test sets; 'provider' by default. */
  readonly presentations = new Map<AccountWidgetKind, AccountWidgetPresentation>();

  presentation(kind: AccountWidgetKind): AccountWidgetPresentation {
    return this.presentations.get(kind) ?? { kind: 'provider' };
  }

  async mount(kind: AccountWidgetKind, host: HTMLElement): Promise<MountedAccountWidget> {
    if (this.presentation(kind).kind !== 'provider') throw new WidgetNotProvidedError(kind);
    const element = host.ownerDocument.createElement('div');
    element.dataset.widget = kind;
    host.replaceChildren(element);
    this.mounted.push(kind);
    return { element, unmount: () => element.remove() };
  }
}
