import type { ColumnType, Generated } from 'kysely';
import type { Beneficiary } from '@/domain/beneficiaries';

/** A timestamp column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * One beneficiary designation of a participant (decision 0250). Rows are never deleted: the newest in force is the
 * current one, the others are its history (superseded, or withdrawn before the spouse consented).
 */
export interface BeneficiaryDesignationsTable {
  id: string;
  user_id: string;
  beneficiaries: ColumnType<Beneficiary[], Beneficiary[] | unknown, Beneficiary[] | unknown>;
  /** Whether the participant was married (personal details) when designating. */
  married: boolean;
  needs_consent: boolean;
  /** 'awaiting_consent' | 'in_force' | 'superseded' | 'withdrawn'. */
  status: string;
  /** The spouse who consented, as they gave their name. */
  spouse_name: string | null;
  /** The spouse's drawn signature (PNG data URL); never sent back. */
  consent_signature: string | null;
  consent_signed_at: Timestamp | null;
  /** The library document (and version) the designation is filed as once in force. */
  document_id: string | null;
  version_id: string | null;
  agent_id: string;
  created_at: Timestamp;
  in_force_at: Timestamp | null;
  ended_at: Timestamp | null;
  seq: Generated<number>;
}

/** The beneficiary area's tables. */
export interface BeneficiaryTables {
  beneficiary_designations: BeneficiaryDesignationsTable;
}
