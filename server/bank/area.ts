import type { ServerArea } from '../area';
import type { BankTables } from './bank-schema';
import { bankMigrations } from './bank-migrations';
import { bankRoutes } from './bank-routes';

/** The bank application: status, submit, documents, step-up, review, connection and micro-deposits. */
export const bankArea: ServerArea<BankTables> = {
  key: 'bank',
  routes: async (api, { deps, services }) => {
    await api.register(bankRoutes, { deps, service: services.bank, store: services.bankStore });
  },
  migrations: bankMigrations,
};
