import type { AreaManifest } from '@/ui/routing/area-manifest';

/** The plan's assets: holdings, allocation and transactions. */
export const assetsArea: AreaManifest = {
  key: 'assets',
  path: '/assets',
  title: 'Assets',
  load: () => import('@/ui/assets/assets-page'),
  tile: () => import('@/ui/assets/assets-home-tile').then((m) => m.assetsHomeTile),
};
