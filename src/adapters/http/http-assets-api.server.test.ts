import { afterAll } from 'vitest';
import { assetsApiContract } from '@/adapters/contracts/assets-api.contract';
import { embeddedApiClient } from '@/adapters/contracts/embedded-api-client';
import { giveOwnerAPlan } from '../../../server/invitations/invitation-test-kit';
import { startTestApp, type TestApp } from '../../../server/test-support/start-test-app';
import { HttpAssetsApi } from './http-assets-api';

// The embedded server (whole app, PGlite) on loopback, on a fixed day.
const NOW = new Date('2026-11-23T10:00:00Z');
let app: Promise<TestApp> | undefined;
const server = (): Promise<TestApp> => (app ??= startTestApp({ clock: () => NOW }));
afterAll(async () => {
  const t = await app;
  await t?.close();
  await t?.database.close();
});

let owners = 0;
assetsApiContract('HttpAssetsApi against the embedded server', async () => {
  const t = await server();
  const owner = await t.signIn(`assets-contract-${++owners}@example.com`);
  // The owner's plan, with no deposit yet: no cash.
  await giveOwnerAPlan(t, owner);
  return { api: new HttpAssetsApi(embeddedApiClient(owner)), today: t.today() };
});
