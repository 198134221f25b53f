import { connect } from 'node:net';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ContractOperation, loadContract } from '../http/contract';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const legs = await databaseLegs();

/** Runs per contract route: 25 at the default FC_NUM_RUNS (10,000), more in a soak run. */
const RUNS_PER_ROUTE = Math.max(25, Math.round((fc.readConfigureGlobal().numRuns ?? 10_000) / 400));

const XSRF = 'hostile0123456789';
const BOUNDARY = 'XXhostileXX';

/** Percent-encodes every byte of the UTF-8 form (a lone surrogate becomes U+FFFD, as a browser sends it). */
const encode = (s: string): string =>
  [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');

/** A path parameter or query value: written raw (malformed escapes included) or encoded from any text. */
const hostileSegment = fc.oneof(
  fc.constantFrom('%00', 'a%00b', '%E0%A4%A', '%', '%zz', '%ED%A0%80', '..', '%2e%2e', '%2F', 'x'.repeat(150), '%C0%80'),
  fc.string({ unit: 'binary', maxLength: 40 }).map(encode),
  fc.uuid(),
);

/** Text that is hard to store: NUL, lone surrogates, control characters, very long strings. */
const hostileText = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\u202e', '\uffff', '<script>', "'; drop table users; --"),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'binary-ascii', minLength: 2000, maxLength: 3000 }),
);

const hostileJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), hostileText), tie('value'), { maxKeys: 4 }),
  ),
})).value;

interface HostileBody {
  contentType?: string;
  payload?: string | Buffer;
}

/** JSON objects with hostile values (JSON.stringify escapes lone surrogates as \ud800), broken JSON, broken multipart. */
const hostileBody: fc.Arbitrary<HostileBody> = fc.oneof(
  fc
    .dictionary(fc.string({ maxLength: 16 }), hostileJson, { maxKeys: 5 })
    .map((o) => ({ contentType: 'application/json', payload: JSON.stringify(o) })),
  hostileJson.map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) ?? 'null' })),
  fc.constantFrom<HostileBody>(
    { contentType: 'application/json', payload: '{"a":' },
    { contentType: 'application/json', payload: '' },
    { contentType: 'application/json', payload: '{"__proto__":{"x":1}}' },
    { contentType: 'text/plain', payload: 'a\u0000b' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=%00' },
    { contentType: 'multipart/form-data', payload: 'no boundary' },
    { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: '' },
    {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 cut`,
    },
    {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      payload:
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="folder_id"\r\n\r\na\u0000b\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\n\u0000\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.7\n%%EOF\r\n--${BOUNDARY}--\r\n`,
    },
  ),
  fc.record({
    contentType: fc.constantFrom('application/json', 'text/plain', 'application/octet-stream', 'image/png'),
    payload: fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
  }),
);

/** A 4xx or 2xx answer in the contract's shape; never a 5xx, never Fastify's own `FST_...` error body. */
function expectContractAnswer(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what} -> ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.body, what).not.toContain('FST_');
  if (res.statusCode >= 400) {
    const body = res.json() as { error?: unknown; message?: unknown; fields?: unknown };
    expect(typeof body.error, `${what} -> ${res.body.slice(0, 300)}`).toBe('string');
    expect(typeof body.message === 'string' || typeof body.fields === 'object', what).toBe(true);
  }
}

describe.each(legs)('hostile input on $name', (leg) => {
  let t: TestApp;
  let user: TestClient;
  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open(), env: { STRIPE_WEBHOOK_SECRET: 'whsec_hostile_input_test' } });
    user = await t.signIn('hostile@example.com');
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  const send = (method: string, url: string, body: HostileBody = {}) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: {
        authorization: `Bearer ${user.token}`,
        cookie: `XSRF-TOKEN=${XSRF}`,
        'x-xsrf-token': XSRF,
        ...(body.contentType !== undefined ? { 'content-type': body.contentType } : {}),
      },
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
    });

  const JSON_TYPE = 'application/json';

  test('a NUL in the path or the query is a 400 in the contract shape', async () => {
    for (const url of [`${t.prefix}/documents/a%00b`, `${t.prefix}/audit?participant_id=a%00b`, `${t.prefix}/library?x=%00`]) {
      const res = await send('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        error: 'bad_request',
        message: 'The request contains a NUL character or malformed Unicode text',
      });
    }
  });

  test('a NUL in a JSON field, or a lone surrogate in a step field, is a 400 naming the field', async () => {
    const folder = await send('POST', `${t.prefix}/folders`, { contentType: JSON_TYPE, payload: '{"name":"a\\u0000b"}' });
    expect(folder.statusCode).toBe(400);
    expect(folder.json()).toEqual({
      error: 'validation',
      fields: { name: ['must not contain NUL characters or malformed Unicode text'] },
    });
    const step = await send('PUT', `${t.prefix}/checkout/steps/employerDetails?draft=true`, {
      contentType: JSON_TYPE,
      payload: '{"employer_name":"Acme \\ud800 LLC"}',
    });
    expect(step.statusCode).toBe(400);
    expect(step.json()).toEqual({
      error: 'validation',
      fields: { employer_name: ['must not contain NUL characters or malformed Unicode text'] },
    });
    // Nothing was saved.
    expect((await user.get('/checkout/steps/employerDetails')).body.values).toEqual({});
  });

  test('multipart without a boundary, truncated, or with a NUL in a field is a 400', async () => {
    const noBoundary = await send('POST', `${t.prefix}/documents`, { contentType: 'multipart/form-data', payload: 'abc' });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({ error: 'bad_request', message: 'Malformed multipart body' });
    const truncated = await send('POST', `${t.prefix}/documents`, {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 cut`,
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toEqual({ error: 'bad_request', message: 'Malformed multipart body' });
    const nulField = await send('POST', `${t.prefix}/documents`, {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      payload:
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="folder_id"\r\n\r\na\u0000b\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.7\n%%EOF\r\n--${BOUNDARY}--\r\n`,
    });
    expectContractAnswer(nulField, 'NUL in a multipart field');
    expect(nulField.statusCode).toBe(400);
  });

  test("router errors answer 400 in the contract's shape, not Fastify's FST_ bodies", async () => {
    const long = await send('GET', `${t.prefix}/documents/${'a'.repeat(200)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: 'bad_request', message: 'URL too long' });
    for (const url of [`${t.prefix}/documents/%E0%A4%A`, '/%E0%A4%A', `${t.prefix}/%`]) {
      const bad = await send('GET', url);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json()).toEqual({ error: 'bad_request', message: 'Malformed URL' });
    }
  });

  test('requests the HTTP parser refuses (NUL in a header, broken request line) answer 400 in the contract shape', async () => {
    const { port } = new URL(t.origin);
    for (const raw of [
      `GET ${t.prefix}/me HTTP/1.1\r\nHost: a\r\nX-Bad: a\u0000b\r\n\r\n`,
      `GET ${t.prefix}/me HTTP/9\r\nHost: a\r\n\r\n`,
      'NOT A REQUEST\r\n\r\n',
    ]) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.end(raw));
        let text = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => {
          text += chunk;
        });
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer, JSON.stringify(raw)).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
        error: 'bad_request',
        message: 'Malformed HTTP request',
      });
    }
  });

  test('fuzz: every contract route, hostile path, query and body: no 5xx and no framework error code', async () => {
    const operations = [...loadContract().operations.values()];
    expect(operations.length).toBeGreaterThan(20);
    for (const op of operations) await fuzzRoute(op);
  }, 600_000);

  async function fuzzRoute(op: ContractOperation): Promise<void> {
    const params = op.path.match(/\{[^}]+\}/g) ?? [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostileSegment, { minLength: params.length, maxLength: params.length }),
        fc.array(fc.tuple(fc.oneof(fc.constantFrom('draft', 'id', 'page', 'folder_id'), hostileSegment), hostileSegment), {
          maxLength: 3,
        }),
        hostileBody,
        async (values, query, body) => {
          let i = 0;
          const path = op.path.replace(/\{[^}]+\}/g, () => values[i++]);
          const qs = query.map(([k, v]) => `${k}=${v}`).join('&');
          const url = `${t.prefix}${path}${qs.length > 0 ? `?${qs}` : ''}`;
          const res = await send(op.method, url, op.method === 'GET' ? {} : body);
          expectContractAnswer(res, `${op.method} ${url} ${String(body.contentType)} ${String(body.payload).slice(0, 200)}`);
        },
      ),
      { numRuns: RUNS_PER_ROUTE },
    );
  }
});
