import type { AreaManifest } from '@/ui/routing/area-manifest';

/** Participants: the owner's invitations, and the page an invitation's link opens. */
export const invitationsArea: AreaManifest = {
  key: 'invitations',
  path: '/invitations',
  title: 'Participants',
  load: () => import('@/ui/invitations/invitations-page'),
  tile: () => import('@/ui/invitations/invitations-home-tile').then((m) => m.invitationsHomeTile),
  pages: [{ pattern: '/join', title: 'Join a plan', load: () => import('@/ui/invitations/join-page') }],
};
