import type { AreaManifest } from '@/ui/routing/area-manifest';

/** Contributions against the IRS limits, with Form 5500-EZ and the tax forms. */
export const contributionsArea: AreaManifest = {
  key: 'contributions',
  path: '/contributions',
  title: 'Contributions',
  load: () => import('@/ui/contributions/contributions-page'),
  tile: () => import('@/ui/contributions/contributions-home-tile').then((m) => m.contributionsHomeTile),
};
