import { describe, expect, test } from 'vitest';
import { bankApiContract } from '@/adapters/contracts/bank-api.contract';
import { ApiError } from '@/ports/api-client';
import { FakeBankApi } from './fake-bank-api';
import { FakeClock } from './fake-clock';

const NOW = new Date('2026-11-23T10:00:00Z');

/** The scores of the reviews each applicant gets, as the local stand-in scores them. */
const SCORES = { passes: [50], 'steps-up': [20, 50], declined: [20] } as const;

bankApiContract('FakeBankApi', async (applicant = 'passes') => {
  const api = new FakeBankApi(new FakeClock(NOW));
  api.scores = [...SCORES[applicant]];
  const cents = (c: number): string => `0.${String(c).padStart(2, '0')}`;
  return { api, userId: 'u-1', sentDeposits: async () => [cents(api.deposits[0]), cents(api.deposits[1])] };
});

describe('FakeBankApi', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

  test('an upload reports its progress; failNext fails the next call once; calls are recorded', async () => {
    const bank = new FakeBankApi(new FakeClock(NOW));
    bank.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await expect(bank.status()).rejects.toThrow('Network Error');
    const progress: [number, number][] = [];
    await bank.upload('id_front', new Blob([png]), 'front.png', { onProgress: (l, t) => progress.push([l, t]) });
    expect(progress).toEqual([
      [5, 10],
      [10, 10],
    ]);
    expect(bank.calls).toEqual(['status', 'upload:id_front']);
  });

  test('decide settles a review with the score the test gives; the identity step starts from the checkout masked', async () => {
    const bank = new FakeBankApi(new FakeClock(NOW));
    bank.checkoutIdentityValues = { id_type: 'passport', id_number: 'P12345678' };
    expect(await bank.checkoutIdentity()).toEqual({ id_type: 'passport', id_number: '••••5678' });
    const step = await bank.saveStep('identityDetails', {
      id_type: 'passport',
      id_number: '••••5678',
      id_state: 'TX',
      id_expiry_date: '2035-01-31',
    });
    expect(step.values.id_number).toBe('••••5678');
    bank.application = 'in_review';
    bank.decide(20);
    expect((await bank.status()).status).toBe('step_up_needed');
  });
});
