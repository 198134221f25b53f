import type { AreaManifest } from '@/ui/routing/area-manifest';

/** Beneficiaries: the designation in force, the spouse's consent and the history. */
export const beneficiariesArea: AreaManifest = {
  key: 'beneficiaries',
  path: '/beneficiaries',
  title: 'Beneficiaries',
  load: () => import('@/ui/beneficiaries/beneficiaries-page'),
  tile: () => import('@/ui/beneficiaries/beneficiaries-home-tile').then((m) => m.beneficiariesHomeTile),
};
