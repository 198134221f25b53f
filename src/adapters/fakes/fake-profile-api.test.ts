import { describe, expect, test } from 'vitest';
import { profileApiContract } from '@/adapters/contracts/profile-api.contract';
import { ApiError } from '@/ports/api-client';
import { FakeClock } from './fake-clock';
import { FakeProfileApi } from './fake-profile-api';

const NOW = new Date('2026-11-23T10:00:00Z');

profileApiContract('FakeProfileApi', async () => new FakeProfileApi(new FakeClock(NOW)));

describe('FakeProfileApi', () => {
  test('answers at the clock; failNext fails the next call once; calls are recorded', async () => {
    const profile = new FakeProfileApi(new FakeClock(NOW));
    profile.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await expect(profile.setPhone('555-123-4567')).rejects.toThrow('Network Error');
    expect(await profile.setPhone('555-123-4567')).toEqual({ phone: '(555) 123-4567', updatedAt: NOW.toISOString() });
    expect(profile.calls).toEqual(['setPhone', 'setPhone']);
  });
});
