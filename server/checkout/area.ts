import type { ServerArea } from '../area';
import { stepRoutes } from './step-routes';

/** The checkout's and the bank application's saved steps and resume point (tables in server/db/core-migrations.ts). */
export const checkoutArea: ServerArea = {
  key: 'checkout',
  routes: async (api, { deps, services }) => {
    await api.register(stepRoutes, { deps, store: services.steps });
  },
};
