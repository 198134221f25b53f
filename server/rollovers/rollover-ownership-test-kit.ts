import { expect } from 'vitest';
import { signaturePng } from '../plan-documents/pdf-test-kit';
import type { TestClient, TestResponse } from '../test-support/test-client';

/** What the rollover cases need of the ownership suite's world (Alice's library document to cite). */
export interface RolloverWorld {
  alice: TestClient;
  bob: TestClient;
  a: { doc: string };
}

/** The first path segment of the rollover routes the suite guards. */
export const ROLLOVER_GUARDED = ['rollovers'] as const;

const REQUEST = { source_kind: '403b', provider: 'TIAA', amount: 1000, roth_amount: 0, method: 'direct' };

/** Gives Alice a requested rollover. */
export async function aliceRollover(alice: TestClient): Promise<void> {
  expect((await alice.post('/rollovers', REQUEST)).status).toBe(201);
}

/** Alice's rollovers, compared before and after each of Bob's attempts. */
export async function aliceRolloverState(alice: TestClient): Promise<unknown> {
  return (await alice.get('/rollovers')).body;
}

async function aliceRolloverId(alice: TestClient): Promise<string> {
  const id = ((await alice.get('/rollovers')).body as Array<{ id: string }>)[0]?.id;
  expect(id).toEqual(expect.any(String));
  return id;
}

const expectNotFound = (r: TestResponse): void => {
  expect(r.status).toBe(404);
  expect(r.body.error).toBe('not_found');
};

/** One case per rollover operation: Bob tries it on Alice's rollover. */
export const ROLLOVER_OWNERSHIP_CASES: Record<string, (w: RolloverWorld) => Promise<void>> = {
  listRollovers: async ({ alice, bob }) =>
    expect(((await bob.get('/rollovers')).body as Array<{ id: string }>).map((r) => r.id)).not.toContain(
      await aliceRolloverId(alice),
    ),
  requestRollover: async ({ bob }) => {
    const r = await bob.post('/rollovers', { ...REQUEST, user_id: 'alice' });
    expect(r.status).toBe(201);
    expect(((await bob.get('/rollovers')).body as Array<{ id: string }>).map((x) => x.id)).toContain(r.body.id);
  },
  getRollover: async ({ alice, bob }) => expectNotFound(await bob.get(`/rollovers/${await aliceRolloverId(alice)}`)),
  signRolloverLetter: async ({ alice, bob }) =>
    expectNotFound(
      await bob.post(`/rollovers/${await aliceRolloverId(alice)}/letter`, {
        administrator_name: 'Bob',
        signature: signaturePng(),
      }),
    ),
  attachRolloverStatement: async ({ alice, bob, a }) => {
    expectNotFound(await bob.post(`/rollovers/${await aliceRolloverId(alice)}/statement`, { document_id: a.doc }));
    const own = (await bob.post('/rollovers', REQUEST)).body.id;
    const cite = await bob.post(`/rollovers/${own}/statement`, { document_id: a.doc });
    expect(cite.status).toBe(400);
    expect(cite.body.fields.document_id).toEqual(['Document not found']);
  },
  changeRolloverStatus: async ({ alice, bob }) =>
    expectNotFound(await bob.post(`/rollovers/${await aliceRolloverId(alice)}/status`, { status: 'funds_expected' })),
};
