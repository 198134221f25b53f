import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openValues } from './sealed-fields';
import { loadFieldCipher } from '../crypto/field-cipher-keys';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { ADA_PERSONAL_DETAILS, ADA_SSN } from './checkout-test-fixtures';

const legs = await databaseLegs();

const SSN = ADA_SSN;
const personal = ADA_PERSONAL_DETAILS;

/** True when the text holds the SSN in any common spelling (dashed, bare digits, spaced). */
function holdsSsn(text: string, ssn = SSN): boolean {
  const digits = ssn.replace(/\D/g, '');
  return (
    text.includes(ssn) || text.includes(digits) || text.includes(`${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`)
  );
}

describe.each(legs)('the SSN never travels back in full, on $name', (leg) => {
  let t: TestApp;
  let ada: TestClient;

  const storedSsn = async (userId: string): Promise<unknown> => {
    const row = await t.database.db
      .selectFrom('step_data')
      .select('values')
      .where('user_id', '=', userId)
      .where('step_key', '=', 'personalDetails')
      .executeTakeFirst();
    if (row === undefined) return undefined;
    // Stored encrypted (decision 0110): the raw value never holds the SSN; the server's key opens it.
    expect(holdsSsn(JSON.stringify(row.values), SSN)).toBe(false);
    expect(holdsSsn(JSON.stringify(row.values), '219-45-6781')).toBe(false);
    const cipher = await loadFieldCipher({ dataDir: t.config.dataDir, profile: 'local', env: {} });
    return openValues(row.values, cipher).ssn_number;
  };

  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open() });
    ada = await t.signIn('ada@example.com');
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  test('no read answers the full SSN: the save answer, the step GET and the checkout GET show ***-**-6780 and ssn_last4', async () => {
    const saved = await ada.put('/checkout/steps/personalDetails', personal);
    expect(saved.status).toBe(200);
    const step = await ada.get('/checkout/steps/personalDetails');
    const flow = await ada.get('/checkout');
    for (const res of [saved, step, flow]) expect(holdsSsn(res.text)).toBe(false);
    for (const values of [saved.body.values, step.body.values, flow.body.steps.personalDetails.values]) {
      expect(values).toMatchObject({ ssn_number: '***-**-6780', ssn: '***-**-6780', ssn_last4: '6780' });
    }
    expect(await storedSsn(ada.userId!)).toBe(SSN);
  });

  test('a re-save of the unchanged step (masked value) keeps the stored SSN', async () => {
    const read = (await ada.get('/checkout/steps/personalDetails')).body.values;
    const again = await ada.put('/checkout/steps/personalDetails', { ...read, occupation: 'Mathematician' });
    expect(again.status).toBe(200);
    expect(again.body.values).toMatchObject({ ssn_number: '***-**-6780', occupation: 'Mathematician' });
    expect(await storedSsn(ada.userId!)).toBe(SSN);
  });

  test('the mask itself never passes as a new SSN: another last four, the all-star mask, or no SSN stored', async () => {
    for (const ssn_number of ['***-**-1111', '***-**-****']) {
      const res = await ada.put('/checkout/steps/personalDetails', { ...personal, ssn_number });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ ssn_number: ['Should be valid SSN'] });
    }
    const eve = await t.signIn('eve@example.com');
    const fresh = await eve.put('/checkout/steps/personalDetails', { ...personal, ssn_number: '***-**-6780' });
    expect(fresh.status).toBe(400);
    expect(fresh.body.fields).toEqual({ ssn_number: ['Should be valid SSN'] });
    const draft = await eve.put(
      '/checkout/steps/personalDetails',
      { ...personal, ssn_number: '***-**-6780' },
      { query: { draft: 'true' } },
    );
    expect(draft.status).toBe(200);
    expect(await storedSsn(eve.userId!)).toBeUndefined();
    expect(await storedSsn(ada.userId!)).toBe(SSN);
  });

  test('a newly typed SSN is checked with the domain rule and, when valid, replaces the stored one', async () => {
    const bad = await ada.put('/checkout/steps/personalDetails', { ...personal, ssn_number: '666-12-3456' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.ssn_number).toEqual(['Should be valid SSN']);
    const good = await ada.put('/checkout/steps/personalDetails', { ...personal, ssn_number: '219-45-6781', ssn: '219-45-6781' });
    expect(good.status).toBe(200);
    expect(holdsSsn(good.text, '219-45-6781')).toBe(false);
    expect(good.body.values).toMatchObject({ ssn_number: '***-**-6781', ssn: '***-**-6781', ssn_last4: '6781' });
    expect(await storedSsn(ada.userId!)).toBe('219-45-6781');
    const read = await ada.get('/checkout');
    expect(holdsSsn(read.text, '219-45-6781')).toBe(false);
  });
});
