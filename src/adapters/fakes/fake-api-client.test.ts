import { apiClientContract } from '@/adapters/contracts/api-client.contract';
import { FakeApiClient } from './fake-api-client';

apiClientContract('FakeApiClient', async () => {
  const fake = new FakeApiClient();
  let n = 0;
  return {
    client: fake,
    serve: (route, { status = 200, body }) => {
      const [method, path] = route.split(' ');
      if (status >= 300) fake.failWith(method, path, status, body);
      else fake.respond(method, path, () => body);
    },
    lastRequest: () => fake.calls[fake.calls.length - 1],
    setToken: (t) => (fake.token = t),
    fileUrl: (content) => {
      const url = `fake://files/${++n}`;
      fake.files.set(url, new Blob([content]));
      return url;
    },
    downloads: () => fake.downloads.map((d) => ({ fileName: d.fileName, text: d.blob.text() })),
    dispose: async () => undefined,
  };
});
