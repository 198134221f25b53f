/** Whether a user may sign in (the support console disables and re-enables them). */
export type SupportUserStatus = 'enabled' | 'disabled';

/** A user as the support console sees them (decision 0269). */
export interface SupportUserRecord {
  id: string;
  /** The sign-in address. */
  email: string;
  /** The name of their saved personal details, else null. */
  name: string | null;
  status: SupportUserStatus;
  /** ISO timestamp. */
  createdAt: string;
}

/** One page of a support list: the items, how many there are in all, the page (from 1) and its size. */
export interface SupportPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A new sign-in link sent to a user: the address it went to, masked, and when. */
export interface SignInLinkSent {
  maskedEmail: string;
  /** ISO timestamp. */
  sentAt: string;
}

/** A user's second factors reset (decision 0273). */
export interface FactorReset {
  userId: string;
  /** ISO timestamp. */
  resetAt: string;
}

/** One action of the audit trail: an admin-mode or support action. */
export interface AuditEntryRecord {
  id: string;
  /** ISO timestamp. */
  at: string;
  agentId: string;
  agentEmail: string | null;
  agentName: string | null;
  participantId: string;
  participantEmail: string | null;
  participantName: string | null;
  action: string;
  objectType: string;
  objectId: string;
  /** The reason support gave (a second-factor reset, decision 0273; admin mode, decision 0297), else null. */
  reason: string | null;
}

/** The audit trail's filters; an absent one does not filter. */
export interface AuditQuery {
  /** The support user: id, or words of the e-mail or name. */
  agent?: string;
  /** The participant: id, or words of the e-mail or name. */
  participant?: string;
  /** First and last day, YYYY-MM-DD (inclusive, UTC). */
  from?: string;
  to?: string;
}

/** A participant found by admin mode's search. */
export interface ParticipantRecord {
  id: string;
  email: string;
  /** The name of their saved personal details, else null. */
  name: string | null;
}

/** An admin-mode visit opened with its reason (decision 0297). */
export interface AdminModeVisit {
  id: string;
  /** The participant acted as. */
  userId: string;
  /** The reason as recorded (trimmed). */
  reason: string;
  /** ISO timestamp. */
  enteredAt: string;
}

/** The number of pages a list of `total` items fills at `pageSize` (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
