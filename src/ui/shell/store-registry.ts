import { injectable } from 'inversify';

/** A store that holds data of the signed-in user (or of the participant in admin mode). */
export interface ClearableStore {
  /** Forgets everything the store holds. */
  clear(): void;
}

/** Every store the app keeps, so that logout and admin mode can clear them all at once. */
@injectable()
export class StoreRegistry {
  private readonly stores = new Set<ClearableStore>();

  /** Adds a store; returns a function that removes it again. */
  register(store: ClearableStore): () => void {
    this.stores.add(store);
    return () => this.stores.delete(store);
  }

  /** Clears every registered store. */
  clearAll(): void {
    for (const store of this.stores) store.clear();
  }
}
