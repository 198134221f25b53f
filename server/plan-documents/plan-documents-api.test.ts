import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { pdfText, signaturePng } from './pdf-test-kit';
import { OWNER_SSN, ownerSteps } from './plan-document-fixtures';
import { PLAN_DOCUMENTS_FOLDER } from './plan-document-filer';
import { NOT_PAID_MESSAGE } from './routes';

const legs = await databaseLegs();
const CARD = { card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } };

interface Listed {
  documentId: string;
  versionId: string;
  kind: string;
  name: string;
  downloadPath: string;
}

async function saveSteps(client: TestClient, values: Record<string, Record<string, unknown>>): Promise<void> {
  for (const [step, body] of Object.entries(values)) {
    const saved = await client.put(`/checkout/steps/${step}`, body);
    expect(saved.status, `${step}: ${saved.text}`).toBe(200);
  }
}

async function pay(client: TestClient, key: string): Promise<{ invoiceId: string; status: number }> {
  const invoice = (await client.post('/invoices')).body;
  const paid = await client.post(`/invoices/${invoice.id}/payments`, CARD, { headers: { 'idempotency-key': key } });
  return { invoiceId: invoice.id, status: paid.status };
}

/** Mints the signed URL through the spec's call, then fetches it without any product authentication. */
async function download(client: TestClient, doc: Listed): Promise<{ bytes: Uint8Array; type: string | null }> {
  const signed = await client.get(doc.downloadPath);
  expect(signed.status).toBe(200);
  const response = await fetch(signed.body.url);
  expect(response.status).toBe(200);
  return { bytes: new Uint8Array(await response.arrayBuffer()), type: response.headers.get('content-type') };
}

describe.each(legs)('plan documents after payment on $name', (leg) => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let listed: Listed[];
  let filedByPayment: Array<{ id: string; name: string }>;

  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open(), clock: () => new Date('2026-11-22T10:00:00Z') });
    owner = await t.signIn('owner@example.com');
    stranger = await t.signIn('stranger@example.com');
    await saveSteps(owner, ownerSteps());
    const paid = await pay(owner, 'owner-pay-key-1');
    expect(paid.status).toBe(201);
    filedByPayment = (await owner.get('/library')).body.documents;
    const answer = await owner.get('/checkout/documents');
    expect(answer.status).toBe(200);
    listed = answer.body;
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  test('a paid checkout files the adoption agreement and the 5500-EZ in a top-level "Plan documents" folder', async () => {
    expect(listed.map((d) => d.kind)).toEqual(['adoption_agreement', 'form_5500_ez']);
    // Filed by the payment itself, before the confirmation page asked.
    expect(filedByPayment.map((d) => d.id).sort()).toEqual(listed.map((d) => d.documentId).sort());
    expect(listed.map((d) => d.name)).toEqual(['Solo 401(k) Plan Adoption Agreement.pdf', 'Form 5500-EZ Template.pdf']);
    const library = (await owner.get('/library')).body;
    const folders = library.folders.filter((f: { name: string }) => f.name === PLAN_DOCUMENTS_FOLDER);
    expect(folders).toHaveLength(1);
    expect(folders[0].folder_id).toBeNull();
    const inFolder = library.documents.filter((d: { folder_id: string }) => d.folder_id === folders[0].id);
    expect(inFolder.map((d: { id: string }) => d.id).sort()).toEqual(listed.map((d) => d.documentId).sort());
    for (const doc of listed)
      expect(library.versions.filter((v: { document_id: string }) => v.document_id === doc.documentId)).toHaveLength(1);
  });

  test('both PDFs download through the signed URL and carry the plan name and EIN, never the SSN', async () => {
    for (const doc of listed) {
      const { bytes, type } = await download(owner, doc);
      expect(type).toBe('application/pdf');
      const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
      expect(text).toContain('Quinn Consulting Solo 401(k) Plan');
      expect(text).toContain('12-3456789');
      expect(text.replace(/\D/g, '')).not.toContain(OWNER_SSN.replace(/-/g, ''));
      expect(text).not.toContain(OWNER_SSN);
    }
  });

  test('a retried payment and repeated or concurrent confirmation calls file no second set', async () => {
    const invoice = (await owner.get('/invoices')).body[0];
    const replay = await owner.post(`/invoices/${invoice.id}/payments`, CARD, {
      headers: { 'idempotency-key': 'owner-pay-key-1' },
    });
    expect(replay.status).toBe(201);
    const again = await Promise.all([
      owner.get('/checkout/documents'),
      owner.get('/checkout/documents'),
      owner.get('/checkout/documents'),
    ]);
    for (const a of again) expect(a.body).toEqual(listed);
    const library = (await owner.get('/library')).body;
    expect(library.folders.filter((f: { name: string }) => f.name === PLAN_DOCUMENTS_FOLDER)).toHaveLength(1);
    expect(library.documents).toHaveLength(2);
    expect(library.versions).toHaveLength(2);
  });

  test('a removed document comes back on the next confirmation call, into the same folder', async () => {
    expect((await owner.delete(`/documents/${listed[1].documentId}`)).status).toBe(204);
    const removed = (await owner.get('/library')).body;
    expect(removed.documents.map((d: { id: string }) => d.id)).not.toContain(listed[1].documentId);
    const again = (await owner.get('/checkout/documents')).body as Listed[];
    expect(again.map((d) => d.documentId)).toEqual(listed.map((d) => d.documentId));
    const library = (await owner.get('/library')).body;
    expect(new Set(library.documents.map((d: { folder_id: string }) => d.folder_id)).size).toBe(1);
    expect(library.documents.map((d: { id: string }) => d.id)).toContain(listed[1].documentId);
    listed = again;
  });

  test('another user can neither list, mint a link for nor read them', async () => {
    const theirs = await stranger.get('/checkout/documents');
    expect(theirs.status).toBe(409);
    expect(theirs.body).toEqual({ error: 'not_paid', message: NOT_PAID_MESSAGE });
    for (const doc of listed) {
      expect((await stranger.get(doc.downloadPath)).status).toBe(404);
      expect(
        (await stranger.get(`/documents/${doc.documentId}/download/google-cloud-url`, { query: { id: doc.versionId } })).status,
      ).toBe(404);
      expect((await stranger.get(`/documents/${doc.documentId}`)).status).toBe(404);
    }
    expect((await t.anonymous().get('/checkout/documents')).status).toBe(401);
  });

  test('a participant gets the joinder agreement, filed in the "Plan documents" folder they already had', async () => {
    const participant = await t.signIn('participant@example.com');
    const own = await participant.post('/folders', { name: PLAN_DOCUMENTS_FOLDER, folder_id: null });
    expect(own.status).toBe(201);
    expect(
      (await participant.put('/checkout/progress', { current_step: 'personalDetails', variant: 'participant' })).status,
    ).toBe(200);
    const personal = {
      ...ownerSteps().personalDetails,
      first_name: 'Jordan',
      married: false,
      spouse_first_name: '',
      spouse_last_name: '',
      spouse_email: '',
    };
    await saveSteps(participant, {
      personalDetails: personal,
      signerDetails: {
        participant_signer_first_name: 'Jordan',
        participant_signer_last_name: 'Quinn',
        participant_signer_title: 'Participant',
        participant_signature: signaturePng(),
        participant_sign_date: '2026-11-21',
      },
    });
    expect((await pay(participant, 'participant-pay-1')).status).toBe(201);
    const docs = (await participant.get('/checkout/documents')).body as Listed[];
    expect(docs.map((d) => d.kind)).toEqual(['participant_agreement']);
    const library = (await participant.get('/library')).body;
    expect(library.folders).toHaveLength(1);
    expect(library.documents[0].folder_id).toBe(own.body.id);
    const text = (await pdfText((await download(participant, docs[0])).bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Jordan Quinn');
    expect(text.replace(/\D/g, '')).not.toContain(OWNER_SSN.replace(/-/g, ''));
  });
});
