import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pngDataUrl } from '../library/upload-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const legs = await databaseLegs();

const personal = {
  title: 'Ms',
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
const bank = {
  bank_account_monthly_activity_domestic: '0-10',
  bank_account_monthly_activity_international: '0',
  bank_assets_type: 'cash',
  bank_income: '50000-100000',
  bank_source_of_funds: 'rollover',
  bank_terms_agree: true,
  bank_account_monthly_wire_activity: '0-5',
  bank_account_monthly_ach_activity: '0-5',
  // The plan signature of the bank application carries the plan's signer rules (decision 0015).
  plan_signer_first_name: 'Eve',
  plan_signer_last_name: 'Example',
  plan_signer_title: 'Owner',
  plan_sign_date: new Date().toISOString().slice(0, 10),
  plan_signature: pngDataUrl(),
};

describe.each(legs)('step data API on $name', (leg) => {
  let t: TestApp;
  let ada: TestClient;
  let eve: TestClient;

  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open() });
    ada = await t.signIn('ada@example.com');
    eve = await t.signIn('eve@example.com');
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  test('a valid step is saved complete and read back as saved; other users see nothing of it', async () => {
    const saved = await ada.put('/checkout/steps/personalDetails', personal);
    expect(saved.status).toBe(200);
    const answered = { ...personal, ssn_number: '***-**-6780', ssn: '***-**-6780', ssn_last4: '6780' };
    expect(saved.body).toMatchObject({ step_key: 'personalDetails', complete: true, values: answered });
    const read = await ada.get('/checkout/steps/personalDetails');
    expect(read.body.values).toEqual(answered);
    expect(read.body.complete).toBe(true);
    const other = await eve.get('/checkout/steps/personalDetails');
    expect(other.body).toEqual({ step_key: 'personalDetails', values: {}, complete: false, updated_at: null });
  });

  test('a bad step answers 400 with the exact field-keyed domain messages and saves nothing', async () => {
    const res = await eve.put('/checkout/steps/personalDetails', {
      ...personal,
      first_name: '',
      ssn_number: '000-12-3456',
      email: 'ada@',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation');
    expect(res.body.fields.first_name).toEqual(['First name is required']);
    expect(res.body.fields.ssn_number).toEqual(['Should be valid SSN']);
    expect(res.body.fields.email).toEqual(['Please type valid email address']);
    expect((await eve.get('/checkout/steps/personalDetails')).body.complete).toBe(false);
  });

  test('identity details: an expiry date in the past gets its message', async () => {
    const res = await eve.put('/checkout/steps/identityDetails', {
      id_type: 'passport',
      id_number: 'X1',
      id_state: 'TX',
      id_expiry_date: '2001-01-01',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ id_expiry_date: ['Expiration date can not be in the past'] });
  });

  test('bank application: terms must be accepted; a valid application is saved', async () => {
    const bad = await eve.put('/bank-application/steps/fillApplication', { ...bank, bank_terms_agree: false });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.bank_terms_agree).toEqual(['The terms and conditions must be accepted.']);
    const good = await eve.put('/bank-application/steps/fillApplication', bank);
    expect(good.status).toBe(200);
    expect(good.body.complete).toBe(true);
  });

  test("the spouse rule is the checkout's (as in the SPA): a married owner names the spouse, an unmarried one is not asked", async () => {
    const married = await eve.put('/checkout/steps/personalDetails', { ...personal, married: true });
    expect(married.status).toBe(400);
    expect(married.body.fields).toMatchObject({
      spouse_first_name: ["Spouse's First Name is required"],
      spouse_last_name: ["Spouse's Last Name is required"],
      spouse_email: ["Spouse's email is required"],
    });
    const stray = await eve.put('/checkout/steps/personalDetails', {
      ...personal,
      married: false,
      spouse_first_name: 'Left over',
    });
    expect(stray.status).toBe(200);
    expect(stray.body.complete).toBe(true);
  });

  test('a draft skips the domain rules and stays incomplete', async () => {
    const res = await eve.put('/checkout/steps/employerDetails', { employer_name: 'Half done' }, { query: { draft: 'true' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ complete: false, values: { employer_name: 'Half done' } });
  });

  test('a body that breaks the contract answers 400, never 500', async () => {
    const wrongType = await eve.put('/checkout/steps/personalDetails', { ...personal, first_name: { nested: true } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toBe('validation');
    expect(Object.keys(wrongType.body.fields)).toContain('first_name');
    const notObject = await eve.put('/checkout/steps/personalDetails', [1, 2]);
    expect(notObject.status).toBe(400);
    const malformed = await eve.request('PUT', '/checkout/steps/personalDetails', { rawBody: '{"first_name": "Ada",' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'bad_request', message: 'Malformed JSON body' });
  });

  test('the resume point: progress is saved per flow and must be a step of the variant', async () => {
    const initial = await ada.get('/checkout');
    expect(initial.body.current_step).toBe('personalDetails');
    expect(initial.body.variant).toBe('planOwner');
    expect(Object.keys(initial.body.steps)).toContain('personalDetails');
    const moved = await ada.put('/checkout/progress', { current_step: 'employerDetails' });
    expect(moved.status).toBe(200);
    expect((await ada.get('/checkout')).body.current_step).toBe('employerDetails');
    const wrong = await ada.put('/checkout/progress', { current_step: 'employerDetails', variant: 'participant' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.current_step).toEqual(['employerDetails is not a step of the participant flow']);
    const participant = await ada.put('/checkout/progress', { current_step: 'signerDetails', variant: 'participant' });
    expect(participant.body).toMatchObject({ current_step: 'signerDetails', variant: 'participant' });
    const bankState = await ada.get('/bank-application');
    expect(bankState.body.current_step).toBe('chooseAccount');
  });
});
