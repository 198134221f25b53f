import type { InvitationRecord, PlanMembership } from '@/domain/invitations';

/**
 * The participants area (docs/api/openapi.yaml, decisions 0240, 0292, 0302): the plan owner invites by e-mail and
 * follows each participant; the invited participant accepts the link, sees the plan joined and joins it without a
 * fee. Failures reject with the ApiClient's ApiError: a 400 carries field messages keyed `email`; a 403 (another
 * account), 404 (unknown, withdrawn or expired link; not found) or 409 (`no_plan`, `not_pending`, `other_plan`,
 * `checkout_incomplete`) a message.
 */
export interface InvitationsApi {
  /** The plan owner's invitations, newest first. */
  invitations(): Promise<InvitationRecord[]>;
  /** Invites `email` to the owner's plan; sending again to a pending address sends a new link. */
  send(email: string): Promise<InvitationRecord>;
  /** Withdraws a pending invitation: its link stops working. */
  revoke(invitationId: string): Promise<InvitationRecord>;
  /** The signed-in invitee accepts the invitation of the link's token; answers the plan joined. */
  accept(token: string): Promise<PlanMembership>;
  /** The plan the signed-in user joined by invitation; null when they were not invited (they own their plan). */
  membership(): Promise<PlanMembership | null>;
  /** Completes the participant checkout without a fee and files the joinder. */
  join(): Promise<PlanMembership>;
}
export const InvitationsApi = Symbol('InvitationsApi');
