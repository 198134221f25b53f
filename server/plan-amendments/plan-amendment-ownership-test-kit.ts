import { expect } from 'vitest';
import { signaturePng } from '../plan-documents/pdf-test-kit';
import type { TestClient } from '../test-support/test-client';

/** What the plan amendment cases need of the ownership suite's world. */
export interface PlanAmendmentWorld {
  alice: TestClient;
  bob: TestClient;
}

/** The first path segment of the plan amendment routes the suite guards. */
export const PLAN_AMENDMENT_GUARDED = ['plan-amendments'] as const;

const SIGNER = { signer_first_name: 'Alice', signer_last_name: 'Owner', signer_title: 'Owner', signature: signaturePng() };

/** Alice (who owns a plan) signs the SECURE 2.0 interim amendment. */
export async function alicePlanAmendment(alice: TestClient): Promise<void> {
  expect((await alice.post('/plan-amendments/secure-2-0-interim-amendment/signature', SIGNER)).status).toBe(201);
}

/** Alice's tasks and signatures, compared before and after each of Bob's attempts. */
export async function alicePlanAmendmentState(alice: TestClient): Promise<unknown> {
  return (await alice.get('/plan-amendments')).body;
}

/** One case per plan amendment operation: Bob (no plan of his own) tries it on Alice's plan. */
export const PLAN_AMENDMENT_OWNERSHIP_CASES: Record<string, (w: PlanAmendmentWorld) => Promise<void>> = {
  listPlanAmendments: async ({ bob }) => {
    expect((await bob.get('/plan-amendments')).body).toEqual({ plan_owner: false, tasks: [] });
  },
  previewPlanAmendment: async ({ bob }) => {
    const r = await bob.get('/plan-amendments/secure-2-0-interim-amendment/preview');
    expect(r.status).toBe(403);
    expect(r.body.pdf_base64).toBeUndefined();
  },
  signPlanAmendment: async ({ bob }) => {
    const r = await bob.post('/plan-amendments/cycle-4-restatement/signature', { ...SIGNER, user_id: 'alice' });
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('not_plan_owner');
  },
};
