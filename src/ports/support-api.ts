import type {
  AdminModeVisit,
  AuditEntryRecord,
  AuditQuery,
  FactorReset,
  ParticipantRecord,
  SignInLinkSent,
  SupportPage,
  SupportUserRecord,
  SupportUserStatus,
} from '@/domain/support';

/**
 * The support area (docs/api/openapi.yaml, decisions 0266, 0269, 0273, 0297, 0302): the support console (users, their
 * status, sign-in links, second-factor resets), the audit trail, and admin mode's participant search, entry and leave.
 * Support users only, with a second factor in the session. Failures reject with the ApiClient's ApiError: a 400 carries
 * field messages (`q`, `page_size`, `agent`, `participant`, `from`, `to`, `reason`); a 403 (not support, or
 * `step_up_required`), 404 (unknown user) or 409 (yourself; a disabled user's link) a message.
 */
export interface SupportApi {
  /** Users by name words or a whole e-mail address (an empty query lists everyone), one page. */
  users(query: string, page: number, pageSize: number): Promise<SupportPage<SupportUserRecord>>;
  /** Disables (ending their sessions) or re-enables a user; answers the user with the new status. Audited. */
  setUserStatus(userId: string, status: SupportUserStatus): Promise<SupportUserRecord>;
  /** Sends the user a new sign-in link. Audited. */
  sendSignInLink(userId: string): Promise<SignInLinkSent>;
  /** Removes the user's second factors and ends their sessions; they are told by e-mail. Audited with the reason. */
  resetFactors(userId: string, reason: string): Promise<FactorReset>;
  /** The audit trail, newest first, filtered, one page. */
  audit(filters: AuditQuery, page: number, pageSize: number): Promise<SupportPage<AuditEntryRecord>>;
  /** The filtered audit trail as the server's CSV text. */
  auditCsv(filters: AuditQuery): Promise<string>;
  /** Participants by name or e-mail words (spec section 5 search rules), at most 50. */
  participants(query: string): Promise<ParticipantRecord[]>;
  /** Opens an admin-mode visit of the participant with the reason (audited); the tab may then act as them. */
  enterAdminMode(userId: string, reason: string): Promise<AdminModeVisit>;
  /** Closes the newest open visit of the participant (audited); nothing when none is open. */
  leaveAdminMode(userId: string): Promise<void>;
}
export const SupportApi = Symbol('SupportApi');
