import type { ServerArea } from '../area';
import type { PlanTakeoverTables } from './plan-takeover-schema';
import { planTakeoverMigrations } from './plan-takeover-migrations';
import { planTakeoverRoutes } from './routes';

/** Bringing a plan from elsewhere: status, opening balances (a money move) and prior 5500-EZ filings (decisions 0343, 0344). */
export const planTakeoverArea: ServerArea<PlanTakeoverTables> = {
  key: 'plan-takeover',
  routes: async (api, { deps, services }) => {
    await api.register(planTakeoverRoutes, { deps, service: services.planTakeover });
  },
  migrations: planTakeoverMigrations,
};
