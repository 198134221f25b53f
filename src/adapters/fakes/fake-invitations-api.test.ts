import { describe, expect, test } from 'vitest';
import { invitationsApiContract } from '@/adapters/contracts/invitations-api.contract';
import { invitationRecordFixture } from '@/domain/invitations/invitation-record-fixtures';
import { ApiError } from '@/ports/api-client';
import { FakeClock } from './fake-clock';
import { FakeInvitationsApi } from './fake-invitations-api';

const NOW = new Date('2026-11-23T10:00:00Z');
const PLAN = { ownerName: 'Avery Quinn', planName: 'Quinn Plan', planNumber: '001', planEin: '98-7654321' };

invitationsApiContract('FakeInvitationsApi', async () => {
  const owner = new FakeInvitationsApi(new FakeClock(NOW), { id: 'owner-1', email: 'avery@example.com' }).namePlan(PLAN);
  const ids = new Map<string, string>();
  const idOf = (email: string): string => ids.get(email) ?? (ids.set(email, `user-${ids.size + 2}`).get(email) as string);
  return {
    owner,
    ownerEmail: 'avery@example.com',
    plan: { ownerId: 'owner-1', ...PLAN },
    signIn: async (email) => owner.signIn({ id: idOf(email), email }),
    tokenOf: (email) => owner.tokenOf(email),
    completeCheckout: async (email) => owner.completeCheckout(idOf(email)),
  };
});

describe('FakeInvitationsApi', () => {
  test('an owner without a named plan cannot invite', async () => {
    const owner = new FakeInvitationsApi(new FakeClock(NOW));
    await expect(owner.send('sam@example.com')).rejects.toMatchObject({
      status: 409,
      body: { error: 'no_plan', message: 'Set up your plan first: the invitation names the plan the participant joins' },
    });
  });

  test('an invitation expires after 14 days: its link no longer opens', async () => {
    const clock = new FakeClock(NOW);
    const owner = new FakeInvitationsApi(clock).namePlan(PLAN);
    await owner.send('sam@example.com');
    clock.advance(14 * 24 * 3600 * 1000 + 1);
    expect((await owner.invitations())[0].progress).toBe('expired');
    const sam = owner.signIn({ id: 'sam', email: 'sam@example.com' });
    await expect(sam.accept(owner.tokenOf('sam@example.com'))).rejects.toMatchObject({ status: 404 });
  });

  test('seeded invitations list newest first; failNext fails the next call once; calls are recorded', async () => {
    const owner = new FakeInvitationsApi(new FakeClock(NOW)).seed(
      invitationRecordFixture({ id: 'new' }),
      invitationRecordFixture({ id: 'old' }),
    );
    owner.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await expect(owner.invitations()).rejects.toThrow('Network Error');
    expect((await owner.invitations()).map((i) => i.id)).toEqual(['new', 'old']);
    expect(owner.calls).toEqual(['invitations', 'invitations']);
  });
});
