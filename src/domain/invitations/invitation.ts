import { isEmail } from 'class-validator';

/** What a participant without an accepted invitation is told (no participant checkout for a plan that does not exist). */
export const NOT_INVITED_MESSAGE =
  'Ask the plan owner to invite you: a participant joins the plan from the invitation e-mail the plan owner sends.';
/** The plan owner typed their own address. */
export const INVITE_SELF_MESSAGE = 'You cannot invite yourself; invite the participant by their own e-mail';
/** The spec's e-mail messages (personal details). */
export const EMAIL_REQUIRED_MESSAGE = 'Email is required';
export const EMAIL_INVALID_MESSAGE = 'Please type valid email address';
/** Days an invitation link stays valid (decision 0240). */
export const INVITATION_TTL_DAYS = 14;
/** Longest e-mail address accepted (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** Where an invitation stands. */
export type InvitationStatus = 'pending' | 'accepted' | 'revoked';

/** How far the invited participant got, as the plan owner sees it. */
export type ParticipantProgress = 'invited' | 'expired' | 'revoked' | 'checkout' | 'joined';

/** The words of each progress value. */
export const PARTICIPANT_PROGRESS_LABELS: Readonly<Record<ParticipantProgress, string>> = {
  invited: 'Invited, not signed up yet',
  expired: 'Invitation expired',
  revoked: 'Invitation withdrawn',
  checkout: 'Joined, completing the participant checkout',
  joined: 'Joined the plan (joinder signed)',
};

/** The invitee's address, trimmed and lower-cased (addresses are compared without case). */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Messages for the address the plan owner invites; empty when it may be invited. */
export function invitationEmailErrors(value: unknown, ownerEmail: string | undefined): string[] {
  if (typeof value !== 'string' || value.trim() === '') return [EMAIL_REQUIRED_MESSAGE];
  const email = normaliseEmail(value);
  if (email.length > MAX_EMAIL_LENGTH || !isEmail(email)) return [EMAIL_INVALID_MESSAGE];
  if (ownerEmail !== undefined && normaliseEmail(ownerEmail) === email) return [INVITE_SELF_MESSAGE];
  return [];
}

/** The last moment an invitation sent at `sentAt` can be accepted. */
export function invitationExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVITATION_TTL_DAYS * 24 * 3600 * 1000);
}

/** Whether a pending invitation sent at `sentAt` may still be accepted at `now`. */
export function isInvitationOpen(status: InvitationStatus, sentAt: Date, now: Date): boolean {
  return status === 'pending' && now.getTime() <= invitationExpiry(sentAt).getTime();
}

/** The participant's progress from the invitation and, once accepted, whether the joinder is signed and filed. */
export function participantProgress(status: InvitationStatus, sentAt: Date, now: Date, joined: boolean): ParticipantProgress {
  if (status === 'revoked') return 'revoked';
  if (status === 'accepted') return joined ? 'joined' : 'checkout';
  return isInvitationOpen(status, sentAt, now) ? 'invited' : 'expired';
}
