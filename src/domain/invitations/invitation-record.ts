import type { InvitationStatus, ParticipantProgress } from './invitation';

/** An invitation as its plan owner sees it, with the invited participant's progress (decision 0240). */
export interface InvitationRecord {
  id: string;
  /** The invited address, lower-cased. */
  email: string;
  status: InvitationStatus;
  progress: ParticipantProgress;
  /** The participant's current checkout step once accepted (a step key), else null. */
  currentStep: string | null;
  /** Steps of the participant checkout completed, and how many there are. */
  completedSteps: number;
  totalSteps: number;
  /** ISO timestamps. */
  sentAt: string;
  expiresAt: string;
  acceptedAt: string | null;
}

/** The plan a participant joined by invitation. */
export interface PlanMembership {
  ownerId: string;
  ownerName: string;
  planName: string;
  /** Form 5500-EZ line 1b, `001`. */
  planNumber: string;
  planEin: string;
  /** The no-fee joinder invoice, once the participant joined (answered by `join` only). */
  invoiceId?: string;
}
