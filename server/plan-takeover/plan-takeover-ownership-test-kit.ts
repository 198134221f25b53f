import { expect } from 'vitest';
import type { TestClient } from '../test-support/test-client';

/** What the plan takeover cases need of the ownership suite's world. */
export interface PlanTakeoverWorld {
  alice: TestClient;
  bob: TestClient;
}

/** The first path segment of the plan takeover routes the suite guards. */
export const PLAN_TAKEOVER_GUARDED = ['plan-takeover'] as const;

/** Alice's takeover status, compared before and after each of Bob's attempts. */
export async function alicePlanTakeoverState(alice: TestClient): Promise<unknown> {
  return (await alice.get('/plan-takeover')).body;
}

const OPENING = { as_of: '2026-01-01', pre_tax_cents: 100_000 };

/**
 * One case per plan takeover operation: Bob reads and writes only his own (decision 0344). Bob's plan was set up here,
 * so his writes are refused; the suite checks that Alice's status is unchanged after each.
 */
export const PLAN_TAKEOVER_OWNERSHIP_CASES: Record<string, (w: PlanTakeoverWorld) => Promise<void>> = {
  getPlanTakeover: async ({ bob }) => {
    const view = (await bob.get('/plan-takeover')).body;
    expect(view.opening_balances).toBeNull();
    expect(view.prior_filings).toEqual([]);
    expect(view.documents.map((d: { document_id: string | null }) => d.document_id)).toEqual([null, null, null]);
  },
  recordOpeningBalances: async ({ bob, alice }) => {
    // A user id in the body names nobody: Bob's own plan is the one read, and it was set up here.
    const r = await bob.post('/plan-takeover/opening-balances', { ...OPENING, user_id: alice.userId });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('This plan was set up here, not brought from elsewhere');
  },
  recordPriorFiling: async ({ bob }) => {
    const r = await bob.post('/plan-takeover/prior-filings', {
      plan_year: 2024,
      filed_on: '2025-05-01',
      year_end_assets_cents: 1,
    });
    expect(r.status).toBe(409);
  },
};
