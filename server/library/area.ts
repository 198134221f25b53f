import type { ServerArea } from '../area';
import type { LibraryTables } from './schema';
import { downloadRoutes } from './download-routes';
import { libraryMigrations } from './migrations';
import { libraryRoutes } from './routes';

/** Folders, documents and versions; the signed download link, which is its own credential. */
export const libraryArea: ServerArea<LibraryTables> = {
  key: 'library',
  openRoutes: async (api, { deps, services }) => {
    await api.register(downloadRoutes, { deps, documents: services.documents });
  },
  routes: async (api, { deps, services }) => {
    await api.register(libraryRoutes, {
      deps,
      folders: services.folders,
      documents: services.documents,
      pages: services.documentPages,
    });
  },
  migrations: libraryMigrations,
};
