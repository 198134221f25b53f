import { type InvitationRecord, PARTICIPANT_PROGRESS_LABELS, type PlanMembership } from '@/domain/invitations';
import type { HomeTileSource, TileState } from '@/ui/home/home-tile';

/** The participants area in words: how many joined, how many are on their way. */
export function invitationsTileState(invitations: readonly InvitationRecord[]): TileState {
  const live = invitations.filter((i) => i.progress !== 'revoked');
  if (live.length === 0) return { status: 'No participants invited', tone: 'notStarted', action: 'Invite a participant' };
  const joined = live.filter((i) => i.progress === 'joined').length;
  const expired = live.filter((i) => i.progress === 'expired').length;
  return {
    status: `${joined} of ${live.length} ${live.length === 1 ? 'participant' : 'participants'} joined`,
    tone: expired > 0 ? 'attention' : joined === live.length ? 'done' : 'inProgress',
    facts: live.slice(0, 3).map((i) => ({ label: i.email, value: PARTICIPANT_PROGRESS_LABELS[i.progress] })),
    next: expired > 0 ? 'An invitation expired: send it again.' : undefined,
    action: 'See participants',
  };
}

/** A participant's tile: the plan they joined, never the owner's invitations. */
export function membershipTileState(membership: PlanMembership): TileState {
  return {
    status: `Participant of ${membership.planName}`,
    tone: 'done',
    facts: [{ label: 'Plan sponsor', value: membership.ownerName }],
    action: 'See your plan',
  };
}

/** Home tile source of the participants (invitations) area: the owner's invitations, or the participant's plan. */
export const invitationsHomeTile: HomeTileSource = {
  area: 'invitations',
  async load(ports, context): Promise<TileState> {
    if (context.role === 'participant') {
      const membership = await ports.invitations.membership();
      if (membership !== null) return membershipTileState(membership);
    }
    return invitationsTileState(await ports.invitations.invitations());
  },
};
