import { buildInfoContract } from '@/adapters/contracts/build-info.contract';
import { FakeBuildInfo } from '@/adapters/fakes/fake-build-info';

buildInfoContract('FakeBuildInfo', ({ running, deployed }) => {
  const info = new FakeBuildInfo(running, deployed);
  return { info, cachesEmpty: async () => info.cachesCleared > 0 };
});
