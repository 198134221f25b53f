import { describe, expect, test } from 'vitest';
import { supportApiContract } from '@/adapters/contracts/support-api.contract';
import { auditEntryFixture, supportUserFixture } from '@/domain/support/support-record-fixtures';
import type { SupportUserRecord } from '@/domain/support';
import { ApiError } from '@/ports/api-client';
import { FakeClock } from './fake-clock';
import { FakeSupportApi } from './fake-support-api';

const NOW = new Date('2026-11-23T10:00:00Z');

supportApiContract('FakeSupportApi', async () => {
  const support = new FakeSupportApi(new FakeClock(NOW), { id: 'support-1', email: 'hal-support@example.com' });
  let users = 0;
  const known = new Map<string, SupportUserRecord>();
  return {
    support,
    supportId: 'support-1',
    addUser: async (email) => {
      const added = support.addUser({ id: `user-${++users}`, email });
      known.set(added.id, added);
      return added.id;
    },
    nameUser: async (id, firstName, lastName) => {
      const user = known.get(id);
      if (user) support.seed({ ...user, name: `${firstName} ${lastName}` });
    },
  };
});

describe('FakeSupportApi', () => {
  test('seeded users and trail entries are listed; failNext fails the next call once; calls are recorded', async () => {
    const support = new FakeSupportApi(new FakeClock(NOW))
      .seed(supportUserFixture())
      .seedAudit(auditEntryFixture({ id: 'old', at: '2026-01-01T00:00:00.000Z' }), auditEntryFixture({ id: 'new' }));
    support.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await expect(support.users('ann', 1, 10)).rejects.toThrow('Network Error');
    expect((await support.users('ann', 1, 10)).items).toEqual([supportUserFixture()]);
    expect((await support.audit({}, 1, 25)).items.map((e) => e.id)).toEqual(['new', 'old']);
    expect(support.calls).toEqual(['users', 'users', 'audit']);
  });

  test('another support user shares the state but opens and closes their own visits', async () => {
    const support = new FakeSupportApi(new FakeClock(NOW)).seed(supportUserFixture());
    const other = support.signIn({ id: 'support-2', email: 'ida-support@example.com' });
    await support.enterAdminMode('u-ann', 'Ticket 1');
    await other.leaveAdminMode('u-ann');
    expect(support.openVisits()).toEqual(['u-ann']);
    await support.sendSignInLink('u-ann');
    await other.sendSignInLink('u-ann');
    expect(support.linksSent).toEqual(['ann@example.com', 'ann@example.com']);
  });
});
