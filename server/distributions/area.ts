import type { ServerArea } from '../area';
import type { DistributionAreaTables } from './distributions-schema';
import { distributionMigrations } from './distributions-migrations';
import { distributionRoutes } from './routes';

/** Distribution requests, hardship included, and the corrections of excess contributions. */
export const distributionsArea: ServerArea<DistributionAreaTables> = {
  key: 'distributions',
  routes: async (api, { deps, services }) => {
    await api.register(distributionRoutes, {
      deps,
      distributions: services.distributions,
      corrections: services.excessDeferralCorrections,
      annualCorrections: services.excessAnnualAdditionsCorrections,
      conversions: services.rothConversions,
    });
  },
  migrations: distributionMigrations,
};
