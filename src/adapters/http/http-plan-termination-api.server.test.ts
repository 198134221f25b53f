import { expect } from 'vitest';
import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { signaturePng } from '../../../server/plan-documents/pdf-test-kit';
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
      const gold = {
        type: 'precious_metals',
        subtype: 'bullion',
        precious_metals_child_type: 'gold',
        custodian: 'Delaware Depository',
        record_type: 'record',
        purchase_price: 60000,
        related_party: false,
      };
      expect((await owner.post('/assets', gold)).status).toBe(201);
      const loan = await owner.post('/loans', { amount: 10000, purpose: 'general', term_months: 12, frequency: 'monthly' });
      const id = loan.body.id as string;
      expect((await owner.post(`/loans/${id}/sign`, { signature: signaturePng(), signer_name: 'Avery Quinn' })).status).toBe(200);
      return id;
    },
  };
});
