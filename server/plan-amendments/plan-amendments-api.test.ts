import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { giveOwnerAPlan, invitationToken, setCheckoutStep } from '../invitations/invitation-test-kit';
import { ownerSteps } from '../plan-documents/plan-document-fixtures';
import { OWNER_SSN } from '../plan-documents/plan-document-fixtures';
import { pdfText, signaturePng, storedPdfText } from '../plan-documents/pdf-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const START = new Date('2026-11-30T10:00:00Z');
let now = START;
const AMENDMENT = 'secure-2-0-interim-amendment';
const RESTATEMENT = 'cycle-4-restatement';
const SIGNER = {
  signer_first_name: 'Avery',
  signer_last_name: 'Quinn',
  signer_title: 'Managing Member',
  signature: signaturePng(),
};

for (const leg of await databaseLegs()) {
  describe(`plan amendments API (${leg.name})`, () => {
    let t: TestApp;
    let owner: TestClient;
    const ownerWithPlan = async (email: string): Promise<TestClient> => {
      const client = await t.signIn(email);
      await giveOwnerAPlan(t, client);
      return client;
    };
    const stateOf = async (client: TestClient, document: string): Promise<Record<string, unknown>> =>
      ((await client.get('/plan-amendments')).body.tasks as Array<Record<string, unknown>>).find(
        (task) => task.document === document,
      ) as Record<string, unknown>;
    const storedText = async (client: TestClient, documentId: string): Promise<string> => {
      const row = await t.database.db
        .selectFrom('versions')
        .select('blob_key')
        .where('user_id', '=', client.userId as string)
        .where('document_id', '=', documentId)
        .executeTakeFirstOrThrow();
      return storedPdfText(t.config.dataDir, row.blob_key);
    };

    beforeAll(async () => {
      t = await startTestApp({ database: await leg.open(), clock: () => now, supportEmails: ['support-amend@example.com'] });
      owner = await ownerWithPlan('owner-amend@example.com');
    });
    afterAll(async () => {
      now = START;
      await t.close();
      await t.database.close();
    });

    test('the owner has the interim amendment due soon and the restatement due, in deadline order', async () => {
      const r = await owner.get('/plan-amendments');
      expect(r.status).toBe(200);
      expect(r.body.plan_owner).toBe(true);
      expect(
        r.body.tasks.map((task: Record<string, unknown>) => [task.document, task.deadline, task.state, task.days_left]),
      ).toEqual([
        [AMENDMENT, '2026-12-31', 'due_soon', 31],
        [RESTATEMENT, '2028-09-30', 'due', 670],
      ]);
      expect(r.body.tasks[0]).toMatchObject({
        title: 'SECURE 2.0 Interim Amendment',
        kind: 'amendment',
        opens_on: null,
        deadline_expected: false,
        signature: null,
        satisfied_by: null,
      });
      expect(r.body.tasks[1]).toMatchObject({ opens_on: '2026-10-01', deadline_expected: true });
    });

    test('the previews carry the plan: the amendment its name, EIN and provisions; the restatement the original effective date; never the SSN', async () => {
      const r = await owner.get(`/plan-amendments/${AMENDMENT}/preview`);
      expect(r.status).toBe(200);
      expect(r.body.file_name).toBe('SECURE 2.0 Interim Amendment (to review).pdf');
      const text = (await pdfText(new Uint8Array(Buffer.from(r.body.pdf_base64, 'base64')))).replace(/\s+/g, ' ');
      expect(text).toContain('Quinn Consulting Solo 401(k) Plan');
      expect(text).toContain('98-7654321');
      expect(text).toContain('Quinn Consulting LLC');
      expect(text).toContain('SECURE 2.0 Act section 107');
      expect(text).toContain('Long-term part-time employees');
      expect(text).not.toContain(OWNER_SSN);
      const restated = await owner.get(`/plan-amendments/${RESTATEMENT}/preview`);
      const restatedText = (await pdfText(new Uint8Array(Buffer.from(restated.body.pdf_base64, 'base64')))).replace(/\s+/g, ' ');
      expect(restatedText).toContain('Restated Solo 401(k) Plan Adoption Agreement');
      expect(restatedText).toContain('Original effective date');
      expect(restatedText).toContain('Quinn Consulting Solo 401(k) Plan');
      expect((await owner.get('/plan-amendments/cycle-9-restatement/preview')).body).toEqual({
        error: 'not_found',
        message: 'Your plan does not need this document',
      });
    });

    test('a signature needs the signer and a PNG; hostile values answer 400, never 500', async () => {
      const empty = await owner.post(`/plan-amendments/${AMENDMENT}/signature`, {});
      expect(empty.status).toBe(400);
      expect(empty.body.fields).toEqual({
        signer_first_name: ['Signer First Name is required'],
        signer_last_name: ['Signer Last Name is required'],
        signer_title: ['Signer Title is required'],
        signature: ['Signature is required'],
      });
      const notPng = await owner.post(`/plan-amendments/${AMENDMENT}/signature`, {
        ...SIGNER,
        signature: 'data:image/gif;base64,R0lG',
      });
      expect(notPng.body.fields).toEqual({ signature: ['Signature must be png'] });
      for (const body of [
        { ...SIGNER, signature: { png: true } },
        { ...SIGNER, signer_first_name: 'x'.repeat(101) },
        [],
        { ...SIGNER, signer_title: ['a', 'b'] },
      ])
        expect((await owner.post(`/plan-amendments/${AMENDMENT}/signature`, body)).status).toBe(400);
      expect((await stateOf(owner, AMENDMENT)).state).toBe('due_soon');
    });

    test('signing files the signed amendment in the library with its date; a second signature is refused', async () => {
      const r = await owner.post(`/plan-amendments/${AMENDMENT}/signature`, SIGNER);
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({
        document: AMENDMENT,
        state: 'signed',
        signature: {
          signed_on: '2026-11-30',
          signer_name: 'Avery Quinn',
          signer_title: 'Managing Member',
          file_name: 'SECURE 2.0 Interim Amendment (signed 2026-11-30).pdf',
          download_path: expect.stringMatching(/^\/documents\/.+\/download\/google-cloud-url\?id=.+$/),
        },
      });
      const library = (await owner.get('/library')).body;
      const doc = library.documents.find((d: { id: string }) => d.id === r.body.signature.library_document_id);
      expect(doc.name).toBe('SECURE 2.0 Interim Amendment (signed 2026-11-30).pdf');
      expect(library.folders.find((f: { id: string }) => f.id === doc.folder_id).name).toBe('Plan documents');
      const text = await storedText(owner, doc.id);
      expect(text).toContain('Quinn Consulting Solo 401(k) Plan');
      expect(text).toContain('Signed electronically');
      expect(text).toContain('Avery Quinn');
      const again = await owner.post(`/plan-amendments/${AMENDMENT}/signature`, SIGNER);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ error: 'already_signed', message: 'This document is already signed' });
      expect((await stateOf(owner, RESTATEMENT)).state).toBe('due');
    });

    test('20 concurrent signatures of one document take effect once', async () => {
      const busy = await ownerWithPlan('busy-amend@example.com');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => busy.post(`/plan-amendments/${AMENDMENT}/signature`, SIGNER)),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
      const rows = await t.database.db
        .selectFrom('plan_amendment_signatures')
        .select('id')
        .where('user_id', '=', busy.userId as string)
        .execute();
      expect(rows).toHaveLength(1);
      const docs = (await busy.get('/library')).body.documents.filter((d: { name: string }) =>
        d.name.startsWith('SECURE 2.0 Interim Amendment'),
      );
      expect(docs).toHaveLength(1);
    });

    test('a participant and a user without a plan have nothing to sign', async () => {
      await owner.post('/invitations', { email: 'spouse-amend@example.com' });
      const spouse = await t.signIn('spouse-amend@example.com');
      expect((await spouse.post('/invitations/accept', { token: invitationToken(t, 'spouse-amend@example.com') })).status).toBe(
        200,
      );
      const nobody = await t.signIn('nobody-amend@example.com');
      for (const client of [spouse, nobody]) {
        expect((await client.get('/plan-amendments')).body).toEqual({ plan_owner: false, tasks: [] });
        const sign = await client.post(`/plan-amendments/${AMENDMENT}/signature`, SIGNER);
        expect(sign.status).toBe(403);
        expect(sign.body).toEqual({ error: 'not_plan_owner', message: "Only the plan's owner signs its amendments" });
        expect((await client.get(`/plan-amendments/${AMENDMENT}/preview`)).status).toBe(403);
      }
    });

    test('support acting for the owner signs: the signature is audited with the support user as the agent', async () => {
      const client = await ownerWithPlan('acted-amend@example.com');
      await client.get('/me');
      const support = (await t.signIn('support-amend@example.com')).withHeaders({ 'x-act-as': client.userId as string });
      const r = await support.post(`/plan-amendments/${RESTATEMENT}/signature`, SIGNER);
      expect(r.status).toBe(201);
      const audit = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('participant_id', '=', client.userId as string)
        .where('object_type', '=', 'plan_amendment')
        .execute();
      expect(audit).toEqual([expect.objectContaining({ action: 'sign', object_id: RESTATEMENT })]);
      expect(audit[0]?.agent_id).not.toBe(client.userId);
    });

    test('after the deadline an unsigned amendment is overdue and can still be signed', async () => {
      now = new Date('2027-01-05T12:00:00Z');
      try {
        const late = await ownerWithPlan('late-amend@example.com');
        expect(await stateOf(late, AMENDMENT)).toMatchObject({ state: 'overdue', days_left: -5 });
        const r = await late.post(`/plan-amendments/${AMENDMENT}/signature`, SIGNER);
        expect(r.status).toBe(201);
        expect(r.body).toMatchObject({ state: 'signed', signature: { signed_on: '2027-01-05' } });
      } finally {
        now = START;
      }
    });

    test('a restatement signed by December 31, 2026 satisfies the interim amendment too', async () => {
      now = new Date('2026-12-10T12:00:00Z');
      try {
        const early = await ownerWithPlan('early-amend@example.com');
        const r = await early.post(`/plan-amendments/${RESTATEMENT}/signature`, SIGNER);
        expect(r.status).toBe(201);
        expect(r.body.signature.file_name).toBe('Restated Solo 401(k) Plan Adoption Agreement (signed 2026-12-10).pdf');
        const text = await storedText(early, r.body.signature.library_document_id);
        expect(text).toContain('Restatement effective date');
        expect(await stateOf(early, AMENDMENT)).toMatchObject({ state: 'satisfied', satisfied_by: RESTATEMENT });
        const amend = await early.post(`/plan-amendments/${AMENDMENT}/signature`, SIGNER);
        expect(amend.status).toBe(409);
        expect(amend.body).toEqual({
          error: 'already_satisfied',
          message: 'The signed restatement already includes this amendment',
        });
      } finally {
        now = START;
      }
    });

    test('before the restatement window opens the restatement is upcoming and cannot be signed', async () => {
      now = new Date('2026-09-15T12:00:00Z');
      try {
        const before = await ownerWithPlan('before-amend@example.com');
        expect((await stateOf(before, RESTATEMENT)).state).toBe('upcoming');
        const r = await before.post(`/plan-amendments/${RESTATEMENT}/signature`, SIGNER);
        expect(r.status).toBe(409);
        expect(r.body).toEqual({ error: 'not_open', message: 'This document cannot be signed before its window opens' });
      } finally {
        now = START;
      }
    });
    test('a plan that is ending is amended by its termination date and not restated (decision 0341)', async () => {
      const ending = await ownerWithPlan('ending-amend@example.com');
      const adopted = await ending.post('/plan-termination', {
        resolution_date: '2026-11-30',
        termination_date: '2026-12-15',
        signer_first_name: 'Avery',
        signer_last_name: 'Quinn',
        signer_title: 'Owner',
        signature: signaturePng(),
      });
      expect(adopted.status).toBe(201);
      const r = await ending.get('/plan-amendments');
      expect(
        r.body.tasks.map((task: Record<string, unknown>) => [task.document, task.deadline, task.state, task.days_left]),
      ).toEqual([[AMENDMENT, '2026-12-15', 'due_soon', 15]]);
      const restate = await ending.post(`/plan-amendments/${RESTATEMENT}/signature`, SIGNER);
      expect(restate.status).toBe(404);
      expect(restate.body).toEqual({ error: 'not_found', message: 'Your plan does not need this document' });
      expect((await ending.post(`/plan-amendments/${AMENDMENT}/signature`, SIGNER)).status).toBe(201);
      expect((await stateOf(ending, AMENDMENT)).state).toBe('signed');
    });
    test('a plan taken over from elsewhere is restated with its original effective date and plan number (decision 0343)', async () => {
      const brought = await ownerWithPlan('brought-amend@example.com');
      await setCheckoutStep(t, brought, 'planDetails', {
        ...ownerSteps().planDetails,
        plan_origin: 'existing',
        plan_effective_date: '2015-03-01',
        plan_number: '002',
      });
      const r = await brought.get(`/plan-amendments/${RESTATEMENT}/preview`);
      expect(r.status).toBe(200);
      const text = (await pdfText(new Uint8Array(Buffer.from(r.body.pdf_base64, 'base64')))).replace(/\s+/g, ' ');
      expect(text).toContain('Original effective date Mar 1, 2015');
      expect(text).toContain('Plan number 002');
    });
  });
}
