import type { AreaManifest } from '@/ui/routing/area-manifest';

/** The plan's trust account: its statements imported, each transaction classified, reconciled with the ledger. */
export const trustAccountArea: AreaManifest = {
  key: 'trust-account',
  path: '/trust-account',
  title: 'Trust account',
  load: () => import('@/ui/trust-account/trust-account-page'),
  tile: () => import('@/ui/trust-account/trust-account-home-tile').then((m) => m.trustAccountHomeTile),
};
