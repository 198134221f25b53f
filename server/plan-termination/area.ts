import type { ServerArea } from '../area';
import type { PlanTerminationTables } from './plan-termination-schema';
import { planTerminationMigrations } from './plan-termination-migrations';
import { planTerminationRoutes } from './routes';

/** Ending the plan (decision 0339): the signed resolution, the wind-up checklist, the plan's terminated state. */
export const planTerminationArea: ServerArea<PlanTerminationTables> = {
  key: 'plan-termination',
  routes: async (api, { deps, services }) => {
    await api.register(planTerminationRoutes, { deps, service: services.planTerminations });
  },
  migrations: planTerminationMigrations,
};
