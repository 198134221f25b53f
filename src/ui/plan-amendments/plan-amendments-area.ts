import type { AreaManifest } from '@/ui/routing/area-manifest';

/** The plan document's required amendments and restatement: reviewed, signed and filed in the library (decision 0341). */
export const planAmendmentsArea: AreaManifest = {
  key: 'plan-amendments',
  path: '/plan-amendments',
  title: 'Plan amendments',
  load: () => import('@/ui/plan-amendments/plan-amendments-page'),
  tile: () => import('@/ui/plan-amendments/plan-amendments-home-tile').then((m) => m.planAmendmentsHomeTile),
};
