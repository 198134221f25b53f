import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { rolloversApiContract } from '@/adapters/contracts/rollovers-api.contract';
import { HttpRolloversApi } from './http-rollovers-api';

const server = embeddedOwners(new Date('2026-11-23T10:00:00Z'));

// The owner's plan has no Roth rollover account (plan_roth_roll off).
rolloversApiContract('HttpRolloversApi against the embedded server', async () => {
  const { t, api } = await server.owner('rollovers-contract');
  return { api: new HttpRolloversApi(api), today: t.today() };
});
