import { contributionsApiContract } from '@/adapters/contracts/contributions-api.contract';
import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { HttpContributionsApi } from './http-contributions-api';

const server = embeddedOwners(new Date('2026-11-23T10:00:00Z'));

contributionsApiContract('HttpContributionsApi against the embedded server', async () => {
  const { api } = await server.owner('contributions-contract');
  return { api: new HttpContributionsApi(api) };
});
