import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageEntry, PageProps } from '@/ui/routing/page-table';

/** A page's code could not be downloaded (network failure, blocked request, removed file). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app failed to load', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Messages of the browsers' own dynamic-import failures, and of Vite's CSS preload failure. */
const LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** True for an error that means a part of the app could not be downloaded (wrapped by lazyPage or the browser's own). */
export function isLoadFailure(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && LOAD_FAILURE.test(error.message));
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
