import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pdfText } from '../plan-documents/pdf-test-kit';
import { ownerSteps } from '../plan-documents/plan-document-fixtures';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const legs = await databaseLegs();
const CARD = { card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } };

/** Completes the owner's checkout, creates the invoice with `acceptLanguage`, pays it and answers the PDFs' text by kind. */
async function paidDocuments(client: TestClient, acceptLanguage: string | undefined): Promise<Record<string, string>> {
  for (const [step, body] of Object.entries(ownerSteps()))
    expect((await client.put(`/checkout/steps/${step}`, body)).status).toBe(200);
  const creator = acceptLanguage === undefined ? client : client.withHeaders({ 'accept-language': acceptLanguage });
  const invoice = (await creator.post('/invoices')).body;
  const paid = await client.post(`/invoices/${invoice.id}/payments`, CARD, {
    headers: { 'idempotency-key': `pay-${invoice.id}` },
  });
  expect(paid.status).toBe(201);
  const listed = (await client.get('/checkout/documents')).body as Array<{ kind: string; downloadPath: string }>;
  const out: Record<string, string> = {};
  for (const doc of listed) {
    const signed = await client.get(doc.downloadPath);
    out[doc.kind] = await pdfText(new Uint8Array(await (await fetch(signed.body.url)).arrayBuffer()));
  }
  return out;
}

describe.each(legs)("the plan documents are written in the checkout's locale (decision 0203) on $name", (leg) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open(), clock: () => new Date('2026-11-22T10:00:00Z') });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  test.each([
    { acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8', locale: 'de-DE', effective: '1. Jan. 2026', signed: '20. Nov. 2026' },
    { acceptLanguage: 'en-GB,en;q=0.9', locale: 'en-GB', effective: '1 Jan 2026', signed: '20 Nov 2026' },
    { acceptLanguage: 'en-US', locale: 'en-US', effective: 'Jan 1, 2026', signed: 'Nov 20, 2026' },
    { acceptLanguage: undefined, locale: null, effective: 'Jan 1, 2026', signed: 'Nov 20, 2026' },
    { acceptLanguage: 'ja-JP', locale: null, effective: 'Jan 1, 2026', signed: 'Nov 20, 2026' },
  ])('Accept-Language $acceptLanguage: locale $locale recorded; the adoption agreement writes $effective', async (c) => {
    const client = await t.signIn(`locale-${c.acceptLanguage ?? 'none'}-${leg.name}@example.com`.replace(/[^a-z0-9@.-]/gi, ''));
    const texts = await paidDocuments(client, c.acceptLanguage);
    const row = await t.database.db
      .selectFrom('invoices')
      .select('locale')
      .where('user_id', '=', client.userId!)
      .executeTakeFirst();
    expect(row?.locale ?? null).toBe(c.locale);
    expect(texts.adoption_agreement).toContain(c.effective);
    expect(texts.adoption_agreement).toContain(c.signed);
    // The IRS form stays as the IRS reads it.
    expect(texts.form_5500_ez).toContain('Jan 1, 2026');
  });
});
