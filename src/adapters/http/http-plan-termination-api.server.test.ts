import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { planTerminationApiContract } from '@/adapters/contracts/plan-termination-api.contract';
import { HttpPlanTerminationApi } from './http-plan-termination-api';

const server = embeddedOwners(new Date('2026-11-23T10:00:00Z'));

planTerminationApiContract('HttpPlanTerminationApi against the embedded server', async () => {
  const { t, api } = await server.owner('termination-contract');
  return { api: new HttpPlanTerminationApi(api), today: t.today() };
});
