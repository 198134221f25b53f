import type { AreaManifest } from '@/ui/routing/area-manifest';

/** Incoming rollovers: the request and each rollover's next step. */
export const rolloversArea: AreaManifest = {
  key: 'rollovers',
  path: '/rollovers',
  title: 'Rollovers',
  heading: 'Incoming rollovers',
  load: () => import('@/ui/rollovers/rollovers-page'),
  tile: () => import('@/ui/rollovers/rollovers-home-tile').then((m) => m.rolloversHomeTile),
};
