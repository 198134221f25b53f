import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { loansApiContract } from '@/adapters/contracts/loans-api.contract';
import { HttpLoansApi } from './http-loans-api';

const server = embeddedOwners(new Date('2026-11-23T10:00:00Z'));

// The owner's plan allows loans; a $60,000.00 asset is the vested balance.
loansApiContract('HttpLoansApi against the embedded server', async () => {
  const { t, owner, api } = await server.owner('loans-contract');
  const asset = await owner.post('/assets', {
    type: 'real_estate',
    subtype: 'land',
    record_type: 'record',
    purchase_price: 60000,
  });
  if (asset.status !== 201) throw new Error(`asset not recorded: ${asset.status} ${asset.text}`);
  return { api: new HttpLoansApi(api), today: t.today(), vestedBalanceCents: 6_000_000 };
});
