import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { libraryApiContract } from '@/adapters/contracts/library-api.contract';
import { HttpLibraryApi } from './http-library-api';

const server = embeddedOwners(new Date('2026-11-23T10:00:00Z'));

libraryApiContract('HttpLibraryApi against the embedded server', async () => {
  const { api } = await server.owner('library-contract');
  return new HttpLibraryApi(api);
});
