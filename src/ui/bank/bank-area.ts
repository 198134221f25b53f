import type { AreaManifest } from '@/ui/routing/area-manifest';
import type { PageModule } from '@/ui/routing/page-table';

/** Both bank areas show the one bank application page (its `variant` tells which). */
const bankApplicationPage = (): Promise<PageModule> => import('@/ui/bank/bank-application-page');

/** Bank onboarding: the participant's bank account application. */
export const bankArea: AreaManifest = {
  key: 'onboarding',
  path: '/onboarding',
  title: 'Bank account',
  load: bankApplicationPage,
  tile: () => import('@/ui/bank/bank-home-tile').then((m) => m.bankHomeTile),
};

/** Identity verification: the same application, opened at its identity steps. */
export const identityVerificationArea: AreaManifest = {
  key: 'identity-verification',
  path: '/identity-verification',
  title: 'Identity verification',
  load: bankApplicationPage,
  tile: () => import('@/ui/bank/bank-home-tile').then((m) => m.identityHomeTile),
};
