import type { ServerArea } from '../area';
import { planAmendmentMigrations } from './plan-amendments-migrations';
import type { PlanAmendmentTables } from './plan-amendments-schema';
import { planAmendmentRoutes } from './routes';

/** The plan's required amendments and restatement, signed by its owner and filed in the library (decision 0341). */
export const planAmendmentsArea: ServerArea<PlanAmendmentTables> = {
  key: 'plan-amendments',
  routes: async (api, { deps, services }) => {
    await api.register(planAmendmentRoutes, { deps, service: services.planAmendments });
  },
  migrations: planAmendmentMigrations,
};
