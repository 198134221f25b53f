import type { Beneficiary } from './beneficiary-designation';
import type { DesignationStatus } from './designation-status';

/**
 * The beneficiaries area as the product reads it (decisions 0191, 0250): the designation in force, the one waiting
 * for the spouse's consent, and every designation. Times as ISO date-times. The BeneficiariesApi port answers these;
 * only its HTTP adapter knows the wire's shape (docs/api/openapi.yaml, decision 0302).
 */

/** A beneficiary designation; the spouse's signature itself is never read back. */
export interface DesignationRecord {
  readonly id: string;
  readonly status: DesignationStatus;
  readonly beneficiaries: readonly Beneficiary[];
  /** Whether the participant was married when it was made. */
  readonly married: boolean;
  /** Whether it needs (or needed) the spouse's written consent. */
  readonly needsConsent: boolean;
  /** The spouse's consent once signed; null when none. */
  readonly consent: { readonly spouseName: string; readonly signedAt: string } | null;
  /** The library document it is filed as once in force; null before. */
  readonly documentId: string | null;
  readonly createdAt: string;
  readonly inForceAt: string | null;
  /** When it was superseded or withdrawn; null while current. */
  readonly endedAt: string | null;
}

/** The participant's designations and what the page needs to know of the participant. */
export interface BeneficiaryOverview {
  readonly married: boolean;
  /** The spouse named in the personal details; null when none. */
  readonly spouseName: string | null;
  readonly inForce: DesignationRecord | null;
  readonly awaitingConsent: DesignationRecord | null;
  /** Newest first. */
  readonly history: readonly DesignationRecord[];
}

/** The spouse's written consent: the full name and the drawn signature (a PNG data URL). */
export interface SpousalConsent {
  readonly spouseName: string;
  readonly spouseSignature: string;
}
