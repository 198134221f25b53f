import type { ServerArea } from '../area';
import type { RolloverTables } from './rollovers-schema';
import { rolloverMigrations } from './rollovers-migrations';
import { rolloverRoutes } from './routes';

/** Incoming rollovers: request, the signed letter, the statement, status moves. */
export const rolloversArea: ServerArea<RolloverTables> = {
  key: 'rollovers',
  routes: async (api, { deps, services }) => {
    await api.register(rolloverRoutes, { deps, service: services.rollovers });
  },
  migrations: rolloverMigrations,
};
