import { afterAll } from 'vitest';
import { distributionsApiContract } from '@/adapters/contracts/distributions-api.contract';
import { embeddedApiClient } from '@/adapters/contracts/embedded-api-client';
import { giveOwnerAPlan } from '../../../server/invitations/invitation-test-kit';
import { startTestApp, type TestApp } from '../../../server/test-support/start-test-app';
import { HttpDistributionsApi } from './http-distributions-api';

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
distributionsApiContract('HttpDistributionsApi against the embedded server', async () => {
  const t = await server();
  const owner = await t.signIn(`distributions-contract-${++owners}@example.com`);
  // The owner's plan (born 1980-04-02, married) and $20,000.00 of pre-tax deferrals in it (decision 0288).
  await giveOwnerAPlan(t, owner);
  const deposit = await owner.post('/contributions', {
    source: 'Deferral Pre-Tax',
    amount: 20000,
    deposit_date: '2026-11-02',
    tax_year: 2026,
  });
  if (deposit.status !== 201) throw new Error(`deposit failed: ${deposit.status} ${JSON.stringify(deposit.body)}`);
  return { api: new HttpDistributionsApi(embeddedApiClient(owner)) };
});
