import type { ServerArea } from '../area';
import type { ContributionTables } from './contributions-schema';
import { contributionRoutes } from './contribution-routes';
import { contributionMigrations } from './contributions-migrations';

/** The contribution ledger, plan years, Form 5500-EZ and the tax forms. */
export const contributionsArea: ServerArea<ContributionTables> = {
  key: 'contributions',
  routes: async (api, { deps, services }) => {
    await api.register(contributionRoutes, { deps, services });
  },
  migrations: contributionMigrations,
};
