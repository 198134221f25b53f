import type { ServerArea } from '../area';
import type { BeneficiaryTables } from './beneficiaries-schema';
import { beneficiaryMigrations } from './beneficiaries-migrations';
import { beneficiaryRoutes } from './routes';

/** Beneficiary designations and the spouse's consent. */
export const beneficiariesArea: ServerArea<BeneficiaryTables> = {
  key: 'beneficiaries',
  routes: async (api, { deps, services }) => {
    await api.register(beneficiaryRoutes, { deps, service: services.beneficiaries });
  },
  migrations: beneficiaryMigrations,
};
