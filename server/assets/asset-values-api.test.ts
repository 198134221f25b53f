import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pdfBytes, uploadFile } from '../library/upload-test-kit';
import { giveOwnerAPlan } from '../invitations/invitation-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const NOW = new Date('2026-11-23T10:00:00Z');

for (const leg of await databaseLegs()) {
  describe(`asset values, plan value and transactions (${leg.name})`, () => {
    let app: TestApp;
    let alice: TestClient;

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => NOW });
      alice = await app.signIn('alice-values@example.com');
      // A purchase is paid from the plan's cash (decision 0288): the owner has a plan and deposited money in it.
      await giveOwnerAPlan(app, alice);
      const deposit = {
        source: 'Profit Sharing',
        amount: 10000,
        deposit_date: app.today(),
        tax_year: Number(app.today().slice(0, 4)),
      };
      expect((await alice.post('/contributions', deposit)).status).toBe(201);
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('a purchase that involves the participant, their family or business is refused; the answer is required', async () => {
      const body = { type: 'real_estate', subtype: 'Land', record_type: 'purchase', purchase_price: 90000 };
      const yes = await alice.post('/assets', { ...body, related_party: true });
      expect(yes.status).toBe(400);
      expect(yes.body.fields).toEqual({
        related_party: [
          'The plan cannot buy from or deal with you, your family or a business you own (prohibited transaction, IRC 4975)',
        ],
      });
      const missing = await alice.post('/assets', body);
      expect(missing.body.fields).toEqual({ related_party: ['Please answer whether the seller or the property involves you'] });
      expect((await alice.get('/assets')).body).toEqual([]);
      // A holding already in the plan is recorded, not bought: no question.
      expect((await alice.post('/assets', { ...body, record_type: 'record' })).status).toBe(201);
    });

    test('value history: a value with its date and valuation document becomes the current value and feeds the plan total', async () => {
      const doc = (await uploadFile(alice, '/documents', { bytes: pdfBytes(), name: 'appraisal.pdf' })).body;
      const { asset } = (
        await alice.post('/assets', {
          type: 'precious_metals',
          subtype: 'Coins',
          precious_metals_child_type: 'gold',
          custodian: 'Delaware Depository',
          record_type: 'purchase',
          purchase_price: 2500,
          related_party: false,
        })
      ).body;
      expect(asset).toMatchObject({ current_value: 2500, value_date: '2026-11-23', acquired_on: '2026-11-23' });
      const bad = await alice.post(`/assets/${asset.id}/values`, { value: 0, as_of: '2026-12-01', document_id: 'nope' });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({
        value: ['Value must be greater than 0'],
        as_of: ['Date of value cannot be in the future'],
      });
      const notMine = await alice.post(`/assets/${asset.id}/values`, { value: 10, as_of: '2026-11-20', document_id: 'nope' });
      expect(notMine.body.fields).toEqual({ document_id: ['Document not found'] });
      expect((await alice.delete(`/documents/${doc.id}`)).status).toBe(204);
      const removed = await alice.post(`/assets/${asset.id}/values`, { value: 10, as_of: '2026-11-20', document_id: doc.id });
      expect([removed.status, removed.body.fields]).toEqual([400, { document_id: ['Document not found'] }]);
      expect((await alice.post(`/documents/${doc.id}/restore`, {})).status).toBeLessThan(300);
      const valued = await alice.post(`/assets/${asset.id}/values`, { value: 2750.5, as_of: '2026-11-22', document_id: doc.id });
      expect(valued.status).toBe(201);
      expect(valued.body).toMatchObject({ value: 2750.5, as_of: '2026-11-22', document_id: doc.id });
      expect((await alice.get(`/assets/${asset.id}`)).body).toMatchObject({ current_value: 2750.5, value_date: '2026-11-22' });
      expect((await alice.get(`/assets/${asset.id}/values`)).body.map((v: { value: number }) => v.value)).toEqual([2750.5]);

      const plan = (await alice.get('/plan-value', { query: { year: '2026' } })).body;
      // The land recorded in the first test (90,000) plus the gold's newest value.
      expect(plan).toEqual({ year: 2026, year_end_value: 92750.5, current_value: 92750.5, as_of: '2026-11-23' });
      expect((await alice.get('/plan-value', { query: { year: '2025' } })).body.year_end_value).toBe(0);
      expect((await alice.get('/plan-value', { query: { year: 'abc' } })).status).toBe(400);
    });

    test("the plan's transactions list every asset's purchases with the asset's name and type, newest first", async () => {
      const list = (await alice.get('/transactions')).body;
      expect(list.map((t: { asset_type: string; purchase_price: number }) => [t.asset_type, t.purchase_price])).toEqual(
        expect.arrayContaining([
          ['real_estate', 90000],
          ['precious_metals', 2500],
        ]),
      );
      expect(list).toHaveLength(2);
      expect(list[0]).toMatchObject({ asset_name: expect.any(String), record_type: expect.any(String) });
    });
  });
}
