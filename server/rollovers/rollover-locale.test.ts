import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signaturePng, storedPdfText } from '../plan-documents/pdf-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { saveCompletedStep } from '../test-support/saved-step';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const NOW = new Date('2026-11-23T10:00:00Z');
const DIRECT = { source_kind: '401k', provider: 'Fidelity', amount: 50000, roth_amount: 12500.5, method: 'direct' };

describe.each(await databaseLegs())(
  'the letter of acceptance is written in the signer’s locale (decision 0206) on $name',
  (leg) => {
    let app: TestApp;

    async function participant(email: string): Promise<TestClient> {
      const client = await app.signIn(email);
      for (const [step, values] of Object.entries({
        personalDetails: { first_name: 'Ada', last_name: 'Lovelace', married: false },
        planDetails: { plan_name: 'Lovelace Analytics 401(k) Plan', plan_ein: '12-3456789' },
      }))
        await saveCompletedStep(app.database.db, client.userId as string, step, values, NOW);
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
      app = await startTestApp({ database: await leg.open(), clock: () => NOW });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test.each([
      { name: 'de', acceptLanguage: 'de-DE,de;q=0.9', amount: '50.000,00 $', roth: '12.500,50 $', date: '23. Nov. 2026' },
      { name: 'none', acceptLanguage: undefined, amount: '$50,000.00', roth: '$12,500.50', date: 'Nov 23, 2026' },
      { name: 'ja', acceptLanguage: 'ja-JP', amount: '$50,000.00', roth: '$12,500.50', date: 'Nov 23, 2026' },
    ])('Accept-Language $acceptLanguage: amount $amount, dated $date', async (c) => {
      const client = await participant(`roll-locale-${c.name}-${leg.name}@example.com`);
      const made = await client.post('/rollovers', DIRECT);
      expect(made.status).toBe(201);
      const signer = c.acceptLanguage === undefined ? client : client.withHeaders({ 'accept-language': c.acceptLanguage });
      const signed = await signer.post(`/rollovers/${made.body.id}/letter`, {
        administrator_name: 'Ada Lovelace',
        administrator_title: 'Plan administrator',
        signature: signaturePng(),
      });
      expect(signed.status).toBe(200);
      const text = await letterText(made.body.id);
      expect(text).toContain(`Approximate amount ${c.amount}`);
      expect(text).toContain(`Roth part ${c.roth}`);
      expect(text).toContain(`Letter of Acceptance of a Rollover ${c.date}`);
    });
  },
);
