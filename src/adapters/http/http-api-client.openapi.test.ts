import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { LoopbackServer } from '@/adapters/contracts/loopback-server';
import { LocalPaymentGateway } from '@/adapters/local/local-payment-gateway';
import { StripePaymentGateway } from '@/adapters/stripe/stripe-payment-gateway';
import { HttpApiClient } from './http-api-client';
import { HttpClient } from './http-client';

type Operation = { operationId?: string; parameters?: Array<{ name?: string; in?: string; $ref?: string }> };
const spec = parse(readFileSync(join(import.meta.dirname, '../../../docs/api/openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components?: { parameters?: Record<string, { name: string; in: string }> };
};

/** The operation of the contract that a request (method, concrete path) matches, with its declared query and header names. */
function operationOf(method: string, path: string): { id: string; query: string[]; headers: string[] } | undefined {
  for (const [template, ops] of Object.entries(spec.paths)) {
    const re = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const op = ops[method.toLowerCase()];
    if (!op || !re.test(path)) continue;
    const params = (op.parameters ?? [])
      .map((p) => (p.$ref ? spec.components?.parameters?.[p.$ref.split('/').pop()!] : p))
      .filter(Boolean) as Array<{ name: string; in: string }>;
    return {
      id: op.operationId ?? template,
      query: params.filter((p) => p.in === 'query').map((p) => p.name),
      headers: params.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase()),
    };
  }
  return undefined;
}

describe('the product API adapter against docs/api/openapi.yaml', () => {
  const server = new LoopbackServer();
  let api: HttpApiClient;
  beforeAll(async () => {
    await server.start();
    for (const route of [
      'GET /solo401k/me',
      'GET /solo401k/users/:id',
      'GET /solo401k/lexisnexis/update-status',
      'GET /solo401k/documents/:id/download/google-cloud-url',
    ])
      server.on(route, { body: {} });
    server.on('POST /solo401k/invoices/:id/payments', { status: 201, body: { id: 'p', status: 'succeeded' } });
    api = new HttpApiClient(new HttpClient({ baseUrl: `${server.origin}/solo401k`, getToken: () => 'jwt' }));
  });
  afterAll(() => server.stop());

  test('every call of the named methods and the payment gateways is an operation of the contract, with declared query and header names', async () => {
    await api.getMe();
    await api.getUser('u-1');
    await api.getIdentityVerificationStatus('u-1');
    await api.getDocumentDownloadUrl('doc-1', 'ver-2');
    await new LocalPaymentGateway(api).pay(
      { invoiceId: 'inv-1', idempotencyKey: 'key-12345678' },
      { number: '4242424242424242', exp_month: 1, exp_year: 2030, cvc: '123' },
    );
    await new StripePaymentGateway(api, { publishableKey: 'pk', returnUrl: 'x' }).mount('#c', {
      invoiceId: 'inv-2',
      idempotencyKey: 'key-87654321',
    });
    const seen = server.requests.map((r) => {
      const op = operationOf(r.method, r.path.replace(/^\/solo401k/, ''));
      expect(op, `${r.method} ${r.path}`).toBeDefined();
      for (const q of Object.keys(r.query)) expect(op!.query, `${op!.id} query ${q}`).toContain(q);
      if (r.headers['idempotency-key']) expect(op!.headers).toContain('idempotency-key');
      return op!.id;
    });
    expect(seen).toEqual([
      'getMe',
      'getUser',
      'getIdentityVerificationStatus',
      'getDocumentDownloadUrl',
      'payInvoice',
      'payInvoice',
    ]);
  });
});
