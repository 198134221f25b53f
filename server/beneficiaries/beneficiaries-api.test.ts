import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pngDataUrl } from '../library/upload-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { saveCompletedStep } from '../test-support/saved-step';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { imageCount, pdfText, signaturePng } from '../plan-documents/pdf-test-kit';
import { LocalBlobStore } from '../blob/local-blob-store';

const NOW = new Date('2026-11-23T10:00:00Z');
const SPOUSE = { group: 'primary', name: 'Sam Lovelace', relationship: 'spouse', date_of_birth: '1981-02-03', share: 100 };
const CHILD = { group: 'primary', name: 'Ada Junior', relationship: 'child', date_of_birth: '2010-06-07', share: 100 };
const SIBLING = { group: 'contingent', name: 'Bea Byron', relationship: 'sibling', date_of_birth: '1979-09-09', share: 100 };

for (const leg of await databaseLegs()) {
  describe(`beneficiaries API (${leg.name})`, () => {
    let app: TestApp;

    async function personalDetails(client: TestClient, values: Record<string, unknown>): Promise<void> {
      await saveCompletedStep(app.database.db, client.userId as string, 'personalDetails', values, NOW);
    }

    /** The PDF a designation was filed as (its own version: versions of one clock tick have no order). */
    async function filedBytes(designationId: string): Promise<Uint8Array> {
      const row = await app.database.db
        .selectFrom('beneficiary_designations')
        .innerJoin('versions', 'versions.id', 'beneficiary_designations.version_id')
        .select('versions.blob_key')
        .where('beneficiary_designations.id', '=', designationId)
        .executeTakeFirstOrThrow();
      const store = await LocalBlobStore.open({ dataDir: app.config.dataDir });
      const handle = await store.get(row.blob_key);
      const parts: Buffer[] = [];
      for await (const part of handle!.stream) parts.push(part as Buffer);
      return new Uint8Array(Buffer.concat(parts));
    }

    async function filedText(designationId: string): Promise<string> {
      return (await pdfText(await filedBytes(designationId))).replace(/\s+/g, ' ');
    }

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => NOW, supportEmails: ['support-ben@example.com'] });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('a single participant designates at once; the designation is filed as a PDF and a new one supersedes it', async () => {
      const single = await app.signIn('single-ben@example.com');
      await personalDetails(single, { first_name: 'Ada', last_name: 'Single', married: false });
      const first = await single.post('/beneficiaries', { beneficiaries: [CHILD, SIBLING] });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ status: 'in_force', needs_consent: false, married: false, consent: null });
      expect(first.body.document_id).toEqual(expect.any(String));
      const text = await filedText(first.body.id);
      expect(text).toContain('Beneficiary Designation');
      expect(text).toContain('Ada Junior');
      expect(text).toContain('Brother or sister');
      expect(text).not.toContain('sibling');
      const library = (await single.get('/library')).body;
      expect(library.folders.map((f: { name: string }) => f.name)).toEqual(['Beneficiaries']);
      expect(library.documents.map((d: { name: string }) => d.name)).toEqual(['Beneficiary designation.pdf']);

      const second = await single.post('/beneficiaries', {
        beneficiaries: [
          { ...CHILD, share: 50 },
          { ...CHILD, name: 'Bo', share: 50 },
        ],
      });
      expect(second.body.status).toBe('in_force');
      expect(second.body.document_id).toBe(first.body.document_id);
      expect((await single.get(`/documents/${first.body.document_id}/versions`)).body).toHaveLength(2);
      const overview = (await single.get('/beneficiaries')).body;
      expect(overview.in_force.id).toBe(second.body.id);
      expect(overview.awaiting_consent).toBeNull();
      expect(overview.history.map((d: { status: string }) => d.status)).toEqual(['in_force', 'superseded']);
    });

    test('shares that do not add up and incomplete beneficiaries get the domain messages beside their fields', async () => {
      const client = await app.signIn('shares-ben@example.com');
      const bad = await client.post('/beneficiaries', {
        beneficiaries: [
          { ...CHILD, share: 60 },
          { ...CHILD, name: ' ', date_of_birth: '2030-01-01', share: 30 },
        ],
      });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({
        'beneficiaries[1].name': ['Beneficiary name is required'],
        'beneficiaries[1].date_of_birth': ['Enter a date of birth between 1900-01-01 and today'],
        primary: ["Primary beneficiaries' shares must add up to 100% (now 90%)"],
      });
      const none = await client.post('/beneficiaries', { beneficiaries: [] });
      expect(none.body.fields).toEqual({ primary: ['Name at least one primary beneficiary'] });
      expect((await client.post('/beneficiaries', { beneficiaries: 'x' })).status).toBe(400);
      expect((await client.post('/beneficiaries', { beneficiaries: [{ ...CHILD, share: { $gt: 1 } }] })).status).toBe(400);
      expect((await client.get('/beneficiaries')).body.history).toEqual([]);
    });

    test("a married participant's non-spouse beneficiary waits for the spouse's signed consent, then is in force", async () => {
      const wed = await app.signIn('wed-ben@example.com');
      await personalDetails(wed, {
        first_name: 'Ada',
        last_name: 'Lovelace',
        married: true,
        spouse_first_name: 'Sam',
        spouse_last_name: 'Lovelace',
      });
      const spouseOnly = await wed.post('/beneficiaries', { beneficiaries: [SPOUSE, SIBLING] });
      expect(spouseOnly.body).toMatchObject({ status: 'in_force', needs_consent: false, married: true });

      const child = await wed.post('/beneficiaries', { beneficiaries: [CHILD] });
      expect(child.status).toBe(201);
      expect(child.body).toMatchObject({ status: 'awaiting_consent', needs_consent: true, document_id: null, in_force_at: null });
      let overview = (await wed.get('/beneficiaries')).body;
      expect(overview).toMatchObject({ married: true, spouse_name: 'Sam Lovelace' });
      expect(overview.in_force.id).toBe(spouseOnly.body.id);
      expect(overview.awaiting_consent.id).toBe(child.body.id);

      const missing = await wed.post(`/beneficiaries/${child.body.id}/consent`, { spouse_name: '' });
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual({
        spouse_name: ["Spouse's full name is required"],
        spouse_signature: ["Spouse's consent signature is required"],
      });
      const notPng = await wed.post(`/beneficiaries/${child.body.id}/consent`, {
        spouse_name: 'Sam Lovelace',
        spouse_signature: 'data:image/png;base64,AAAA',
      });
      expect(notPng.body.fields).toEqual({ spouse_signature: ["Spouse's consent signature must be png"] });

      const consented = await wed.post(`/beneficiaries/${child.body.id}/consent`, {
        spouse_name: 'Sam Lovelace',
        spouse_signature: signaturePng(),
      });
      expect(consented.status).toBe(200);
      expect(consented.body).toMatchObject({
        status: 'in_force',
        consent: { spouse_name: 'Sam Lovelace', signed_at: NOW.toISOString() },
        in_force_at: NOW.toISOString(),
      });
      expect(JSON.stringify(consented.body)).not.toContain('base64');
      const text = await filedText(consented.body.id);
      expect(text).toContain("Spouse's consent");
      expect(text).toContain('I, Sam Lovelace, am the spouse of the participant');
      expect(text).toContain('Ada Junior (Child, 100%)');
      expect(text).toContain('plan representative or notary');
      expect(imageCount(await filedBytes(consented.body.id))).toBe(1);

      const again = await wed.post(`/beneficiaries/${child.body.id}/consent`, {
        spouse_name: 'Sam',
        spouse_signature: pngDataUrl(),
      });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('not_awaiting_consent');
      overview = (await wed.get('/beneficiaries')).body;
      expect(overview.history.map((d: { status: string }) => d.status)).toEqual(['in_force', 'superseded']);
    });

    test('a new designation replaces one still waiting for consent (withdrawn, never in force)', async () => {
      const wed = await app.signIn('wed2-ben@example.com');
      await personalDetails(wed, { first_name: 'Al', last_name: 'Wed', married: 'true' });
      const pending = (await wed.post('/beneficiaries', { beneficiaries: [CHILD] })).body;
      const split = await wed.post('/beneficiaries', {
        beneficiaries: [
          { ...SPOUSE, share: 50 },
          { ...CHILD, share: 50 },
        ],
      });
      expect(split.body.status).toBe('awaiting_consent');
      const overview = (await wed.get('/beneficiaries')).body;
      expect(overview.in_force).toBeNull();
      expect(overview.history.map((d: { id: string; status: string }) => [d.id, d.status])).toEqual([
        [split.body.id, 'awaiting_consent'],
        [pending.id, 'withdrawn'],
      ]);
      const late = await wed.post(`/beneficiaries/${pending.id}/consent`, { spouse_name: 'X Y', spouse_signature: pngDataUrl() });
      expect(late.status).toBe(409);
    });

    test('support in admin mode designates for the participant and the writes are audited', async () => {
      const owner = await app.signIn('audited-ben@example.com');
      expect((await owner.get('/beneficiaries')).body.history).toEqual([]);
      const support = (await app.signIn('support-ben@example.com')).withHeaders({ 'x-act-as': owner.userId as string });
      const made = await support.post('/beneficiaries', { beneficiaries: [CHILD] });
      expect(made.status).toBe(201);
      const audit = await app.database.db.selectFrom('audit_log').selectAll().where('object_id', '=', made.body.id).execute();
      expect(audit).toEqual([
        expect.objectContaining({ participant_id: owner.userId, action: 'designate', object_type: 'beneficiary_designation' }),
      ]);
      expect((await owner.get('/beneficiaries')).body.in_force.id).toBe(made.body.id);
    });
  });
}
