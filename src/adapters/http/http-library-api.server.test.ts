import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { libraryApiContract } from '@/adapters/contracts/library-api.contract';
import { HttpLibraryApi } from './http-library-api';

// A clock that moves a second per reading: versions uploaded one after the other are newest first, as they are in use.
let tick = Date.parse('2026-11-23T10:00:00Z');
const server = embeddedOwners(() => new Date((tick += 1000)));

libraryApiContract('HttpLibraryApi against the embedded server', async () => {
  const { api } = await server.owner('library-contract');
  return new HttpLibraryApi(api);
});
