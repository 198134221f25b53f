/** Tells when the tab becomes visible again (refresh after expiry). */
export interface Visibility {
  /** Subscribes to the tab becoming visible; returns an unsubscribe function. */
  onDidBecomeVisible(listener: () => void): () => void;
}

/** Visibility over document.visibilityState. */
export function documentVisibility(doc: Document): Visibility {
  return {
    onDidBecomeVisible(listener) {
      const handler = (): void => {
        if (doc.visibilityState === 'visible') listener();
      };
      doc.addEventListener('visibilitychange', handler);
      return () => doc.removeEventListener('visibilitychange', handler);
    },
  };
}

/** A Visibility a test drives by calling show(). */
export class ManualVisibility implements Visibility {
  private readonly listeners = new Set<() => void>();

  onDidBecomeVisible(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Fires the tab-became-visible event. */
  show(): void {
    for (const listener of this.listeners) listener();
  }
}
