import { expect, test } from 'vitest';
import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { planAmendmentsApiContract } from '@/adapters/contracts/plan-amendments-api.contract';
import { HttpPlanAmendmentsApi } from './http-plan-amendments-api';

const server = embeddedOwners(new Date('2026-11-30T10:00:00Z'));

// A new owner with an adopted plan (effective 2026-01-01) for each test, so each starts with nothing signed.
planAmendmentsApiContract('HttpPlanAmendmentsApi against the embedded server', async () => {
  const { api } = await server.owner('plan-amendments-contract');
  return { api: new HttpPlanAmendmentsApi(api) };
});

test('the preview is saved as a PDF named for review', async () => {
  const { api } = await server.owner('plan-amendments-preview');
  const saved: Array<{ name: string; type: string; head: string }> = [];
  const recorder = (blob: Blob, name: string): void => {
    saved.push({ name, type: blob.type, head: '' });
    void blob.text().then((text) => {
      (saved[0] as { head: string }).head = text.slice(0, 5);
    });
  };
  await new HttpPlanAmendmentsApi(api, recorder).downloadPreview('secure-2-0-interim-amendment');
  expect(saved.map((s) => [s.name, s.type])).toEqual([['SECURE 2.0 Interim Amendment (to review).pdf', 'application/pdf']]);
  await expect.poll(() => saved[0]?.head).toBe('%PDF-');
});
