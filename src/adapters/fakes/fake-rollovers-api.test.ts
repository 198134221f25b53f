import { describe, expect, test } from 'vitest';
import { SIGNATURE_PNG } from '@/adapters/contracts/contract-kit';
import { rolloversApiContract } from '@/adapters/contracts/rollovers-api.contract';
import { rolloverRecordFixture } from '@/domain/rollovers/rollover-record-fixtures';
import { ApiError } from '@/ports/api-client';
import { FakeClock } from './fake-clock';
import { FakeRolloversApi } from './fake-rollovers-api';

const NOW = new Date('2026-11-23T10:00:00Z');

rolloversApiContract('FakeRolloversApi', async () => {
  const api = new FakeRolloversApi(new FakeClock(NOW));
  api.planAcceptsRothRollovers = false;
  return { api, today: '2026-11-23' };
});

describe('FakeRolloversApi', () => {
  test('Roth money rolls in when the plan accepts it; the letter and the statement are filed in the folder Rollovers', async () => {
    const rollovers = new FakeRolloversApi(new FakeClock(NOW));
    const made = await rollovers.request(
      { sourceKind: '403b', provider: 'TIAA', amountCents: 100_000, rothCents: 25_000, method: 'direct', distributionDate: null },
      'k-1',
    );
    expect(made).toMatchObject({ preTaxCents: 75_000, rothCents: 25_000 });
    await rollovers.signLetter(made.id, { administratorName: 'Ada', administratorTitle: '', signature: SIGNATURE_PNG });
    await rollovers.attachStatement(made.id, new Blob(['%PDF']), 'june.pdf');
    expect(rollovers.filed).toEqual([
      { id: expect.any(String), folder: 'Rollovers', name: 'Rollover acceptance - TIAA - 2026-11-23.pdf' },
      { id: expect.any(String), folder: 'Rollovers', name: 'june.pdf' },
    ]);
  });

  test('seeded rollovers list newest first; failNext fails the next call once; calls are recorded', async () => {
    const rollovers = new FakeRolloversApi(new FakeClock(NOW)).seed(
      rolloverRecordFixture({ id: 'new' }),
      rolloverRecordFixture({ id: 'old' }),
    );
    rollovers.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await expect(rollovers.rollovers()).rejects.toThrow('Network Error');
    expect((await rollovers.rollovers()).map((r) => r.id)).toEqual(['new', 'old']);
    expect(rollovers.calls).toEqual(['rollovers', 'rollovers']);
  });
});
