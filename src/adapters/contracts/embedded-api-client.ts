import { HttpApiClient } from '@/adapters/http/http-api-client';
import { HttpClient } from '@/adapters/http/http-client';
import type { ApiClient } from '@/ports/api-client';
import type { TestClient } from '../../../server/test-support/test-client';

/**
 * The SPA's real ApiClient (HttpApiClient over HttpClient) against the embedded server, signed in as `client`: the
 * bearer token and the XSRF double-submit the browser sends (cookie and header). The area ports' contract suites run
 * their HTTP adapters over it (decision 0302).
 */
export function embeddedApiClient(client: TestClient): ApiClient {
  return new HttpApiClient(
    new HttpClient({
      baseUrl: `${client.origin}${client.prefix}`,
      getToken: () => client.token,
      getCookie: (name) => (name === 'XSRF-TOKEN' ? client.xsrf : undefined),
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('cookie', `XSRF-TOKEN=${client.xsrf}`);
        return globalThis.fetch(input, { ...init, headers });
      },
    }),
  );
}
