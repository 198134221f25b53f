import { makeAutoObservable, runInAction } from 'mobx';
import type { DocumentListItem, DocumentPageQuery, LibraryApi } from '@/ports/library-api';

/** Documents per page the list asks for. */
export const LIST_PAGE_SIZE = 100;
/** Shown when a page of documents could not be read. */
export const LIST_FAILED_MESSAGE = 'The documents could not be loaded. Check your connection and try again.';

/** The documents of one folder or one search, read page by page (cursor) as the user scrolls. */
export class DocumentListModel {
  /** Documents read so far, in the server's order (name, then id). */
  items: DocumentListItem[] = [];
  /** True while a page is being read. */
  loading = false;
  /** Why the last page failed. */
  error: string | undefined = undefined;
  /** True once the first page arrived. */
  loaded = false;
  private cursor: string | null = null;
  private query: DocumentPageQuery = { folderId: null };
  private generation = 0;

  constructor(private readonly api: LibraryApi) {
    makeAutoObservable<DocumentListModel, 'api' | 'generation'>(this, { api: false, generation: false }, { autoBind: true });
  }

  /** True while more pages follow. */
  get hasMore(): boolean {
    return this.cursor !== null;
  }

  /** Starts over with `query` and reads its first page. */
  async load(query: DocumentPageQuery): Promise<void> {
    this.generation++;
    this.query = query;
    this.items = [];
    this.cursor = null;
    this.loaded = false;
    await this.read(undefined);
  }

  /** Reads the next page, if there is one and none is being read. */
  async loadMore(): Promise<void> {
    if (this.loading || this.cursor === null) return;
    await this.read(this.cursor);
  }

  /** Reads the first page again (after a change). */
  reload(): Promise<void> {
    return this.load(this.query);
  }

  /** Takes a document out of the list at once (removed or moved away). */
  drop(id: string): void {
    this.items = this.items.filter((d) => d.id !== id);
  }

  private async read(cursor: string | undefined): Promise<void> {
    const generation = this.generation;
    this.loading = true;
    this.error = undefined;
    try {
      const page = await this.api.documentPage({ ...this.query, cursor, limit: LIST_PAGE_SIZE });
      runInAction(() => {
        if (generation !== this.generation) return;
        this.items = cursor === undefined ? [...page.items] : [...this.items, ...page.items];
        this.cursor = page.next_cursor;
        this.loaded = true;
      });
    } catch {
      runInAction(() => {
        if (generation === this.generation) this.error = LIST_FAILED_MESSAGE;
      });
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.loading = false;
      });
    }
  }
}
