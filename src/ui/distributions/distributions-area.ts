import type { AreaManifest } from '@/ui/routing/area-manifest';

/** Distributions: requests and their history. */
export const distributionsArea: AreaManifest = {
  key: 'distributions',
  path: '/distributions',
  title: 'Distributions',
  load: () => import('@/ui/distributions/distributions-page'),
  tile: () => import('@/ui/distributions/distributions-home-tile').then((m) => m.distributionsHomeTile),
};
