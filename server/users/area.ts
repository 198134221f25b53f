import type { ServerArea } from '../area';
import { userRoutes } from './user-routes';
import { usersAreaMigrations } from './users-migrations';

/** The user's own record, participant search and the audit list. */
export const usersArea: ServerArea = {
  key: 'users',
  routes: async (api, { deps }) => {
    await api.register(userRoutes, { deps });
  },
  migrations: usersAreaMigrations,
};
