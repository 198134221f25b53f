import type { InvitationStatus, ParticipantProgress } from '@/domain/invitations';
import { ApiError } from '@/ports/api-client';

/** An invitation as GET /invitations answers it. */
export interface ApiInvitation {
  id: string;
  email: string;
  status: InvitationStatus;
  progress: ParticipantProgress;
  current_step: string | null;
  completed_steps: number;
  total_steps: number;
  sent_at: string;
  expires_at: string;
  accepted_at: string | null;
}

/** The plan a participant joined (GET /plan-membership, POST /invitations/accept). */
export interface ApiPlanMembership {
  owner_id: string;
  owner_name: string;
  plan_name: string;
  plan_number: string;
  plan_ein: string;
  invoice_id?: string;
}

/** The server's message of a failed call (`{ error, message }`), or undefined. */
export function errorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : undefined;
}

/** The error code of a failed call's body (`not_invited`, `no_plan` ...), or undefined. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { error?: unknown } | undefined;
  return typeof body?.error === 'string' ? body.error : undefined;
}

/** The field messages of a 400 answer for `field`. */
export function fieldMessages(error: unknown, field: string): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const fields = (error.body as { fields?: Record<string, unknown> } | undefined)?.fields;
  const messages = fields?.[field];
  return Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
}
