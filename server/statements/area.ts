import type { ServerArea } from '../area';
import { statementRoutes } from './routes';
import { statementMigrations } from './statements-migrations';
import type { StatementTables } from './statements-schema';

/** The trust account's statements: imports, classified transactions, rules, the reconciliation (decision 0333). */
export const statementsArea: ServerArea<StatementTables> = {
  key: 'statements',
  routes: async (api, { deps, services }) => {
    await api.register(statementRoutes, { deps, service: services.statements });
  },
  migrations: statementMigrations,
};
