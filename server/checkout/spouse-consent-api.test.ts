import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const legs = await databaseLegs();

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const NOW = new Date('2026-11-22T12:00:00Z');
const personal = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  DOB: '1980-12-10',
  gender: 'female',
  address01: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  email: 'ada@example.com',
  phone: '512-555-0100',
  ssn_number: '123-45-6780',
  occupation: 'Engineer',
  married: false,
};
const spouse = { married: true, spouse_first_name: 'Bob', spouse_last_name: 'Lovelace', spouse_email: 'bob@example.com' };
const plan = {
  plan_name: 'Lovelace Solo 401(k) Plan',
  plan_establish_date: '2026-01-01',
  loan_interest_rate: '5',
  plan_signature: PNG,
  plan_signer_first_name: 'Ada',
  plan_signer_last_name: 'Lovelace',
  plan_signer_title: 'Owner',
  plan_sign_date: '2026-11-22',
  // A plan is adopted with at least one contribution type (decision 0289).
  contribution_types: [{ name: 'Deferral Pre-Tax', enabled: true, percent: '10', amount: '0' }],
};
const consent = { spouse_consent_signature: PNG, spouse_consent_date: '2026-11-22' };
const REQUIRED = {
  spouse_consent_signature: ["Spouse's consent signature is required"],
  spouse_consent_date: ["Spouse's consent date is required"],
};

describe.each(legs)("the plan step needs a married owner's spouse consent, on $name", (leg) => {
  let t: TestApp;
  let single: TestClient;
  let wed: TestClient;

  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open(), clock: () => NOW });
    single = await t.signIn('single@example.com');
    wed = await t.signIn('wed@example.com');
    expect((await single.put('/checkout/steps/personalDetails', personal)).status).toBe(200);
    expect((await wed.put('/checkout/steps/personalDetails', { ...personal, ...spouse })).status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  test('the API applies the contribution rules of the form: 150% or negative cents are refused beside the field (decision 0130)', async () => {
    const types = [
      { name: 'Deferral Pre-Tax', enabled: true, percent: '150', amount: '100' },
      { name: 'Profit Sharing', enabled: true, percent: '10', amount: '-1.005' },
      { name: 'After Tax', enabled: false, percent: '999', amount: '-5' },
    ];
    const res = await single.put('/checkout/steps/planDetails', { ...plan, contribution_types: types });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'contribution_types.Deferral Pre-Tax.percent': ['The percent must be from 0 to 100.'],
      'contribution_types.Profit Sharing.amount': ['The amount cannot be negative.'],
    });
    const fixed = types.map((t) => ({ ...t, percent: '10', amount: '6500.50' }));
    expect((await single.put('/checkout/steps/planDetails', { ...plan, contribution_types: fixed })).status).toBe(200);
  });

  test('an owner who is not married saves the plan without any consent', async () => {
    const res = await single.put('/checkout/steps/planDetails', plan);
    expect(res.status).toBe(200);
    expect(res.body.complete).toBe(true);
  });

  test("a married owner's plan without the consent answers 400 with the domain's messages; the body cannot say 'not married'", async () => {
    for (const body of [plan, { ...plan, married: false }, { ...plan, married: 'false' }]) {
      const res = await wed.put('/checkout/steps/planDetails', body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual(REQUIRED);
    }
    const notPng = await wed.put('/checkout/steps/planDetails', {
      ...plan,
      ...consent,
      spouse_consent_signature: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
    });
    expect(notPng.body.fields).toEqual({ spouse_consent_signature: ["Spouse's consent signature must be png"] });
    expect((await wed.get('/checkout/steps/planDetails')).body.complete).toBe(false);
  });

  test('with the consent signature and date the plan is saved complete; married is not stored with the plan', async () => {
    const res = await wed.put('/checkout/steps/planDetails', { ...plan, ...consent, married: true });
    expect(res.status).toBe(200);
    expect(res.body.values).toMatchObject(consent);
    expect(res.body.values).not.toHaveProperty('married');
    expect((await wed.get('/checkout/steps/planDetails')).body.complete).toBe(true);
  });

  test('a draft is kept without the consent (rules run on continue only)', async () => {
    const res = await wed.put('/checkout/steps/planDetails', { plan_name: 'Half done' }, { query: { draft: 'true' } });
    expect(res.status).toBe(200);
    expect(res.body.complete).toBe(false);
  });
});
