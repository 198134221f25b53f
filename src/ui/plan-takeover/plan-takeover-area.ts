import type { AreaManifest } from '@/ui/routing/area-manifest';

/** Bringing a plan from elsewhere: its documents, the opening balances and the prior filings (decisions 0343, 0344). */
export const planTakeoverArea: AreaManifest = {
  key: 'plan-takeover',
  path: '/plan-takeover',
  title: 'Bring your plan',
  load: () => import('@/ui/plan-takeover/plan-takeover-page'),
  tile: () => import('@/ui/plan-takeover/plan-takeover-home-tile').then((m) => m.planTakeoverHomeTile),
};
