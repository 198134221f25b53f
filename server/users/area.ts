import type { ServerArea } from '../area';
import type { UsersAreaTables } from './users-schema';
import { userRoutes } from './user-routes';
import { usersAreaMigrations } from './users-migrations';

/** The user's own record, participant search and the audit list. */
export const usersArea: ServerArea<UsersAreaTables> = {
  key: 'users',
  routes: async (api, { deps }) => {
    await api.register(userRoutes, { deps });
  },
  migrations: usersAreaMigrations,
};
