import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { giveOwnerAPlan, invitationToken, setCheckoutStep } from '../invitations/invitation-test-kit';
import { pdfText, signaturePng } from '../plan-documents/pdf-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

/** Joins the owner's plan as `email` with $20,000 of assets (a $10,000 limit) and a name for the note. */
async function participant(t: TestApp, owner: TestClient, email: string): Promise<TestClient> {
  await owner.post('/invitations', { email });
  const client = await t.signIn(email);
  expect((await client.post('/invitations/accept', { token: invitationToken(t, email) })).status).toBe(200);
  await setCheckoutStep(t, client, 'personalDetails', { first_name: 'Jordan', last_name: 'Quinn' });
  const asset = { type: 'real_estate', subtype: 'land', record_type: 'record', purchase_price: 20000 };
  expect((await client.post('/assets', asset)).status).toBe(201);
  return client;
}

describe.each(await databaseLegs())('the loan note is written in the signer’s locale (decision 0206) on $name', (leg) => {
  let t: TestApp;
  let owner: TestClient;
  beforeAll(async () => {
    t = await startTestApp({
      database: await leg.open(),
      clock: () => new Date('2026-11-23T10:00:00Z'),
      env: { PRIME_RATE_PERCENT: '3.25' },
    });
    owner = await t.signIn('owner-loan-locale@example.com');
    await giveOwnerAPlan(t, owner);
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  test.each([
    { name: 'de', acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8', principal: '10.000,00 $', signed: '23. Nov. 2026' },
    { name: 'none', acceptLanguage: undefined, principal: '$10,000.00', signed: 'Nov 23, 2026' },
    { name: 'ja', acceptLanguage: 'ja-JP', principal: '$10,000.00', signed: 'Nov 23, 2026' },
  ])('Accept-Language $acceptLanguage: principal $principal, signed $signed', async (c) => {
    const client = await participant(t, owner, `loan-locale-${c.name}-${leg.name}@example.com`);
    const applied = await client.post('/loans', { amount: 10000, purpose: 'general', term_months: 12, frequency: 'monthly' });
    expect(applied.status).toBe(201);
    const signer = c.acceptLanguage === undefined ? client : client.withHeaders({ 'accept-language': c.acceptLanguage });
    const signed = await signer.post(`/loans/${applied.body.id}/sign`, {
      signature: signaturePng(),
      signer_name: 'Jordan Quinn',
    });
    expect(signed.status).toBe(200);
    const url = (await client.get(`/documents/${signed.body.document_id}/download/google-cloud-url`)).body.url as string;
    const text = (await pdfText(new Uint8Array(await (await fetch(url)).arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain(`Principal ${c.principal}`);
    expect(text).toContain(`Loan date ${c.signed}`);
    expect(text).toContain('Promissory Note and Loan Agreement');
  });
});
