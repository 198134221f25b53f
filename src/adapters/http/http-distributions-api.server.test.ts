import { distributionsApiContract } from '@/adapters/contracts/distributions-api.contract';
import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { HttpDistributionsApi } from './http-distributions-api';
import { setCheckoutStep } from '../../../server/invitations/invitation-test-kit';
import { ownerSteps } from '../../../server/plan-documents/plan-document-fixtures';

const server = embeddedOwners(new Date('2026-11-23T10:00:00Z'));

// The owner's plan (born 1980-04-02, married) with $20,000.00 of pre-tax deferrals and $5,000.00 after-tax (0288, 0335).
distributionsApiContract('HttpDistributionsApi against the embedded server', async () => {
  const { t, owner, api } = await server.owner('distributions-contract');
  const deposit = await owner.post('/contributions', {
    source: 'Deferral Pre-Tax',
    amount: 20000,
    deposit_date: '2026-11-02',
    tax_year: 2026,
  });
  if (deposit.status !== 201) throw new Error(`deposit failed: ${deposit.status} ${JSON.stringify(deposit.body)}`);
  const afterTax = await owner.post('/contributions', {
    source: 'After Tax',
    amount: 5000,
    deposit_date: '2026-11-02',
    tax_year: 2026,
  });
  if (afterTax.status !== 201) throw new Error(`deposit failed: ${afterTax.status} ${JSON.stringify(afterTax.body)}`);
  // The fixture plan says no to in-plan Roth rollovers; this one allows them (decision 0335).
  await setCheckoutStep(t, owner, 'planDetails', { ...ownerSteps().planDetails, plan_roth_roll: true });
  return { api: new HttpDistributionsApi(api) };
});
