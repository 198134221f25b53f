import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { profileApiContract } from '@/adapters/contracts/profile-api.contract';
import { HttpProfileApi } from './http-profile-api';

const server = embeddedOwners(new Date('2026-11-23T10:00:00Z'));

profileApiContract('HttpProfileApi against the embedded server', async () => {
  const { api } = await server.owner('profile-contract');
  return new HttpProfileApi(api);
});
