import { expect } from 'vitest';
import type { TestClient, TestResponse } from '../test-support/test-client';
import { csvStatement, uploadStatement } from './statement-test-kit';

/** What the statement cases need of the ownership suite's world. */
export interface StatementWorld {
  alice: TestClient;
  bob: TestClient;
}

/** The first path segment of the statement routes the suite guards. */
export const STATEMENT_GUARDED = ['statements'] as const;

const LINES: Array<[string, string, number]> = [
  ['2026-02-02', 'ALICE 401K DEFERRAL', 40000],
  ['2026-02-10', 'MYSTERY CREDIT', 1234],
];

/** Gives Alice an imported statement and a rule. */
export async function aliceStatement(alice: TestClient): Promise<void> {
  expect((await uploadStatement(alice, csvStatement(LINES, 5000))).status).toBe(201);
  expect((await alice.post('/statements/rules', { contains: 'MYSTERY', kind: 'transfer' })).status).toBe(201);
}

/** Alice's statements, compared before and after each of Bob's attempts. */
export async function aliceStatementState(alice: TestClient): Promise<unknown> {
  return {
    imports: (await alice.get('/statements')).body,
    transactions: (await alice.get('/statements/transactions')).body,
    rules: (await alice.get('/statements/rules')).body,
    reconciliation: (await alice.get('/statements/reconciliation', { query: { year: '2026' } })).body,
  };
}

async function aliceTransactionId(alice: TestClient): Promise<string> {
  const id = ((await alice.get('/statements/transactions')).body.items as Array<{ id: string }>)[1]?.id;
  expect(id).toEqual(expect.any(String));
  return id;
}

async function aliceRuleId(alice: TestClient): Promise<string> {
  const id = ((await alice.get('/statements/rules')).body.rules as Array<{ id: string }>)[0]?.id;
  expect(id).toEqual(expect.any(String));
  return id;
}

const expectNotFound = (r: TestResponse): void => {
  expect(r.status).toBe(404);
  expect(r.body.error).toBe('not_found');
};

/** One case per statement operation: Bob tries it on Alice's statements. */
export const STATEMENT_OWNERSHIP_CASES: Record<string, (w: StatementWorld) => Promise<void>> = {
  listStatementImports: async ({ alice, bob }) => {
    const hers = ((await alice.get('/statements')).body as Array<{ id: string }>).map((i) => i.id);
    const his = ((await bob.get('/statements')).body as Array<{ id: string }>).map((i) => i.id);
    expect(his.filter((id) => hers.includes(id))).toEqual([]);
  },
  importStatement: async ({ bob }) => {
    // The same file as Alice's is Bob's own import: a new one for him, nothing of hers.
    const r = await uploadStatement(bob, csvStatement(LINES, 5000));
    expect([200, 201]).toContain(r.status);
    expect((await bob.get('/statements')).body.map((i: { id: string }) => i.id)).toContain(r.body.import.id);
  },
  listStatementTransactions: async ({ alice, bob }) => {
    const id = await aliceTransactionId(alice);
    const his = (await bob.get('/statements/transactions')).body.items as Array<{ id: string }>;
    expect(his.map((t) => t.id)).not.toContain(id);
  },
  classifyStatementTransaction: async ({ alice, bob }) =>
    expectNotFound(await bob.put(`/statements/transactions/${await aliceTransactionId(alice)}`, { kind: 'fee' })),
  listStatementRules: async ({ alice, bob }) => {
    const id = await aliceRuleId(alice);
    expect(((await bob.get('/statements/rules')).body.rules as Array<{ id: string }>).map((r) => r.id)).not.toContain(id);
  },
  createStatementRule: async ({ bob }) => {
    const r = await bob.post('/statements/rules', { contains: 'ALICE 401K', kind: 'fee', user_id: 'alice' });
    expect(r.status).toBe(201);
    expect(((await bob.get('/statements/rules')).body.rules as Array<{ id: string }>).map((x) => x.id)).toContain(r.body.id);
  },
  deleteStatementRule: async ({ alice, bob }) =>
    expectNotFound(await bob.delete(`/statements/rules/${await aliceRuleId(alice)}`)),
  getStatementReconciliation: async ({ alice, bob }) => {
    const id = await aliceTransactionId(alice);
    const r = (await bob.get('/statements/reconciliation', { query: { year: '2026' } })).body;
    const his = r.months.flatMap((m: { differences: Array<{ transaction_id: string | null }> }) =>
      m.differences.map((d) => d.transaction_id),
    );
    expect(his).not.toContain(id);
  },
};
