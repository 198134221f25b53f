import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE, NOT_INVITED_MESSAGE } from '@/domain/invitations';
import type { ApiInvitation } from '@/ui/invitations/invitations-api';
import { invitationsTileState } from '@/ui/invitations/invitations-home-tile';
import { InvitationsViewModel } from '@/ui/invitations/invitations-view-model';
import { JOIN_FAILED, JoinViewModel } from '@/ui/invitations/join-view-model';
import { JoinStepViewModel } from '@/ui/invitations/join-step-view-model';

function invitation(over: Partial<ApiInvitation> = {}): ApiInvitation {
  return {
    id: 'i-1',
    email: 'jordan@example.com',
    status: 'pending',
    progress: 'invited',
    current_step: null,
    completed_steps: 0,
    total_steps: 5,
    sent_at: '2026-11-20T10:00:00Z',
    expires_at: '2026-12-04T10:00:00Z',
    accepted_at: null,
    ...over,
  };
}

const PLAN = { owner_id: 'o', owner_name: 'Avery Quinn', plan_name: 'Quinn Plan', plan_number: '001', plan_ein: '98-7654321' };

describe('InvitationsViewModel', () => {
  test('loads the invitations; a user without a plan membership is simply an owner', async () => {
    const api = new FakeApiClient()
      .respond('GET', '/invitations', [invitation()])
      .failWith('GET', '/plan-membership', 404, { error: 'not_invited', message: NOT_INVITED_MESSAGE });
    const vm = new InvitationsViewModel(api);
    await vm.load();
    expect(vm.hasErrors).toBe(false);
    expect(vm.membership).toBeUndefined();
    expect(vm.invitations.map((i) => i.email)).toEqual(['jordan@example.com']);
    expect(vm.progressLabel(vm.invitations[0])).toBe('Invited, not signed up yet');
    expect(vm.progressLabel(invitation({ progress: 'checkout', completed_steps: 2 }))).toBe(
      'Joined, completing the participant checkout: 2 of 5 steps done',
    );
  });

  test('checks the address before sending, then sends and lists the invitation first', async () => {
    const api = new FakeApiClient()
      .respond('GET', '/invitations', [])
      .respond('GET', '/plan-membership', PLAN)
      .respond('POST', '/invitations', (c: { body: unknown }) =>
        invitation({ id: 'i-2', email: (c.body as { email: string }).email }),
      );
    const vm = new InvitationsViewModel(api);
    await vm.load();
    expect(vm.membership).toEqual(PLAN);
    expect(await vm.send()).toBe(false);
    expect(vm.emailMessages).toEqual([EMAIL_REQUIRED_MESSAGE]);
    vm.setEmail('nope');
    expect(vm.emailMessages).toEqual([EMAIL_INVALID_MESSAGE]);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    vm.setEmail(' sam@example.com ');
    expect(await vm.send()).toBe(true);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'sam@example.com' });
    expect(vm.sentTo).toBe('sam@example.com');
    expect(vm.email).toBe('');
    expect(vm.invitations.map((i) => i.id)).toEqual(['i-2']);
  });

  test("shows the server's field message, or its message when the owner has no plan yet", async () => {
    const api = new FakeApiClient()
      .respond('GET', '/invitations', [])
      .failWith('POST', '/invitations', 409, { error: 'no_plan', message: 'Set up your plan first' });
    const vm = new InvitationsViewModel(api);
    vm.setEmail('sam@example.com');
    expect(await vm.send()).toBe(false);
    expect(vm.failure).toBe('Set up your plan first');
    api.failWith('POST', '/invitations', 400, { error: 'validation', fields: { email: ['You cannot invite yourself'] } });
    expect(await vm.send()).toBe(false);
    expect(vm.emailMessages).toEqual(['You cannot invite yourself']);
  });
});

describe('JoinViewModel', () => {
  test('accepts the invitation of the link and names the plan; then opens the participant checkout', async () => {
    const api = new FakeApiClient().respond('POST', '/invitations/accept', PLAN);
    const navigation = new MemoryNavigation('/join?invitation=tok-1');
    const vm = new JoinViewModel(api, navigation);
    await vm.accept();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ token: 'tok-1' });
    expect(vm.status).toBe('joined');
    expect(vm.plan).toEqual(PLAN);
    vm.continueToCheckout();
    expect(navigation.currentPath()).toBe('/checkout');
  });

  test("a link without a token or refused by the server shows the server's message", async () => {
    const none = new JoinViewModel(new FakeApiClient(), new MemoryNavigation('/join'));
    await none.accept();
    expect(none).toMatchObject({ status: 'failed', message: JOIN_FAILED });
    const api = new FakeApiClient().failWith('POST', '/invitations/accept', 403, { error: 'wrong_account', message: 'Wrong' });
    const refused = new JoinViewModel(api, new MemoryNavigation('/join?invitation=x'));
    await refused.accept();
    expect(refused).toMatchObject({ status: 'failed', message: 'Wrong' });
  });
});

describe('invitationsTileState', () => {
  test('says how many joined, and asks to resend an expired invitation', () => {
    expect(invitationsTileState([])).toMatchObject({ status: 'No participants invited', tone: 'notStarted' });
    expect(invitationsTileState([invitation({ progress: 'joined' })])).toMatchObject({
      status: '1 of 1 participant joined',
      tone: 'done',
    });
    const state = invitationsTileState([invitation({ progress: 'expired' }), invitation({ id: 'i-2', progress: 'checkout' })]);
    expect(state).toMatchObject({
      status: '0 of 2 participants joined',
      tone: 'attention',
      next: 'An invitation expired: send it again.',
    });
    expect(state.facts).toEqual([
      { label: 'jordan@example.com', value: 'Invitation expired' },
      { label: 'jordan@example.com', value: 'Joined, completing the participant checkout' },
    ]);
  });
});

describe('JoinStepViewModel', () => {
  test('names the joined plan and joins without a fee', async () => {
    const api = new FakeApiClient().respond('GET', '/plan-membership', PLAN).respond('POST', '/plan-membership/join', PLAN);
    const vm = new JoinStepViewModel(api);
    await vm.load();
    expect(vm).toMatchObject({ status: 'invited', plan: PLAN });
    expect(await vm.join()).toBe(true);
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/plan-membership/join']);
  });

  test('a participant without an invitation is told to ask the plan owner and cannot join', async () => {
    const api = new FakeApiClient().failWith('GET', '/plan-membership', 404, { error: 'not_invited', message: 'x' });
    const vm = new JoinStepViewModel(api);
    await vm.load();
    expect(vm).toMatchObject({ status: 'notInvited', message: NOT_INVITED_MESSAGE });
    expect(await vm.join()).toBe(false);
  });
});
