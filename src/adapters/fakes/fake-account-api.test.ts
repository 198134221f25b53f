import { describe, expect, test } from 'vitest';
import { accountApiContract } from '@/adapters/contracts/account-api.contract';
import { ApiError } from '@/ports/api-client';
import { FakeAccountApi } from './fake-account-api';

accountApiContract('FakeAccountApi', async () => {
  const email = 'ada@example.com';
  const api = new FakeAccountApi();
  api.user = { ...api.user, email };
  return {
    api,
    email,
    async actingForParticipant() {
      const participantEmail = 'pat@example.com';
      const support = new FakeAccountApi();
      support.user = { ...support.user, userId: 'support-1', email: 'hal@example.com' };
      return { api: support.actFor({ id: 'p-1', email: participantEmail, name: 'Pat Lee' }), participantEmail };
    },
  };
});

describe('FakeAccountApi', () => {
  test('failNext fails the next call once; calls are recorded; answers are copies', async () => {
    const api = new FakeAccountApi();
    api.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await expect(api.account()).rejects.toThrow('Network Error');
    const account = await api.account();
    (account.roles as string[]).push('support');
    expect((await api.account()).roles).toEqual([]);
    await api.productTheme();
    expect(api.calls).toEqual(['account', 'account', 'account', 'productTheme']);
  });

  test('actFor(null) leaves admin mode', async () => {
    const api = new FakeAccountApi().actFor({ id: 'p-1', email: 'pat@example.com', name: null });
    expect((await api.account()).actingAs).toEqual({ id: 'p-1', email: 'pat@example.com', name: null });
    expect((await api.actFor(null).account()).actingAs).toBeNull();
  });
});
