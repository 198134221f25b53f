import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { pdfBytes, uploadFile } from './upload-test-kit';

const legs = await databaseLegs();
const TRIES = 12;

describe.each(legs)('one name per folder also under concurrent writes, on $name', (leg) => {
  let t: TestApp;
  let alice: TestClient;

  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open() });
    alice = await t.signIn('alice@example.com');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  test('concurrent creations of one folder name: one folder, the others told the name is taken', async () => {
    const answers = await Promise.all(
      Array.from({ length: TRIES }, () => alice.post('/folders', { name: 'Taxes', folder_id: null })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect([refused.status, refused.body.fields]).toEqual([400, { name: ['A folder with this name already exists here'] }]);
    }
    const folders = (await alice.get('/library')).body.folders as Array<{ name: string }>;
    expect(folders.filter((f) => f.name === 'Taxes')).toHaveLength(1);
  });

  test('concurrent uploads and renames to one document name: one document keeps it', async () => {
    const uploads = await Promise.all(
      Array.from({ length: 6 }, () => uploadFile(alice, '/documents', { bytes: pdfBytes(), name: 'statement.pdf' })),
    );
    expect(uploads.filter((u) => u.status === 201)).toHaveLength(1);
    for (const refused of uploads.filter((u) => u.status !== 201)) {
      expect([refused.status, refused.body.fields]).toEqual([
        400,
        { name: ['A document with this name already exists in this folder'] },
      ]);
    }
    const others = await Promise.all(
      Array.from({ length: 6 }, (_, i) => uploadFile(alice, '/documents', { bytes: pdfBytes(), name: `other-${i}.pdf` })),
    );
    const renames = await Promise.all(others.map((o) => alice.patch(`/documents/${o.body.id}`, { name: 'Summary.pdf' })));
    expect(renames.filter((r) => r.status === 200)).toHaveLength(1);
    const names = ((await alice.get('/library')).body.documents as Array<{ name: string }>).map((d) => d.name.toLowerCase());
    expect(names.filter((n) => n === 'summary.pdf')).toHaveLength(1);
    expect(names.filter((n) => n === 'statement.pdf')).toHaveLength(1);
  });
});
