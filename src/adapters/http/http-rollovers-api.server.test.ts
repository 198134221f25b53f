import { afterAll } from 'vitest';
import { embeddedApiClient } from '@/adapters/contracts/embedded-api-client';
import { rolloversApiContract } from '@/adapters/contracts/rollovers-api.contract';
import { giveOwnerAPlan } from '../../../server/invitations/invitation-test-kit';
import { startTestApp, type TestApp } from '../../../server/test-support/start-test-app';
import { HttpRolloversApi } from './http-rollovers-api';

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
rolloversApiContract('HttpRolloversApi against the embedded server', async () => {
  const t = await server();
  const owner = await t.signIn(`rollovers-contract-${++owners}@example.com`);
  // The owner's plan (no Roth rollover account: plan_roth_roll off).
  await giveOwnerAPlan(t, owner);
  return { api: new HttpRolloversApi(embeddedApiClient(owner)), today: t.today() };
});
