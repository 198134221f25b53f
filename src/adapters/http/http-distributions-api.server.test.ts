import { distributionsApiContract } from '@/adapters/contracts/distributions-api.contract';
import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { HttpDistributionsApi } from './http-distributions-api';

const server = embeddedOwners(new Date('2026-11-23T10:00:00Z'));

// The owner's plan (born 1980-04-02, married) and $20,000.00 of pre-tax deferrals in it (decision 0288).
distributionsApiContract('HttpDistributionsApi against the embedded server', async () => {
  const { owner, api } = await server.owner('distributions-contract');
  const deposit = await owner.post('/contributions', {
    source: 'Deferral Pre-Tax',
    amount: 20000,
    deposit_date: '2026-11-02',
    tax_year: 2026,
  });
  if (deposit.status !== 201) throw new Error(`deposit failed: ${deposit.status} ${JSON.stringify(deposit.body)}`);
  return { api: new HttpDistributionsApi(api) };
});
