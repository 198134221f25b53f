import { expect } from 'vitest';
import { signaturePng } from '../plan-documents/pdf-test-kit';
import type { TestClient } from '../test-support/test-client';

/** $60,000 of gold held by the plan: enough vested balance for a $10,000 loan (half of it, at most $50,000). */
export const GOLD_60000 = {
  type: 'precious_metals',
  subtype: 'bullion',
  precious_metals_child_type: 'gold',
  custodian: 'Delaware Depository',
  record_type: 'record',
  purchase_price: 60000,
  related_party: false,
};

/** Records $60,000 of gold for `client` and a $10,000 general loan signed today (monthly payments); answers its id. */
export async function signedLoanOnGold(client: TestClient, termMonths = 12): Promise<string> {
  expect((await client.post('/assets', GOLD_60000)).status).toBe(201);
  const loan = await client.post('/loans', { amount: 10000, purpose: 'general', term_months: termMonths, frequency: 'monthly' });
  expect(loan.status).toBe(201);
  const id = loan.body.id as string;
  expect((await client.post(`/loans/${id}/sign`, { signature: signaturePng(), signer_name: 'Avery Quinn' })).status).toBe(200);
  return id;
}
