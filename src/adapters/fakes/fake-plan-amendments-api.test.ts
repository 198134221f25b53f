import { describe, expect, test } from 'vitest';
import { planAmendmentsApiContract } from '@/adapters/contracts/plan-amendments-api.contract';
import { ApiError } from '@/ports/api-client';
import { FakeClock } from './fake-clock';
import { FakePlanAmendmentsApi } from './fake-plan-amendments-api';

const NOW = new Date('2026-11-30T10:00:00Z');

const owner = (): FakePlanAmendmentsApi => {
  const api = new FakePlanAmendmentsApi(new FakeClock(NOW));
  api.effectiveDate = '2025-01-01';
  return api;
};

planAmendmentsApiContract('FakePlanAmendmentsApi', async () => ({ api: owner() }));

describe('FakePlanAmendmentsApi', () => {
  test('a participant has nothing to sign; previews and calls are recorded; failNext fails once', async () => {
    const api = owner();
    await api.downloadPreview('cycle-4-restatement');
    expect(api.previews).toEqual(['Restated Solo 401(k) Plan Adoption Agreement (to review).pdf']);
    api.effectiveDate = undefined;
    expect(await api.list()).toEqual({ planOwner: false, tasks: [] });
    api.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await expect(api.list()).rejects.toThrow('Network Error');
    expect(api.calls).toEqual(['preview:cycle-4-restatement', 'list', 'list']);
  });
});
