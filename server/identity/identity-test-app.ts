import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { FieldCipher } from '../crypto/field-cipher';
import type { Database } from '../db/database';
import { devOutboxPlugin } from './dev-outbox-plugin';
import { loadOrCreateSigningKeys, type SigningKeys } from './keys';
import { Outbox } from './outbox';
import { outboxMailer } from '../test-support/outbox-mailer';
import { identityServices } from '../services';
import { identityPlugin, type IdentityOptions } from './plugin';

/** The project id the identity tests use. */
export const TEST_PROJECT_ID = 'P2LocalIdentityTestProject0000000';
/** The only origin magic links may return to in the identity tests. */
export const TEST_APP_ORIGIN = 'http://app.test';

/** A Fastify server with the identity plugin under /identity and the dev outbox, listening on a loopback port. */
export interface IdentityTestApp {
  app: FastifyInstance;
  origin: string;
  keys: SigningKeys;
  outbox: Outbox;
  printed: string[];
  close(): Promise<void>;
}

/** Starts the identity plugin over `database` (for this folder's tests); `logLines` collects the server log. */
export async function startIdentityApp(
  database: Database,
  overrides: Partial<IdentityOptions> = {},
  logLines?: string[],
): Promise<IdentityTestApp> {
  const printed: string[] = [];
  const outbox = new Outbox((line) => printed.push(line));
  const keys = await loadOrCreateSigningKeys(undefined);
  const stream = { write: (line: string): void => void logLines?.push(line) };
  const app = Fastify({ logger: logLines ? { level: 'trace', stream } : false });
  const options: IdentityOptions = {
    db: database.db,
    keys,
    cipher: new FieldCipher([FieldCipher.generateKey()]),
    projectId: TEST_PROJECT_ID,
    issuer: TEST_PROJECT_ID,
    supportEmails: ['Help@Example.com'],
    mailer: outboxMailer(outbox, TEST_APP_ORIGIN),
    allowedRedirectOrigins: [TEST_APP_ORIGIN],
    ...overrides,
  };
  await app.register(identityPlugin, { prefix: '/identity', ...options, services: identityServices(options) });
  await app.register(devOutboxPlugin, { outbox, profile: 'local' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, origin, keys, outbox, printed, close: () => app.close() };
}
