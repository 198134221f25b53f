import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeInvitationsApi } from '@/adapters/fakes/fake-invitations-api';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { FakeCheckoutApi } from '@/adapters/fakes/fake-checkout-api';
import { resumeRole } from '@/ui/checkout/checkout-resume';
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE, NOT_INVITED_MESSAGE } from '@/domain/invitations';
import { invitationRecordFixture } from '@/domain/invitations/invitation-record-fixtures';
import { ApiError } from '@/ports/api-client';
import { invitationsTileState } from '@/ui/invitations/invitations-home-tile';
import { InvitationsViewModel, SEND_FAILED } from '@/ui/invitations/invitations-view-model';
import { JOIN_FAILED, JoinViewModel } from '@/ui/invitations/join-view-model';
import { JOIN_PLAN_FAILED, JoinStepViewModel } from '@/ui/invitations/join-step-view-model';

const NOW = new Date('2026-11-23T10:00:00Z');
const PLAN = { ownerName: 'Avery Quinn', planName: 'Quinn Plan', planNumber: '001', planEin: '98-7654321' };
const JORDAN = { id: 'jordan', email: 'jordan@example.com' };

/** An owner whose plan is named, and Jordan invited to it. */
async function invitedJordan() {
  const owner = new FakeInvitationsApi(new FakeClock(NOW), { id: 'owner-1', email: 'avery@example.com' }).namePlan(PLAN);
  await owner.send(JORDAN.email);
  return { owner, jordan: owner.signIn(JORDAN), token: owner.tokenOf(JORDAN.email) };
}

describe('InvitationsViewModel', () => {
  test('loads the invitations; a user without a plan membership is simply an owner', async () => {
    const api = new FakeInvitationsApi(new FakeClock(NOW)).seed(invitationRecordFixture());
    const vm = new InvitationsViewModel(api);
    await vm.load();
    expect(vm.hasErrors).toBe(false);
    expect(vm.membership).toBeNull();
    expect(vm.invitations.map((i) => i.email)).toEqual(['jordan@example.com']);
    expect(vm.progressLabel(vm.invitations[0])).toBe('Invited, not signed up yet');
    expect(vm.progressLabel(invitationRecordFixture({ progress: 'checkout', completedSteps: 2 }))).toBe(
      'Joined, completing the participant checkout: 2 of 5 steps done',
    );
  });

  test('a participant sees the plan joined; a failed load says so', async () => {
    const { jordan, token } = await invitedJordan();
    await jordan.accept(token);
    const vm = new InvitationsViewModel(jordan);
    await vm.load();
    expect(vm.membership).toEqual({ ownerId: 'owner-1', ...PLAN });
    jordan.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await vm.load();
    expect(vm.hasErrors).toBe(true);
  });

  test('checks the address before sending, then sends and lists the invitation first', async () => {
    const api = new FakeInvitationsApi(new FakeClock(NOW)).namePlan(PLAN);
    const vm = new InvitationsViewModel(api);
    await vm.load();
    expect(await vm.send()).toBe(false);
    expect(vm.emailMessages).toEqual([EMAIL_REQUIRED_MESSAGE]);
    vm.setEmail('nope');
    expect(vm.emailMessages).toEqual([EMAIL_INVALID_MESSAGE]);
    expect(api.calls).not.toContain('send');
    vm.setEmail(' sam@example.com ');
    expect(await vm.send()).toBe(true);
    expect(vm.sentTo).toBe('sam@example.com');
    expect(vm.email).toBe('');
    expect(vm.invitations.map((i) => i.email)).toEqual(['sam@example.com']);
    expect((await api.invitations()).map((i) => i.email)).toEqual(['sam@example.com']);
  });

  test("shows the server's field message, or its message when the owner has no plan yet", async () => {
    const api = new FakeInvitationsApi(new FakeClock(NOW), { id: 'owner-1', email: 'avery@example.com' });
    const vm = new InvitationsViewModel(api);
    vm.setEmail('sam@example.com');
    expect(await vm.send()).toBe(false);
    expect(vm.failure).toBe('Set up your plan first: the invitation names the plan the participant joins');
    api.namePlan(PLAN);
    vm.setEmail('Avery@Example.com');
    expect(await vm.send()).toBe(false);
    expect(vm.emailMessages).toEqual(['You cannot invite yourself; invite the participant by their own e-mail']);
    api.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    vm.setEmail('sam@example.com');
    expect(await vm.send()).toBe(false);
    expect(vm.failure).toBe(SEND_FAILED);
  });

  test('withdraws a pending invitation; one already accepted gets the reason', async () => {
    const { owner, jordan, token } = await invitedJordan();
    await owner.send('sam@example.com');
    const vm = new InvitationsViewModel(owner);
    await vm.load();
    const sam = vm.invitations.find((i) => i.email === 'sam@example.com');
    await vm.revoke(sam?.id as string);
    expect(vm.invitations.find((i) => i.email === 'sam@example.com')?.status).toBe('revoked');
    await jordan.accept(token);
    await vm.revoke(vm.invitations.find((i) => i.email === JORDAN.email)?.id as string);
    expect(vm.failure).toBe('Only an invitation not yet accepted can be withdrawn');
  });
});

describe('JoinViewModel', () => {
  test('accepts the invitation (not yet joined: the joinder is signed later) and opens the checkout as a participant', async () => {
    const { jordan, token } = await invitedJordan();
    const navigation = new MemoryNavigation(`/join?invitation=${token}`);
    const checkout = new FakeCheckoutApi(new FakeClock(NOW));
    const vm = new JoinViewModel(jordan, navigation, checkout);
    await vm.accept();
    expect(jordan.calls).toEqual(['accept']);
    expect(vm.status).toBe('accepted');
    expect(vm.plan).toEqual({ ownerId: 'owner-1', ...PLAN });
    await vm.continueToCheckout();
    expect(navigation.currentPath()).toBe('/checkout');
    // The role is saved, so the checkout does not ask "plan owner or participant?" again.
    const state = await checkout.checkout();
    expect(state.variant).toBe('participant');
    expect(resumeRole(state, undefined)).toEqual({ role: 'participant', ask: false });
  });

  test("a link without a token or refused by the server shows the server's message", async () => {
    const { owner, token } = await invitedJordan();
    const none = new JoinViewModel(owner, new MemoryNavigation('/join'), new FakeCheckoutApi(new FakeClock(NOW)));
    await none.accept();
    expect(none).toMatchObject({ status: 'failed', message: JOIN_FAILED });
    const stranger = owner.signIn({ id: 'stranger', email: 'stranger@example.com' });
    const refused = new JoinViewModel(
      stranger,
      new MemoryNavigation(`/join?invitation=${token}`),
      new FakeCheckoutApi(new FakeClock(NOW)),
    );
    await refused.accept();
    expect(refused).toMatchObject({
      status: 'failed',
      message: 'This invitation was sent to another e-mail address. Sign in with the address it was sent to.',
    });
  });
});

describe('invitationsTileState', () => {
  test('says how many joined, and asks to resend an expired invitation', () => {
    expect(invitationsTileState([])).toMatchObject({ status: 'No participants invited', tone: 'notStarted' });
    expect(invitationsTileState([invitationRecordFixture({ progress: 'joined' })])).toMatchObject({
      status: '1 of 1 participant joined',
      tone: 'done',
    });
    const state = invitationsTileState([
      invitationRecordFixture({ progress: 'expired' }),
      invitationRecordFixture({ id: 'i-2', progress: 'checkout' }),
    ]);
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
  test('names the joined plan and joins without a fee once the participant checkout is complete', async () => {
    const { owner, jordan, token } = await invitedJordan();
    await jordan.accept(token);
    const vm = new JoinStepViewModel(jordan);
    await vm.load();
    expect(vm).toMatchObject({ status: 'invited', plan: { ownerId: 'owner-1', ...PLAN } });
    expect(await vm.join()).toBe(false);
    expect(vm).toMatchObject({
      status: 'failed',
      message: 'Complete your participant checkout (personal details and signer details) first',
    });
    owner.completeCheckout(JORDAN.id);
    expect(await vm.join()).toBe(true);
    expect((await owner.invitations())[0].progress).toBe('joined');
  });

  test('a participant without an invitation is told to ask the plan owner and cannot join', async () => {
    const vm = new JoinStepViewModel(new FakeInvitationsApi(new FakeClock(NOW)));
    await vm.load();
    expect(vm).toMatchObject({ status: 'notInvited', message: NOT_INVITED_MESSAGE });
    expect(await vm.join()).toBe(false);
  });

  test('a failed read says so in words and allows joining again', async () => {
    const api = new FakeInvitationsApi(new FakeClock(NOW));
    api.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    const vm = new JoinStepViewModel(api);
    await vm.load();
    expect(vm).toMatchObject({ status: 'failed', message: JOIN_PLAN_FAILED });
  });
});
