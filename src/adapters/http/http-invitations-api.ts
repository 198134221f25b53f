import type { InvitationRecord, PlanMembership } from '@/domain/invitations';
import { type ApiClient, ApiError } from '@/ports/api-client';
import type { InvitationsApi } from '@/ports/invitations-api';
import type { Answer, RequestBody, Schema } from './wire';

/** The participants area over the product API (the bound ApiClient: bearer, XSRF and, in admin mode, X-Act-As). */
export class HttpInvitationsApi implements InvitationsApi {
  constructor(private readonly api: ApiClient) {}

  async invitations(): Promise<InvitationRecord[]> {
    return (await this.api.get<Answer<'listInvitations'>>('/invitations')).map(invitationOf);
  }

  async send(email: string): Promise<InvitationRecord> {
    const body: RequestBody<'sendInvitation'> = { email };
    return invitationOf(await this.api.post<Answer<'sendInvitation', 201>>('/invitations', body));
  }

  async revoke(invitationId: string): Promise<InvitationRecord> {
    return invitationOf(
      await this.api.post<Answer<'revokeInvitation'>>(`/invitations/${encodeURIComponent(invitationId)}/revoke`),
    );
  }

  async accept(token: string): Promise<PlanMembership> {
    const body: RequestBody<'acceptInvitation'> = { token };
    return membershipOf(await this.api.post<Answer<'acceptInvitation'>>('/invitations/accept', body));
  }

  async membership(): Promise<PlanMembership | null> {
    try {
      return membershipOf(await this.api.get<Answer<'getPlanMembership'>>('/plan-membership'));
    } catch (error) {
      // 404 not_invited: the user was not invited (an owner, or a participant still to be invited).
      if (error instanceof ApiError && error.status === 404 && (error.body as { error?: unknown })?.error === 'not_invited')
        return null;
      throw error;
    }
  }

  async join(): Promise<PlanMembership> {
    return membershipOf(await this.api.post<Answer<'joinPlan'>>('/plan-membership/join'));
  }
}

function invitationOf(i: Schema<'Invitation'>): InvitationRecord {
  return {
    id: i.id,
    email: i.email,
    status: i.status,
    progress: i.progress,
    currentStep: i.current_step,
    completedSteps: i.completed_steps,
    totalSteps: i.total_steps,
    sentAt: i.sent_at,
    expiresAt: i.expires_at,
    acceptedAt: i.accepted_at,
  };
}

function membershipOf(m: Schema<'PlanMembership'>): PlanMembership {
  return {
    ownerId: m.owner_id,
    ownerName: m.owner_name,
    planName: m.plan_name,
    planNumber: m.plan_number,
    planEin: m.plan_ein,
    ...(m.invoice_id === undefined ? {} : { invoiceId: m.invoice_id }),
  };
}
