import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageEntry, PageProps } from '@/ui/routing/page-table';

/** A page's code could not be downloaded (network failure, blocked request, removed file). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app failed to load', { cause });
    this.name = 'ChunkLoadError';
  }
}

const pages = new Map<PageEntry, LazyExoticComponent<ComponentType<PageProps>>>();

/** The lazily loaded component of a page; a failed load is forgotten so that a later visit tries again. */
export function lazyPage(entry: PageEntry): LazyExoticComponent<ComponentType<PageProps>> {
  let page = pages.get(entry);
  if (!page) {
    page = lazy(() =>
      entry.load().catch((error: unknown) => {
        pages.delete(entry);
        throw new ChunkLoadError(error);
      }),
    );
    pages.set(entry, page);
  }
  return page;
}
