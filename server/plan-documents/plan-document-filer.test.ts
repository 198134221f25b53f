import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { BlobStore } from '../blob/blob-store';
import { LocalBlobStore } from '../blob/local-blob-store';
import { FieldCipher } from '../crypto/field-cipher';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { StepStore } from '../checkout/step-store';
import { databaseLegs } from '../test-support/database-legs';
import { filePlanDocumentsAfterPayment } from './file-after-payment';
import { ownerSteps } from './plan-document-fixtures';
import { PlanDocumentFiler } from './plan-document-filer';

const legs = await databaseLegs();
const now = new Date('2026-11-22T10:00:00Z');

/** The real local store, whose writes fail while `failing` is set (a full disk, say). */
class FlakyBlobStore {
  failing = true;
  constructor(private readonly inner: BlobStore) {}
  put(key: string, stream: Readable, limit: number): Promise<{ size: number }> {
    if (this.failing) return Promise.reject(new Error('disk full'));
    return this.inner.put(key, stream, limit);
  }
}

describe.each(legs)('filing the plan documents on $name', (leg) => {
  let database: Database;
  let dataDir: string;
  let blobs: BlobStore;
  let flaky: FlakyBlobStore;
  let deps: AppDeps;
  const userId = 'filer-user';
  const invoiceId = 'filer-invoice';
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await leg.open();
    dataDir = await mkdtemp(join(tmpdir(), 'plan-docs-'));
    const inner = await LocalBlobStore.open({ dataDir });
    flaky = new FlakyBlobStore(inner);
    blobs = new Proxy(inner, {
      get: (target, prop) => (prop === 'put' ? flaky.put.bind(flaky) : Reflect.get(target, prop).bind(target)),
    });
    const log = { error: (...args: unknown[]) => void logLines.push(JSON.stringify(args)) } as unknown as FastifyBaseLogger;
    deps = {
      db: database.db,
      blobs,
      config: loadConfig({ DATA_DIR: dataDir }),
      cipher: new FieldCipher([FieldCipher.generateKey()]),
      clock: () => now,
      log,
    };
    const store = new StepStore(database.db, deps.cipher);
    for (const [step, values] of Object.entries(ownerSteps())) await store.save(userId, 'checkout', step, values, true, now);
    await database.db
      .insertInto('invoices')
      .values({
        id: invoiceId,
        user_id: userId,
        lines: '[]' as never,
        total_cents: 55000,
        currency: 'usd',
        terms: 'Net 15',
        issued_at: now,
        due_at: now,
        status: 'paid',
        paid_at: now,
      })
      .execute();
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a failed generation leaves the payment paid, files nothing, is logged without personal data, and a retry files the set once', async () => {
    const principal = { userId, agentId: userId, roles: [] };
    expect(await filePlanDocumentsAfterPayment(deps, principal, invoiceId)).toBe(false);
    expect(
      (await database.db.selectFrom('invoices').select('status').where('id', '=', invoiceId).executeTakeFirstOrThrow()).status,
    ).toBe('paid');
    expect(await database.db.selectFrom('documents').selectAll().where('user_id', '=', userId).execute()).toHaveLength(0);
    expect(await database.db.selectFrom('folders').selectAll().where('user_id', '=', userId).execute()).toHaveLength(0);
    expect(logLines.join('')).toContain('plan documents: generation failed');
    expect(logLines.join('')).not.toMatch(/Quinn|512-34-6789/);

    flaky.failing = false;
    const filer = new PlanDocumentFiler(database.db, blobs, () => now, deps.cipher);
    const [first, second] = await Promise.all([filer.ensureFiled(userId, invoiceId), filer.ensureFiled(userId, invoiceId)]);
    expect(second).toEqual(first);
    expect(first).toHaveLength(2);
    expect(await database.db.selectFrom('documents').selectAll().where('user_id', '=', userId).execute()).toHaveLength(2);
    expect(await database.db.selectFrom('versions').selectAll().where('user_id', '=', userId).execute()).toHaveLength(2);
    expect(await database.db.selectFrom('folders').selectAll().where('user_id', '=', userId).execute()).toHaveLength(1);
    expect(await filePlanDocumentsAfterPayment(deps, principal, invoiceId)).toBe(true);
    expect(await database.db.selectFrom('documents').selectAll().where('user_id', '=', userId).execute()).toHaveLength(2);
  });

  test("an invoice that is not paid (or not the user's) is never filed", async () => {
    const filer = new PlanDocumentFiler(database.db, blobs, () => now, deps.cipher);
    await expect(filer.ensureFiled('someone-else', invoiceId)).rejects.toThrow(/not a paid invoice/);
    expect(await database.db.selectFrom('documents').selectAll().where('user_id', '=', 'someone-else').execute()).toHaveLength(0);
  });
});
