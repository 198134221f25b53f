import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registeredRoutes } from '../app';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import { contractRouteKeys, loadContract } from './contract';

describe('the contract docs/api/openapi.yaml and the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  test('every route under the product prefix is in the contract, and every contract operation is a route', () => {
    const prefix = `${t.prefix}/`;
    const served = registeredRoutes(t.app)
      .filter((r) => r.url.startsWith(prefix) && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.slice(t.prefix.length).replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`)
      .sort();
    const contract = contractRouteKeys();
    expect(served.filter((r) => !contract.includes(r))).toEqual([]);
    expect(contract.filter((r) => !served.includes(r))).toEqual([]);
    expect(served.length).toBeGreaterThan(20);
  });

  test('the contract is OpenAPI 3.1 with the product key as the path prefix and bearer security', () => {
    const { doc } = loadContract();
    expect(doc.openapi).toBe('3.1.0');
    expect((doc.servers as Array<{ url: string }>)[0].url).toBe('/{product_key}');
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    for (const key of [
      'GET /me',
      'GET /users/{userId}',
      'GET /lexisnexis/update-status',
      'GET /documents/{id}/download/google-cloud-url',
    ]) {
      expect(contractRouteKeys()).toContain(key);
    }
  });
});
