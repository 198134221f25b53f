import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pdfBytes, uploadFile } from '../library/upload-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';

let now = new Date('2026-11-20T10:00:00Z');

for (const leg of await databaseLegs()) {
  describe(`year-end values and the 5500-EZ (${leg.name})`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => now, supportEmails: ['support-yearend@example.com'] });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('the 5500-EZ names each asset without a year-end value with its evidence until every one has it', async () => {
      now = new Date('2026-11-20T10:00:00Z');
      const before = await app.signIn('yearend-owner@example.com');
      const record = { record_type: 'record' } as const;
      const gold = (
        await before.post('/assets', {
          ...record,
          name: 'Gold coins',
          type: 'precious_metals',
          subtype: 'Coins',
          precious_metals_child_type: 'gold',
          custodian: 'Delaware Depository',
          purchase_price: 2500,
        })
      ).body.asset;
      const land = (
        await before.post('/assets', { ...record, name: 'Land', type: 'real_estate', subtype: 'Land', purchase_price: 90000 })
      ).body.asset;

      // After the year end (a new day needs a new session).
      now = new Date('2027-01-10T10:00:00Z');
      const owner = await app.signIn('yearend-owner@example.com');
      // Bought after the year end: not asked for 2026.
      expect(
        (await owner.post('/assets', { ...record, name: 'Bitcoin', type: 'crypto', subtype: 'Bitcoin', purchase_price: 10 }))
          .status,
      ).toBe(201);
      const blocked = (await owner.get('/form-5500-ez/2026')).body;
      expect(blocked.year_end_values).toEqual({
        complete: false,
        missing: ['Gold coins: no year-end value for 2026', 'Land: no year-end value for 2026'],
        message: '2 assets need a year-end value with its evidence for 2026 before the 5500-EZ can be prepared',
      });
      const listed = (await owner.get('/year-end-values/2026')).body;
      expect(listed).toMatchObject({ plan_year: 2026, plan_year_end: '2026-12-31', window_start: '2026-12-17', complete: false });
      expect(listed.assets).toEqual([
        {
          asset_id: gold.id,
          asset_name: 'Gold coins',
          asset_type: 'precious_metals',
          evidence_kinds: ['dealer_quote'],
          state: 'missing',
          value: null,
          missing: 'Gold coins: no year-end value for 2026',
        },
        {
          asset_id: land.id,
          asset_name: 'Land',
          asset_type: 'real_estate',
          evidence_kinds: ['appraisal', 'county_assessment'],
          state: 'missing',
          value: null,
          missing: 'Land: no year-end value for 2026',
        },
      ]);

      const quote = (await uploadFile(owner, '/documents', { bytes: pdfBytes(), name: 'dealer-quote.pdf' })).body;
      const wrong = await owner.post(`/assets/${gold.id}/values`, {
        value: 3100,
        as_of: '2026-12-31',
        evidence_kind: 'appraisal',
      });
      expect([wrong.status, wrong.body.fields]).toEqual([
        400,
        { evidence_kind: ['Evidence for precious metals must be a dealer quote'], document_id: ['Attach the evidence file'] },
      ]);
      const recorded = await owner.post(`/assets/${gold.id}/values`, {
        value: 3100,
        as_of: '2026-12-31',
        evidence_kind: 'dealer_quote',
        document_id: quote.id,
      });
      expect(recorded.status).toBe(201);
      expect(recorded.body).toMatchObject({
        value: 3100,
        as_of: '2026-12-31',
        document_id: quote.id,
        evidence_kind: 'dealer_quote',
      });

      // A value of the land without its evidence file is named as such.
      expect((await owner.post(`/assets/${land.id}/values`, { value: 95000, as_of: '2026-12-31' })).status).toBe(201);
      expect((await owner.get('/form-5500-ez/2026')).body.year_end_values).toEqual({
        complete: false,
        missing: ['Land: the year-end value for 2026 has no evidence file'],
        message: '1 asset needs a year-end value with its evidence for 2026 before the 5500-EZ can be prepared',
      });

      const appraisal = (await uploadFile(owner, '/documents', { bytes: pdfBytes(), name: 'appraisal.pdf' })).body;
      const landValue = await owner.post(`/assets/${land.id}/values`, {
        value: 96000,
        as_of: '2026-12-31',
        evidence_kind: 'appraisal',
        document_id: appraisal.id,
      });
      expect(landValue.status).toBe(201);
      const ready = (await owner.get('/form-5500-ez/2026')).body;
      expect(ready.year_end_values).toEqual({ complete: true, missing: [], message: null });
      // The value history feeds the year-end assets.
      expect(ready.plan_assets).toBe(3100 + 96000);
      const states = (await owner.get('/year-end-values/2026')).body.assets;
      expect(states.map((s: { state: string; value: { id: string } }) => [s.state, s.value.id])).toEqual([
        ['recorded', recorded.body.id],
        ['recorded', landValue.body.id],
      ]);
    });

    test('a value dated more than 14 days before the year end does not count; an evidence file of another user is refused', async () => {
      now = new Date('2026-11-20T10:00:00Z');
      const before = await app.signIn('yearend-early@example.com');
      const other = await app.signIn('yearend-other@example.com');
      const notes = (
        await before.post('/assets', {
          record_type: 'record',
          name: 'Note',
          type: 'private_notes',
          subtype: 'Secured note',
          purchase_price: 5000,
        })
      ).body.asset;
      now = new Date('2027-01-10T10:00:00Z');
      const owner = await app.signIn('yearend-early@example.com');
      const theirs = (
        await uploadFile(await app.signIn('yearend-other@example.com'), '/documents', { bytes: pdfBytes(), name: 'x.pdf' })
      ).body;
      expect(other.userId).toBeDefined();
      const notMine = await owner.post(`/assets/${notes.id}/values`, {
        value: 4800,
        as_of: '2026-12-31',
        evidence_kind: 'remaining_principal',
        document_id: theirs.id,
      });
      expect([notMine.status, notMine.body.fields]).toEqual([400, { document_id: ['Document not found'] }]);
      const mine = (await uploadFile(owner, '/documents', { bytes: pdfBytes(), name: 'principal.pdf' })).body;
      const early = { value: 4800, as_of: '2026-12-16', evidence_kind: 'remaining_principal', document_id: mine.id };
      expect((await owner.post(`/assets/${notes.id}/values`, early)).status).toBe(201);
      expect((await owner.get('/year-end-values/2026')).body.missing).toEqual(['Note: no year-end value for 2026']);
      expect((await owner.post(`/assets/${notes.id}/values`, { ...early, as_of: '2026-12-17' })).status).toBe(201);
      expect((await owner.get('/year-end-values/2026')).body).toMatchObject({ complete: true, missing: [], message: null });
      expect((await owner.get('/year-end-values/1800')).status).toBe(400);
    });

    test('support in admin mode records a year-end value for the participant: audited', async () => {
      now = new Date('2026-11-20T10:00:00Z');
      const before = await app.signIn('yearend-assisted@example.com');
      const cash = (
        await before.post('/assets', {
          record_type: 'record',
          name: 'Savings',
          type: 'cash',
          subtype: 'Savings account',
          purchase_price: 1000,
        })
      ).body.asset;
      const statement = (await uploadFile(before, '/documents', { bytes: pdfBytes(), name: 'statement.pdf' })).body;
      now = new Date('2027-01-10T10:00:00Z');
      const owner = await app.signIn('yearend-assisted@example.com');
      const support = await app.signIn('support-yearend@example.com');
      const asOwner = support.withHeaders({ 'x-act-as': owner.userId as string });
      const value = await asOwner.post(`/assets/${cash.id}/values`, {
        value: 1002.5,
        as_of: '2026-12-31',
        evidence_kind: 'bank_statement',
        document_id: statement.id,
      });
      expect(value.status).toBe(201);
      const audit = await app.database.db
        .selectFrom('audit_log')
        .select(['agent_id', 'action', 'object_type', 'object_id'])
        .where('participant_id', '=', owner.userId as string)
        .where('object_type', '=', 'asset_value')
        .execute();
      expect(audit).toEqual([
        { agent_id: support.userId, action: 'create', object_type: 'asset_value', object_id: value.body.id },
      ]);
      expect((await owner.get('/form-5500-ez/2026')).body.year_end_values).toEqual({
        complete: true,
        missing: [],
        message: null,
      });
    });
  });
}
