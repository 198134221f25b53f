import type { ServerArea } from '../area';
import type { LoanTables } from './loans-schema';
import { loanMigrations } from './loans-migrations';
import { loanRoutes } from './routes';

/** Participant loans: terms, application, schedule, signature, repayments, offset. */
export const loansArea: ServerArea<LoanTables> = {
  key: 'loans',
  routes: async (api, { deps, services }) => {
    await api.register(loanRoutes, { deps, loans: services.loans });
  },
  migrations: loanMigrations,
};
