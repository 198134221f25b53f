import type { InvitationRecord, PlanMembership } from './invitation-record';

/** A pending invitation sent on 2026-11-20, for tests. */
export function invitationRecordFixture(over: Partial<InvitationRecord> = {}): InvitationRecord {
  return {
    id: 'i-1',
    email: 'jordan@example.com',
    status: 'pending',
    progress: 'invited',
    currentStep: null,
    completedSteps: 0,
    totalSteps: 5,
    sentAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-04T10:00:00.000Z',
    acceptedAt: null,
    ...over,
  };
}

/** The Quinn plan a participant joined, for tests. */
export function planMembershipFixture(over: Partial<PlanMembership> = {}): PlanMembership {
  return {
    ownerId: 'owner-1',
    ownerName: 'Avery Quinn',
    planName: 'Quinn Plan',
    planNumber: '001',
    planEin: '98-7654321',
    ...over,
  };
}
