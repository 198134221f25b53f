import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { signedLoanOnGold } from '../../../server/loans/loan-test-kit';
import { planTerminationApiContract } from '@/adapters/contracts/plan-termination-api.contract';
import { HttpPlanTerminationApi } from './http-plan-termination-api';

const server = embeddedOwners(new Date('2026-11-23T10:00:00Z'));

planTerminationApiContract('HttpPlanTerminationApi against the embedded server', async () => {
  const { t, api, owner } = await server.owner('termination-contract');
  return {
    api: new HttpPlanTerminationApi(api),
    today: t.today(),
    async giveLoan() {
      // $60,000 of gold secures a $10,000 loan (half the vested balance), signed today.
      const id = await signedLoanOnGold(owner);
      return id;
    },
  };
});
