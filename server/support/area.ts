import type { ServerArea } from '../area';
import type { SupportTables } from './support-schema';
import { supportMigrations } from './support-migrations';
import { supportRoutes } from './support-routes';

/** The support console, admin mode's entry and leave, and the audit trail. */
export const supportArea: ServerArea<SupportTables> = {
  key: 'support',
  routes: async (api, { deps, services, options }) => {
    await api.register(supportRoutes, {
      deps,
      signInLinks: deps.config.profile === 'local' ? services.mailer : undefined,
      identityStatus: options.identityStatus,
      identityFactors: options.identityFactors ?? services.embeddedFactorReset,
      notices: services.mailer,
      statuses: services.userStatuses,
      tokens: services.identityTokens,
    });
  },
  migrations: supportMigrations,
};
