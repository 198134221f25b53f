import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { giveOwnerAPlan } from '../invitations/invitation-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

for (const leg of await databaseLegs()) {
  describe(`assets API (${leg.name})`, () => {
    let app: TestApp;
    let alice: TestClient;

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open() });
      alice = await app.signIn('alice-assets@example.com');
      // A purchase is paid from the plan's cash (decision 0288): the owner has a plan and deposited money in it.
      await giveOwnerAPlan(app, alice);
      const deposit = {
        source: 'Profit Sharing',
        amount: 5000,
        deposit_date: app.today(),
        tax_year: Number(app.today().slice(0, 4)),
      };
      expect((await alice.post('/contributions', deposit)).status).toBe(201);
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('records a precious-metals purchase with its transaction, lists it, and records another purchase', async () => {
      const created = await alice.post('/assets', {
        type: 'precious_metals',
        subtype: 'bullion',
        precious_metals_child_type: 'silver',
        custodian: 'Delaware Depository',
        record_type: 'purchase',
        purchase_price: 1234.56,
        related_party: false,
      });
      expect(created.status).toBe(201);
      expect(created.body.asset).toMatchObject({
        type: 'precious_metals',
        subtype: 'bullion',
        precious_metals_child_type: 'silver',
        name: 'bullion',
        user_id: alice.userId,
        custodian: 'Delaware Depository',
        purchase_total: 1234.56,
        current_value: 1234.56,
      });
      expect(created.body.transaction).toMatchObject({
        asset_id: created.body.asset.id,
        record_type: 'purchase',
        purchase_price: 1234.56,
      });
      const more = await alice.post(`/assets/${created.body.asset.id}/transactions`, {
        record_type: 'record',
        purchase_price: 0.1,
      });
      expect(more.status).toBe(201);
      const transactions = (await alice.get(`/assets/${created.body.asset.id}/transactions`)).body;
      expect(transactions.map((t: { purchase_price: number }) => t.purchase_price)).toEqual([1234.56, 0.1]);
      expect((await alice.get('/assets')).body.map((a: { id: string }) => a.id)).toContain(created.body.asset.id);
    });

    test('answers field-keyed messages for a bad purchase', async () => {
      const answer = await alice.post('/assets', { type: 'precious_metals', record_type: 'gift', purchase_price: 10.005 });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({
        subtype: ['Asset subtype is required'],
        precious_metals_child_type: ['Precious metals type is required'],
        custodian: ['Depository or trustee is required'],
        record_type: ['Record type must be one of purchase, record'],
        purchase_price: ['Purchase price must have at most 2 decimal places'],
      });
      const negative = await alice.post('/assets', {
        type: 'real_estate',
        subtype: 'land',
        precious_metals_child_type: 'gold',
        record_type: 'record',
        purchase_price: -1,
      });
      expect(negative.body.fields).toEqual({
        precious_metals_child_type: ['Precious metals type applies only to precious metals'],
        purchase_price: ['Purchase price must be greater than 0'],
      });
      expect((await alice.post('/assets', { type: 'cash', subtype: 'x', record_type: 'record' })).body.fields).toEqual({
        purchase_price: ['Purchase price is required'],
      });
      const text = await alice.post('/assets', { type: 'cash', subtype: 'x', record_type: 'record', purchase_price: 'five' });
      expect(text.status).toBe(400);
      expect(Object.keys(text.body.fields)).toEqual(['purchase_price']);
    });

    test('edits an asset, keeping fields left out and dropping the metal type when the type changes', async () => {
      const { asset } = (
        await alice.post('/assets', {
          type: 'precious_metals',
          subtype: 'coins',
          precious_metals_child_type: 'gold',
          custodian: 'Brink’s',
          record_type: 'purchase',
          purchase_price: 50,
          related_party: false,
        })
      ).body;
      const renamed = await alice.patch(`/assets/${asset.id}`, { name: 'Eagles' });
      expect(renamed.body).toMatchObject({ name: 'Eagles', type: 'precious_metals', precious_metals_child_type: 'gold' });
      const retyped = await alice.patch(`/assets/${asset.id}`, { type: 'collectibles' });
      expect(retyped.status).toBe(200);
      expect(retyped.body).toMatchObject({ type: 'collectibles', precious_metals_child_type: null, name: 'Eagles' });
      const bad = await alice.patch(`/assets/${asset.id}`, { type: 'precious_metals', precious_metals_child_type: 'copper' });
      expect(bad.body.fields.precious_metals_child_type).toEqual([
        'Precious metals type must be one of gold, silver, platinum, palladium',
      ]);
      expect((await alice.delete(`/assets/${asset.id}`)).status).toBe(204);
      expect((await alice.get(`/assets/${asset.id}`)).status).toBe(404);
    });
  });
}
