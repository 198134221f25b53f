import type { AreaManifest } from '@/ui/routing/area-manifest';

/** The profile: details, sign-in methods, sessions and notifications. */
export const profileArea: AreaManifest = {
  key: 'profile',
  path: '/profile',
  title: 'Profile and security',
  load: () => import('@/ui/profile/profile-page'),
  tile: () => import('@/ui/profile/profile-home-tile').then((m) => m.profileHomeTile),
};
