import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const NOW = new Date('2026-11-22T12:00:00Z');
const plan = {
  plan_name: 'Lovelace Solo 401(k) Plan',
  plan_establish_date: '2026-01-01',
  loan_interest_rate: '5',
  plan_signature: PNG,
  plan_signer_first_name: 'Ada',
  plan_signer_last_name: 'Lovelace',
  plan_signer_title: 'Owner',
  plan_sign_date: '2026-11-22',
};
const type = (name: string, enabled = true) => ({ name, enabled, percent: '10', amount: '0' });

for (const leg of await databaseLegs()) {
  describe(`plan adoption: contribution types and the Roth setting (decision 0289), on ${leg.name}`, () => {
    let app: TestApp;
    let owner: TestClient;

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => NOW });
      owner = await app.signIn('adoption-owner@example.com');
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('a plan with no contribution type chosen is refused beside the types, nothing stored; a draft may still be saved', async () => {
      for (const contribution_types of [undefined, [], [type('Deferral Pre-Tax', false)]]) {
        const res = await owner.put('/checkout/steps/planDetails', { ...plan, contribution_types });
        expect([res.status, res.body.fields]).toEqual([
          400,
          { contribution_types: ['Choose at least one contribution type for the plan'] },
        ]);
      }
      expect((await owner.get('/checkout/steps/planDetails')).body.complete).not.toBe(true);
      expect((await owner.put('/checkout/steps/planDetails?draft=true', plan)).status).toBe(200);
      const adopted = await owner.put('/checkout/steps/planDetails', { ...plan, contribution_types: [type('Profit Sharing')] });
      expect([adopted.status, adopted.body.complete]).toEqual([200, true]);
    });

    test('Roth contributions off while the Deferral Roth type is chosen is refused beside the Roth setting', async () => {
      const roth = { ...plan, contribution_types: [type('Deferral Pre-Tax'), type('Deferral Roth')] };
      const res = await owner.put('/checkout/steps/planDetails', { ...roth, plan_roth: false });
      expect([res.status, res.body.fields]).toEqual([
        400,
        { plan_roth: ['Turn on Roth contributions, or untick the Deferral Roth contribution type'] },
      ]);
      expect((await owner.put('/checkout/steps/planDetails', { ...roth, plan_roth: true })).status).toBe(200);
      const noRoth = { ...plan, plan_roth: false, contribution_types: [type('Deferral Pre-Tax')] };
      expect((await owner.put('/checkout/steps/planDetails', noRoth)).status).toBe(200);
    });
  });
}
