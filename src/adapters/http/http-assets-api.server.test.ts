import { assetsApiContract } from '@/adapters/contracts/assets-api.contract';
import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { HttpAssetsApi } from './http-assets-api';

const server = embeddedOwners(new Date('2026-11-23T10:00:00Z'));

// The owner's plan, with no deposit yet: no cash.
assetsApiContract('HttpAssetsApi against the embedded server', async () => {
  const { t, api } = await server.owner('assets-contract');
  return { api: new HttpAssetsApi(api), today: t.today() };
});
