import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signaturePng, storedPdfText } from '../plan-documents/pdf-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { saveCompletedStep } from '../test-support/saved-step';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const NOW = new Date('2026-11-23T10:00:00Z');
const CHILD = { group: 'primary', name: 'Ada Junior', relationship: 'child', date_of_birth: '2010-06-07', share: 100 };

describe.each(await databaseLegs())('the designation is written in the signer’s locale (decision 0206) on $name', (leg) => {
  let app: TestApp;

  async function participant(email: string, married: boolean): Promise<TestClient> {
    const client = await app.signIn(email);
    const values = { first_name: 'Ada', last_name: 'Lovelace', married, spouse_first_name: 'Sam', spouse_last_name: 'Lovelace' };
    await saveCompletedStep(app.database.db, client.userId as string, 'personalDetails', values, NOW);
    return client;
  }

  async function filedText(designationId: string): Promise<string> {
    const row = await app.database.db
      .selectFrom('beneficiary_designations')
      .innerJoin('versions', 'versions.id', 'beneficiary_designations.version_id')
      .select('versions.blob_key')
      .where('beneficiary_designations.id', '=', designationId)
      .executeTakeFirstOrThrow();
    return storedPdfText(app.config.dataDir, row.blob_key);
  }

  beforeAll(async () => {
    app = await startTestApp({ database: await leg.open(), clock: () => NOW });
  });
  afterAll(async () => {
    await app.close();
    await app.database.close();
  });

  const cases = [
    { name: 'de', acceptLanguage: 'de-DE,de;q=0.9', effective: '23. Nov. 2026', born: '7. Juni 2010' },
    { name: 'none', acceptLanguage: undefined, effective: 'Nov 23, 2026', born: 'Jun 7, 2010' },
    { name: 'ja', acceptLanguage: 'ja-JP', effective: 'Nov 23, 2026', born: 'Jun 7, 2010' },
  ];
  const as = (client: TestClient, acceptLanguage: string | undefined): TestClient =>
    acceptLanguage === undefined ? client : client.withHeaders({ 'accept-language': acceptLanguage });

  test.each(cases)('designated at once, Accept-Language $acceptLanguage: effective $effective', async (c) => {
    const single = await participant(`ben-locale-single-${c.name}-${leg.name}@example.com`, false);
    const made = await as(single, c.acceptLanguage).post('/beneficiaries', { beneficiaries: [CHILD] });
    expect(made.body).toMatchObject({ status: 'in_force' });
    const text = await filedText(made.body.id);
    expect(text).toContain(`Effective ${c.effective}`);
    expect(text).toContain(`Date of birth ${c.born}`);
  });

  test.each(cases)("the spouse's consent, Accept-Language $acceptLanguage: effective $effective", async (c) => {
    const wed = await participant(`ben-locale-wed-${c.name}-${leg.name}@example.com`, true);
    const made = await wed.post('/beneficiaries', { beneficiaries: [CHILD] });
    expect(made.body).toMatchObject({ status: 'awaiting_consent' });
    const consented = await as(wed, c.acceptLanguage).post(`/beneficiaries/${made.body.id}/consent`, {
      spouse_name: 'Sam Lovelace',
      spouse_signature: signaturePng(),
    });
    expect(consented.status).toBe(200);
    const text = await filedText(consented.body.id);
    expect(text).toContain("Spouse's consent");
    expect(text).toContain(`Effective ${c.effective}`);
    expect(text).toContain(`Date of birth ${c.born}`);
  });
});
