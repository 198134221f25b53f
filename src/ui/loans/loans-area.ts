import type { AreaManifest } from '@/ui/routing/area-manifest';

/** Participant loans: the application, the schedule and each loan's state. */
export const loansArea: AreaManifest = {
  key: 'loans',
  path: '/loans',
  title: 'Loans',
  load: () => import('@/ui/loans/loans-page'),
  tile: () => import('@/ui/loans/loans-home-tile').then((m) => m.loansHomeTile),
};
