import type { Generated } from 'kysely';

/**
 * One admin-mode visit (decision 0297): a support user acting as a participant, from entering with a reason until
 * leaving. A request with X-Act-As needs an open visit of its support user and participant.
 */
export interface AdminModeVisitsTable {
  id: Generated<number>;
  agent_id: string;
  participant_id: string;
  reason: string;
  entered_at: Date;
  /** When the support user left; null while the visit is open. */
  left_at: Date | null;
}

/** The paths read in one visit: each is audited once per visit (decision 0297). */
export interface AdminModeVisitReadsTable {
  visit_id: number;
  path: string;
  at: Date;
}

/** The tables of the support console. */
export interface SupportTables {
  admin_mode_visits: AdminModeVisitsTable;
  admin_mode_visit_reads: AdminModeVisitReadsTable;
}
