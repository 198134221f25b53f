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
import type { ApiClient } from '@/ports/api-client';
import type { SupportApi } from '@/ports/support-api';
import type { Answer, RequestBody, Schema } from './wire';

const user = (id: string): string => `/support/users/${encodeURIComponent(id)}`;

/** The support area over the product API (the bound ApiClient: bearer, XSRF and, in admin mode, X-Act-As). */
export class HttpSupportApi implements SupportApi {
  constructor(private readonly api: ApiClient) {}

  async users(query: string, page: number, pageSize: number): Promise<SupportPage<SupportUserRecord>> {
    const answer = await this.api.get<Answer<'searchSupportUsers'>>('/support/users', {
      query: { q: query, page, page_size: pageSize },
    });
    return pageOf(answer, supportUserOf);
  }

  async setUserStatus(userId: string, status: SupportUserStatus): Promise<SupportUserRecord> {
    const body: RequestBody<'setSupportUserStatus'> = { status };
    return supportUserOf(await this.api.post<Answer<'setSupportUserStatus'>>(`${user(userId)}/status`, body));
  }

  async sendSignInLink(userId: string): Promise<SignInLinkSent> {
    const sent = await this.api.post<Answer<'sendSupportSignInLink'>>(`${user(userId)}/sign-in-link`);
    return { maskedEmail: sent.masked_email, sentAt: sent.sent_at };
  }

  async resetFactors(userId: string, reason: string): Promise<FactorReset> {
    const body: RequestBody<'resetSupportUserFactors'> = { reason };
    const reset = await this.api.post<Answer<'resetSupportUserFactors'>>(`${user(userId)}/factors/reset`, body);
    return { userId: reset.user_id, resetAt: reset.reset_at };
  }

  async audit(filters: AuditQuery, page: number, pageSize: number): Promise<SupportPage<AuditEntryRecord>> {
    const answer = await this.api.get<Answer<'listSupportAudit'>>('/support/audit', {
      query: { ...auditQuery(filters), page, page_size: pageSize },
    });
    return pageOf(answer, auditEntryOf);
  }

  async auditCsv(filters: AuditQuery): Promise<string> {
    // text/csv: the client answers the body as text.
    return String(await this.api.get<string>('/support/audit.csv', { query: auditQuery(filters) }));
  }

  async participants(query: string): Promise<ParticipantRecord[]> {
    const found = await this.api.get<Answer<'searchParticipants'>>('/participants', { query: { q: query } });
    return found.map((u) => ({ id: u.id, email: u.user_email, name: u.name ?? null }));
  }

  async enterAdminMode(userId: string, reason: string): Promise<AdminModeVisit> {
    const body: RequestBody<'enterAdminMode'> = { user_id: userId, reason };
    const visit = await this.api.post<Answer<'enterAdminMode', 201>>('/support/admin-mode', body);
    return { id: visit.id, userId: visit.user_id, reason: visit.reason, enteredAt: visit.entered_at };
  }

  async leaveAdminMode(userId: string): Promise<void> {
    await this.api.delete(`/support/admin-mode/${encodeURIComponent(userId)}`);
  }
}

/** Only the filters given, as the query names them. */
function auditQuery(f: AuditQuery): Record<string, string> {
  const q: Record<string, string> = {};
  for (const key of ['agent', 'participant', 'from', 'to'] as const) {
    const value = f[key];
    if (value !== undefined) q[key] = value;
  }
  return q;
}

function pageOf<W, T>(p: { items: W[]; total: number; page: number; page_size: number }, item: (w: W) => T): SupportPage<T> {
  return { items: p.items.map(item), total: p.total, page: p.page, pageSize: p.page_size };
}

function supportUserOf(u: Schema<'SupportUser'>): SupportUserRecord {
  return { id: u.id, email: u.user_email, name: u.name, status: u.status, createdAt: u.created_at };
}

function auditEntryOf(e: Schema<'AuditEntry'>): AuditEntryRecord {
  return {
    id: e.id,
    at: e.at,
    agentId: e.agent_id,
    agentEmail: e.agent_email,
    agentName: e.agent_name,
    participantId: e.participant_id,
    participantEmail: e.participant_email,
    participantName: e.participant_name,
    action: e.action,
    objectType: e.object_type,
    objectId: e.object_id,
    reason: e.reason ?? null,
  };
}
