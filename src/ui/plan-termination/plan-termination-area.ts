import type { AreaManifest } from '@/ui/routing/area-manifest';

/** Ending the plan: the resolution, the wind-up checklist, the plan's terminated state (decision 0339). */
export const planTerminationArea: AreaManifest = {
  key: 'plan-termination',
  path: '/plan-termination',
  title: 'Ending the plan',
  load: () => import('@/ui/plan-termination/plan-termination-page'),
  tile: () => import('@/ui/plan-termination/plan-termination-home-tile').then((m) => m.planTerminationHomeTile),
};
