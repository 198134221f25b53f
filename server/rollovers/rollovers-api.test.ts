import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pdfBytes, uploadFile } from '../library/upload-test-kit';
import { signaturePng, storedPdfText } from '../plan-documents/pdf-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { saveCompletedStep } from '../test-support/saved-step';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const NOW = new Date('2026-11-23T10:00:00Z');
const DIRECT = { source_kind: '401k', provider: 'Fidelity', amount: 50000, roth_amount: 12500.5, method: 'direct' };

for (const leg of await databaseLegs()) {
  describe(`rollovers API (${leg.name})`, () => {
    let app: TestApp;

    async function saveStep(client: TestClient, step: string, values: Record<string, unknown>): Promise<void> {
      await saveCompletedStep(app.database.db, client.userId as string, step, values, NOW);
    }

    async function participant(email: string, plan: Record<string, unknown> = {}): Promise<TestClient> {
      const client = await app.signIn(email);
      await saveStep(client, 'personalDetails', { first_name: 'Ada', last_name: 'Lovelace', married: false });
      await saveStep(client, 'planDetails', { plan_name: 'Lovelace Analytics 401(k) Plan', plan_ein: '12-3456789', ...plan });
      return client;
    }

    async function letterText(rolloverId: string): Promise<string> {
      const row = await app.database.db
        .selectFrom('rollovers')
        .innerJoin('versions', 'versions.id', 'rollovers.letter_version_id')
        .select('versions.blob_key')
        .where('rollovers.id', '=', rolloverId)
        .executeTakeFirstOrThrow();
      return storedPdfText(app.config.dataDir, row.blob_key);
    }

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => NOW, supportEmails: ['support-roll@example.com'] });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('a direct rollover from request to received: signed letter filed, statement, history, Roll Overs in the ledger', async () => {
      const ada = await participant('ada-roll@example.com');
      const made = await ada.post('/rollovers', DIRECT);
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({
        status: 'requested',
        amount: 50000,
        pre_tax_amount: 37499.5,
        roth_amount: 12500.5,
        method: 'direct',
        distribution_date: null,
        history: [{ status: 'requested', amount: 50000, on_date: null, at: NOW.toISOString() }],
      });
      const id = made.body.id as string;

      const unsigned = await ada.post(`/rollovers/${id}/letter`, { administrator_name: '' });
      expect(unsigned.status).toBe(400);
      expect(unsigned.body.fields).toEqual({
        administrator_name: ["The plan administrator's name is required"],
        signature: ["The plan administrator's signature is required"],
      });
      const skipped = await ada.post(`/rollovers/${id}/status`, { status: 'funds_expected' });
      expect(skipped.body.fields).toEqual({ status: ['This rollover can only become: Letter of acceptance sent'] });

      const signed = await ada.post(`/rollovers/${id}/letter`, {
        administrator_name: 'Ada Lovelace',
        administrator_title: 'Plan administrator',
        signature: signaturePng(),
      });
      expect(signed.status).toBe(200);
      expect(signed.body.status).toBe('letter_sent');
      const text = await letterText(id);
      for (const expected of [
        'Letter of Acceptance of a Rollover',
        'To Fidelity',
        'Lovelace Analytics 401(k) Plan',
        '12-3456789',
        'Another 401(k) plan',
        'Pre-tax part $37,499.50',
        'Roth part $12,500.50',
        'FBO Ada Lovelace',
        'Ada Lovelace',
        'Plan administrator',
      ])
        expect(text).toContain(expected);
      const library = (await ada.get('/library')).body;
      expect(library.folders.map((f: { name: string }) => f.name)).toEqual(['Rollovers']);
      expect(library.documents.map((d: { name: string }) => d.name)).toEqual(['Rollover acceptance - Fidelity - 2026-11-23.pdf']);
      expect((await ada.post(`/rollovers/${id}/letter`, { administrator_name: 'A', signature: signaturePng() })).status).toBe(
        409,
      );

      const statement = (await uploadFile(ada, '/documents', { bytes: pdfBytes(), name: 'statement.pdf' })).body.id;
      const attached = await ada.post(`/rollovers/${id}/statement`, { document_id: statement });
      expect(attached.body.statement_document_id).toBe(statement);

      expect((await ada.post(`/rollovers/${id}/status`, { status: 'funds_expected' })).body.status).toBe('funds_expected');
      const incomplete = await ada.post(`/rollovers/${id}/status`, { status: 'received' });
      expect(incomplete.body.fields).toEqual({
        amount: ['Enter the amount received: above $0, in dollars and cents'],
        received_date: ['Enter the day the money arrived (not before the request, not in the future)'],
      });
      const received = await ada.post(`/rollovers/${id}/status`, {
        status: 'received',
        amount: 49876.54,
        received_date: '2026-11-23',
      });
      expect(received.status).toBe(200);
      expect(received.body).toMatchObject({ status: 'received', received_amount: 49876.54, received_date: '2026-11-23' });
      expect(received.body.history.map((h: { status: string }) => h.status)).toEqual([
        'requested',
        'letter_sent',
        'funds_expected',
        'received',
      ]);
      expect(received.body.history[3]).toMatchObject({ amount: 49876.54, on_date: '2026-11-23' });
      const ledger = (await ada.get('/contributions')).body as Array<Record<string, unknown>>;
      expect(ledger).toEqual([
        expect.objectContaining({
          id: received.body.contribution_id,
          source: 'Roll Overs',
          amount: 49876.54,
          deposit_date: '2026-11-23',
          tax_year: 2026,
          reference: 'Rollover from Fidelity',
        }),
      ]);
      const again = await ada.post(`/rollovers/${id}/status`, { status: 'received', amount: 1, received_date: '2026-11-23' });
      expect(again.body.fields).toEqual({ status: ['This rollover is received and cannot change'] });
      expect((await ada.get('/rollovers')).body.map((r: { id: string }) => r.id)).toEqual([id]);
    });

    test('concurrent "received" moves of one rollover: exactly one succeeds and the ledger has one entry', async () => {
      const bea = await participant('bea-roll@example.com');
      const id = (await bea.post('/rollovers', { ...DIRECT, roth_amount: 0 })).body.id;
      await bea.post(`/rollovers/${id}/letter`, { administrator_name: 'Bea', signature: signaturePng() });
      await bea.post(`/rollovers/${id}/status`, { status: 'funds_expected' });
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          bea.post(`/rollovers/${id}/status`, { status: 'received', amount: 100, received_date: '2026-11-23' }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
      expect((await bea.get('/contributions')).body).toHaveLength(1);
    });

    test('the rules: Roth only into Roth, none from a traditional IRA, and the 60 days of an indirect rollover', async () => {
      const cy = await participant('cy-roll@example.com', { plan_roth_roll: false });
      const noRoth = await cy.post('/rollovers', DIRECT);
      expect(noRoth.body.fields).toEqual({
        roth_amount: ['This plan has no Roth rollover account, and Roth money can only roll into a Roth account'],
      });
      const ira = await cy.post('/rollovers', { ...DIRECT, source_kind: 'traditional_ira' });
      expect(ira.body.fields).toEqual({ roth_amount: ['A traditional IRA holds no Roth money: its Roth part is $0'] });
      const nothing = await cy.post('/rollovers', {});
      expect(Object.keys(nothing.body.fields).sort()).toEqual(['amount', 'method', 'provider', 'source_kind']);
      const hostile = await cy.post('/rollovers', { ...DIRECT, amount: { $gt: 0 } });
      expect(hostile.status).toBe(400);
      const late = await cy.post('/rollovers', {
        ...DIRECT,
        roth_amount: 0,
        method: 'indirect',
        distribution_date: '2026-09-23',
      });
      expect(late.body.fields).toEqual({
        distribution_date: ['The 60 days for an indirect rollover ended on Nov 22, 2026: the money can no longer be rolled over'],
      });
      const indirect = await cy.post('/rollovers', {
        ...DIRECT,
        roth_amount: 0,
        method: 'indirect',
        distribution_date: '2026-09-24',
      });
      expect(indirect.status).toBe(201);
      await cy.post(`/rollovers/${indirect.body.id}/letter`, { administrator_name: 'Cy', signature: signaturePng() });
      expect(await letterText(indirect.body.id)).toContain('within 60 days of the distribution, that is by Nov 23, 2026');
      const other = await app.signIn('dan-roll@example.com');
      const foreign = (await uploadFile(other, '/documents', { bytes: pdfBytes(), name: 'd.pdf' })).body.id;
      const cite = await cy.post(`/rollovers/${indirect.body.id}/statement`, { document_id: foreign });
      expect(cite.body.fields).toEqual({ document_id: ['Document not found'] });
    });

    test('support in admin mode moves a rollover along for the participant, audited', async () => {
      const eve = await participant('eve-roll@example.com');
      expect((await eve.get('/rollovers')).body).toEqual([]);
      const support = (await app.signIn('support-roll@example.com')).withHeaders({ 'x-act-as': eve.userId as string });
      const made = await support.post('/rollovers', { ...DIRECT, roth_amount: 0 });
      expect(made.status).toBe(201);
      await support.post(`/rollovers/${made.body.id}/letter`, { administrator_name: 'Eve', signature: signaturePng() });
      const audit = await app.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('object_id', '=', made.body.id)
        .orderBy('at')
        .execute();
      expect(audit.map((a) => [a.participant_id, a.action, a.object_type])).toEqual([
        [eve.userId, 'request', 'rollover'],
        [eve.userId, 'sign_letter', 'rollover'],
      ]);
    });
  });
}
