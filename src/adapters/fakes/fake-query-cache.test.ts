import { queryCacheContract } from '@/adapters/contracts/query-cache.contract';
import { FakeQueryCache } from './fake-query-cache';

queryCacheContract('FakeQueryCache', () => new FakeQueryCache());
