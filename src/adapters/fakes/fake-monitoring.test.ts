import { monitoringContract } from '@/adapters/contracts/monitoring.contract';
import { FakeMonitoring } from './fake-monitoring';
import { StaticSiteConfigSource } from './static-site-config-source';

monitoringContract('FakeMonitoring', async (hostname, config) => {
  const source = new StaticSiteConfigSource(config);
  await source.load();
  const fake = new FakeMonitoring(source, hostname);
  return { monitoring: fake, reported: async () => fake.reported.map((r) => r.message), dispose: async () => undefined };
});
