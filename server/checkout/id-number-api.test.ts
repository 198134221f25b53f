import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadFieldCipher } from '../crypto/field-cipher-keys';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { openValues } from './sealed-fields';

const legs = await databaseLegs();

const ID_NUMBER = 'D98765432';
const PHOTO_ID_NUMBER = 'P55501234';
const identity = {
  id_type: 'drivers_license',
  id_number: ID_NUMBER,
  id_state: 'TX',
  id_expiry_date: '2040-01-01',
  id_photo_number: PHOTO_ID_NUMBER,
};
/** The decision 0200 message, asserted literally. */
const MASK_REFUSED = 'Type the full number: only the saved number may stay masked';

describe.each(legs)('ID and bank numbers never travel back in full, on $name', (leg) => {
  let t: TestApp;
  let ada: TestClient;

  const stored = async (userId: string, flow: string, step: string): Promise<Record<string, unknown> | undefined> => {
    const row = await t.database.db
      .selectFrom('step_data')
      .select('values')
      .where('user_id', '=', userId)
      .where('flow', '=', flow)
      .where('step_key', '=', step)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const cipher = await loadFieldCipher({ dataDir: t.config.dataDir, profile: 'local', env: {} });
    return openValues(row.values, cipher);
  };

  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open() });
    ada = await t.signIn('ada-id@example.com');
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  test('no read answers an ID number in full: the save answer, the step GET and the checkout GET show ••••5432', async () => {
    const saved = await ada.put('/checkout/steps/identityDetails', identity);
    expect(saved.status).toBe(200);
    const step = await ada.get('/checkout/steps/identityDetails');
    const flow = await ada.get('/checkout');
    for (const res of [saved, step, flow]) {
      expect(res.text).not.toContain(ID_NUMBER);
      expect(res.text).not.toContain(PHOTO_ID_NUMBER);
    }
    for (const values of [saved.body.values, step.body.values, flow.body.steps.identityDetails.values])
      expect(values).toMatchObject({ id_number: '••••5432', id_photo_number: '••••1234', id_state: 'TX' });
    expect(await stored(ada.userId!, 'checkout', 'identityDetails')).toMatchObject({ id_number: ID_NUMBER });
  });

  test('a re-save of the unchanged step (masked values) keeps the stored numbers; a typed number replaces one', async () => {
    const read = (await ada.get('/checkout/steps/identityDetails')).body.values;
    const again = await ada.put('/checkout/steps/identityDetails', { ...read, id_state: 'CA' });
    expect(again.status).toBe(200);
    expect(again.body.values).toMatchObject({ id_number: '••••5432', id_state: 'CA' });
    expect(await stored(ada.userId!, 'checkout', 'identityDetails')).toMatchObject({
      id_number: ID_NUMBER,
      id_photo_number: PHOTO_ID_NUMBER,
      id_state: 'CA',
    });
    const changed = await ada.put('/checkout/steps/identityDetails', { ...read, id_number: 'N11112222' });
    expect(changed.body.values).toMatchObject({ id_number: '••••2222', id_photo_number: '••••1234' });
    expect(await stored(ada.userId!, 'checkout', 'identityDetails')).toMatchObject({
      id_number: 'N11112222',
      id_photo_number: PHOTO_ID_NUMBER,
    });
    expect((await ada.put('/checkout/steps/identityDetails', identity)).status).toBe(200);
  });

  test('a mask that stands for no saved number is refused on save (400 beside the field) and dropped from a draft', async () => {
    const other = await ada.put('/checkout/steps/identityDetails', { ...identity, id_number: '••••1111' });
    expect(other.status).toBe(400);
    expect(other.body.fields).toEqual({ id_number: [MASK_REFUSED] });
    const eve = await t.signIn('eve-id@example.com');
    const fresh = await eve.put('/checkout/steps/identityDetails', { ...identity, id_photo_number: '••••1234' });
    expect(fresh.status).toBe(400);
    expect(fresh.body.fields).toEqual({ id_photo_number: [MASK_REFUSED] });
    const draft = await eve.put('/checkout/steps/identityDetails?draft=true', { ...identity, id_number: '••••5432' });
    expect(draft.status).toBe(200);
    expect(draft.body.values.id_number).toBeUndefined();
    expect((await stored(eve.userId!, 'checkout', 'identityDetails'))?.id_number).toBeUndefined();
    expect(await stored(ada.userId!, 'checkout', 'identityDetails')).toMatchObject({ id_number: ID_NUMBER });
  });

  test("the bank's identity step, filled from the checkout's masked answer, keeps the checkout's stored number", async () => {
    const masked = (await ada.get('/checkout/steps/identityDetails')).body.values;
    const bank = await ada.put('/bank-application/steps/identityDetails', { ...masked, id_photo_number: undefined });
    expect(bank.status).toBe(200);
    expect(bank.body.values.id_number).toBe('••••5432');
    expect((await ada.get('/bank-application/steps/identityDetails')).text).not.toContain(ID_NUMBER);
    expect((await stored(ada.userId!, 'bank', 'identityDetails'))?.id_number).toBe(ID_NUMBER);
    // Another user's checkout never stands behind a mask.
    const eve = await t.signIn('eve-id@example.com');
    const foreign = await eve.put('/bank-application/steps/identityDetails', { ...masked, id_photo_number: undefined });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ id_number: [MASK_REFUSED] });
  });

  test('bank numbers sent in a free-form step are answered masked too', async () => {
    const bob = await t.signIn('bob-id@example.com');
    const res = await bob.put('/bank-application/steps/chooseAccount', {
      bank_id: 1,
      account_number: '000123456789',
      account_number_confirm: '000123456789',
      routing_number: '021000021',
    });
    expect(res.status).toBe(200);
    expect(res.body.values).toMatchObject({
      account_number: '••••6789',
      account_number_confirm: '••••6789',
      routing_number: '••••0021',
    });
    const read = await bob.get('/bank-application/steps/chooseAccount');
    expect(read.text).not.toContain('123456789');
    expect(read.text).not.toContain('021000021');
  });
});
