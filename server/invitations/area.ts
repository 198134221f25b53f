import type { ServerArea } from '../area';
import type { InvitationTables } from './invitations-schema';
import { invitationMigrations } from './invitations-migrations';
import { invitationRoutes } from './routes';

/** The owner's invitations and the participant's acceptance and joining. */
export const invitationsArea: ServerArea<InvitationTables> = {
  key: 'invitations',
  routes: async (api, { deps, services }) => {
    await api.register(invitationRoutes, { deps, invitations: services.invitations });
  },
  migrations: invitationMigrations,
};
