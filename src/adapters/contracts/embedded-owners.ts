import { afterAll } from 'vitest';
import type { ApiClient } from '@/ports/api-client';
import { giveOwnerAPlan } from '../../../server/invitations/invitation-test-kit';
import { startTestApp, type TestApp } from '../../../server/test-support/start-test-app';
import type { TestClient } from '../../../server/test-support/test-client';
import { embeddedApiClient } from './embedded-api-client';

/** A plan owner on the embedded server: the test app, the owner's test client and the SPA's ApiClient signed in as them. */
export interface EmbeddedOwner {
  t: TestApp;
  /** The owner's sign-in address. */
  email: string;
  owner: TestClient;
  api: ApiClient;
}

/** A support user on the embedded server: the test app and their test client (second factor given, decision 0266). */
export interface EmbeddedSupportUser {
  t: TestApp;
  client: TestClient;
}

/**
 * The embedded server (whole app, PGlite) on loopback on a fixed day (or a given clock), started on first use and
 * closed after the file's tests; `owner(prefix)` signs in a new owner whose plan is adopted, `newcomer(prefix)` one who
 * has not started the checkout, for one contract test each. With `supportEmails`, `support(email)` signs in one of
 * those addresses as a support user with their second factor, once per file.
 */
export function embeddedOwners(
  now: Date | (() => Date),
  options: { supportEmails?: string[] } = {},
): {
  owner(prefix: string): Promise<EmbeddedOwner>;
  newcomer(prefix: string): Promise<EmbeddedOwner>;
  support(email: string): Promise<EmbeddedSupportUser>;
} {
  let app: Promise<TestApp> | undefined;
  afterAll(async () => {
    const t = await app;
    await t?.close();
    await t?.database.close();
  });
  let owners = 0;
  const supportUsers = new Map<string, Promise<TestClient>>();
  const started = (): Promise<TestApp> =>
    (app ??= startTestApp({
      clock: typeof now === 'function' ? now : () => now,
      ...(options.supportEmails === undefined ? {} : { supportEmails: options.supportEmails }),
    }));
  const newcomer = async (prefix: string): Promise<EmbeddedOwner> => {
    const t = await started();
    const email = `${prefix}-${++owners}@example.com`;
    const owner = await t.signIn(email);
    return { t, email, owner, api: embeddedApiClient(owner) };
  };
  return {
    async support(email) {
      const t = await started();
      let client = supportUsers.get(email);
      if (client === undefined) {
        client = t.signIn(email, { secondFactor: true }).then(async (c) => {
          await c.get('/me');
          return c;
        });
        supportUsers.set(email, client);
      }
      return { t, client: await client };
    },
    async owner(prefix) {
      const signedIn = await newcomer(prefix);
      await giveOwnerAPlan(signedIn.t, signedIn.owner);
      return signedIn;
    },
    newcomer,
  };
}
