import { analyticsContract } from '@/adapters/contracts/analytics.contract';
import { FakeAnalytics } from './fake-analytics';
import { StaticSiteConfigSource } from './static-site-config-source';

analyticsContract('FakeAnalytics', async (hostname, config) => {
  const source = new StaticSiteConfigSource(config);
  await source.load();
  const fake = new FakeAnalytics(source, hostname);
  return { analytics: fake, events: () => fake.events, identities: () => fake.identities };
});
