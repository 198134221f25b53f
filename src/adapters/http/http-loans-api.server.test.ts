import { afterAll } from 'vitest';
import { embeddedApiClient } from '@/adapters/contracts/embedded-api-client';
import { loansApiContract } from '@/adapters/contracts/loans-api.contract';
import { giveOwnerAPlan } from '../../../server/invitations/invitation-test-kit';
import { startTestApp, type TestApp } from '../../../server/test-support/start-test-app';
import { HttpLoansApi } from './http-loans-api';

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
loansApiContract('HttpLoansApi against the embedded server', async () => {
  const t = await server();
  const owner = await t.signIn(`loans-contract-${++owners}@example.com`);
  await giveOwnerAPlan(t, owner);
  const asset = await owner.post('/assets', {
    type: 'real_estate',
    subtype: 'land',
    record_type: 'record',
    purchase_price: 60000,
  });
  if (asset.status !== 201) throw new Error(`asset not recorded: ${asset.status} ${asset.text}`);
  return { api: new HttpLoansApi(embeddedApiClient(owner)), today: t.today(), vestedBalanceCents: 6_000_000 };
});
