import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { statementsApiContract } from '@/adapters/contracts/statements-api.contract';
import { HttpStatementsApi } from './http-statements-api';

const server = embeddedOwners(new Date('2026-11-23T10:00:00Z'));

// A new owner with an adopted plan for each test, so each starts with no statement.
statementsApiContract('HttpStatementsApi against the embedded server', async () => {
  const { api } = await server.owner('statements-contract');
  return { api: new HttpStatementsApi(api) };
});
