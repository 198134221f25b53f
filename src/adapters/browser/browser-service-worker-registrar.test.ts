import { serviceWorkerRegistrarContract } from '@/adapters/contracts/service-worker-registrar.contract';
import { FakeServiceWorkerRegistrar } from '@/adapters/fakes/fake-service-worker-registrar';
import { BrowserServiceWorkerRegistrar } from './browser-service-worker-registrar';

serviceWorkerRegistrarContract('BrowserServiceWorkerRegistrar', (page) => {
  const registered: Array<{ scriptUrl: string; scope: string }> = [];
  const errors: unknown[] = [];
  const url = new URL(page);
  // navigator.serviceWorker stands in for the browser's container: jsdom has none.
  const registrar = new BrowserServiceWorkerRegistrar(
    {
      location: url,
      navigator: {
        serviceWorker: {
          register: async (scriptUrl, o) => {
            registered.push({ scriptUrl, scope: o.scope });
            return {};
          },
        },
      },
    },
    { error: (m: unknown) => errors.push(m) },
  );
  return { registrar, registered: () => registered, errors: () => errors };
});

serviceWorkerRegistrarContract('FakeServiceWorkerRegistrar', (page) => {
  const fake = new FakeServiceWorkerRegistrar(page);
  return { registrar: fake, registered: () => fake.registered, errors: () => fake.errors };
});
