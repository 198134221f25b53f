import type { AreaManifest } from '@/ui/routing/area-manifest';
import type { PageModule } from '@/ui/routing/page-table';

const libraryPage = (): Promise<PageModule> => import('@/ui/library/library-page');

/** The document library: its top level, and each folder by deep link. */
export const libraryArea: AreaManifest = {
  key: 'library',
  path: '/library',
  title: 'Document library',
  load: libraryPage,
  tile: () => import('@/ui/library/library-home-tile').then((m) => m.libraryHomeTile),
  pages: [{ pattern: '/library/:folderId', title: 'Document library', load: libraryPage, variant: 'library' }],
};
