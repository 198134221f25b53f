import { libraryApiContract } from '@/adapters/contracts/library-api.contract';
import { FakeLibraryApi } from './fake-library-api';

libraryApiContract('FakeLibraryApi', async () => new FakeLibraryApi());
