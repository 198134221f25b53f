import { LoopbackServer } from '@/adapters/contracts/loopback-server';
import { apiClientContract } from '@/adapters/contracts/api-client.contract';
import { HttpApiClient } from './http-api-client';
import { HttpClient } from './http-client';

apiClientContract('HttpApiClient against a loopback server', async () => {
  const server = await new LoopbackServer().start();
  let token: string | undefined = 'session-jwt';
  const saved: Array<{ fileName: string; text: Promise<string> }> = [];
  const http = new HttpClient({ baseUrl: `${server.origin}/solo401k`, getToken: () => token });
  const client = new HttpApiClient(http, (blob, fileName) => saved.push({ fileName, text: blob.text() }));
  let n = 0;
  return {
    client,
    serve: (route, reply) => {
      const [method, path] = route.split(' ');
      server.on(`${method} /solo401k${path}`, reply);
    },
    lastRequest: () => {
      const r = server.requests[server.requests.length - 1];
      return {
        method: r.method,
        path: r.path.replace(/^\/solo401k/, ''),
        query: r.query,
        body: r.body ? JSON.parse(r.body) : undefined,
        authorized: r.headers.authorization === `Bearer ${token}`,
      };
    },
    setToken: (t) => (token = t),
    fileUrl: (content) => {
      const path = `/files/${++n}`;
      server.on(`GET ${path}`, { body: content });
      return server.origin + path;
    },
    downloads: () => saved,
    dispose: () => server.stop(),
  };
});
