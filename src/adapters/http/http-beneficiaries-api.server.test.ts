import { beneficiariesApiContract } from '@/adapters/contracts/beneficiaries-api.contract';
import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { HttpBeneficiariesApi } from './http-beneficiaries-api';

const server = embeddedOwners(new Date('2026-11-23T10:00:00Z'));

// The owner's plan and personal details: married to Jordan Quinn.
beneficiariesApiContract('HttpBeneficiariesApi against the embedded server', async () => {
  const { api } = await server.owner('beneficiaries-contract');
  return { api: new HttpBeneficiariesApi(api), spouseName: 'Jordan Quinn' };
});
