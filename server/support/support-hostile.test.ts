import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const SUPPORT = 'fuzz-support@example.com';

/** A path segment as a browser sends it: lone surrogates become U+FFFD, then percent-encoded. */
const pathSegment = (s: string): string => encodeURIComponent(s.replace(/[\ud800-\udfff]/gu, '\ufffd'));

/** Text that is hard to store or search: NUL, lone surrogates, LIKE wildcards, SQL, long strings, odd dates. */
const hostile = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '%',
    '_',
    '\\',
    "'; drop table users; --",
    '2026-13-01',
    '0000-00-00',
    '9999-99-99',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'binary-ascii', minLength: 150, maxLength: 400 }),
  fc.emailAddress(),
);

for (const leg of await databaseLegs()) {
  describe(`support console under hostile input (${leg.name})`, () => {
    let app: TestApp;
    let support: TestClient;
    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), supportEmails: [SUPPORT] });
      support = await app.signIn(SUPPORT);
      expect((await support.get('/me')).status).toBe(200);
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    /** An answer is a result or a 4xx in the contract's error shape, never a 5xx. */
    function expectContractAnswer(status: number, body: unknown, what: string): void {
      expect(status, what).toBeLessThan(500);
      if (status >= 400) expect(body, what).toMatchObject({ error: expect.any(String) });
    }

    test('hostile search, filter, page and path values answer 200 or a 4xx in the contract shape', async () => {
      await fc.assert(
        fc.asyncProperty(hostile, hostile, hostile, fc.constantFrom('q', 'page', 'page_size'), async (a, b, c, key) => {
          const users = await support.get('/support/users', { query: { [key]: a } });
          expectContractAnswer(users.status, users.body, `users ${key}=${JSON.stringify(a)}`);
          const audit = await support.get('/support/audit', { query: { agent: a, participant: b, from: c } });
          expectContractAnswer(audit.status, audit.body, `audit ${JSON.stringify([a, b, c])}`);
          const csv = await support.get('/support/audit.csv', { query: { participant: a, to: c } });
          expectContractAnswer(csv.status, csv.status === 200 ? {} : csv.body, `csv ${JSON.stringify([a, c])}`);
          const status = await support.post(`/support/users/${pathSegment(a)}/status`, { status: b });
          expectContractAnswer(status.status, status.body, `status ${JSON.stringify([a, b])}`);
          const link = await support.post(`/support/users/${pathSegment(a)}/sign-in-link`);
          expectContractAnswer(link.status, link.body, `link ${JSON.stringify(a)}`);
        }),
        { numRuns: 40 },
      );
    }, 300_000);
  });
}
