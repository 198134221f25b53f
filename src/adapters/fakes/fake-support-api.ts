import { checkAdminModeReason } from '@/domain/session';
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
import { DATE_RANGE_MESSAGE, RESET_REASON_MESSAGE, supportSearchError } from '@/domain/support/support-search';
import { validateSearch } from '@/domain/validation';
import type { Clock } from '@/ports/clock';
import type { SupportApi } from '@/ports/support-api';
import { FakePortCalls, refused, throwIfInvalid } from './fake-port-kit';

/** The server's messages (server/support, server/users): the fake answers as it does. */
const INVALID_DATE = 'Invalid date';
const USER_NOT_FOUND = 'User not found';
const DISABLE_SELF = 'You cannot disable your own account';
const RESET_SELF = 'You cannot reset your own second factors';
const ACT_AS_SELF = 'You cannot act as yourself';
const DISABLED_LINK = 'The user is disabled; enable them first';
const MAX_PAGE_SIZE = 100;
/** The CSV's header row (server/support/audit-trail.ts). */
const CSV_HEADER = 'Time (UTC),Agent,Agent e-mail,Participant,Participant e-mail,Action,Object type,Object,Reason';

/** A user the fake knows: who they are and whether they may sign in. */
export interface FakeSupportUser {
  id: string;
  email: string;
  name?: string | null;
}

interface KeptVisit {
  id: string;
  agentId: string;
  participantId: string;
  reason: string;
  open: boolean;
}

/** What every support user's fake shares: the users, the trail and the admin-mode visits. */
class SupportBook {
  readonly users = new Map<string, SupportUserRecord>();
  /** Oldest first. */
  readonly audit: AuditEntryRecord[] = [];
  readonly visits: KeptVisit[] = [];
  next = 1;
}

const words = (value: string): string[] =>
  value
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');

const csvCell = (value: string): string => {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
};

/**
 * The support area in memory, on the server's rules (decision 0302): the search rules of spec section 5 (a value with
 * an @ must be a whole address), pages of at most 100, no disabling, resetting or acting as yourself, no link for a
 * disabled user, a reset and admin mode only with a reason, and every action in the audit trail (newest first,
 * filtered by agent, participant and day). The fake is one signed-in support user (`agent`); `signIn` gives another
 * support user's fake over the same state. A test adds users with `addUser` and trail entries with `seedAudit`, reads
 * the links sent with `linksSent` and `calls`; `failNext` makes the next call fail.
 */
export class FakeSupportApi extends FakePortCalls implements SupportApi {
  /** The addresses a sign-in link was sent to, in order. */
  readonly linksSent: string[];

  constructor(
    private readonly clock: Pick<Clock, 'now'>,
    readonly agent: FakeSupportUser = { id: 'support-1', email: 'hal-support@example.com' },
    private readonly book: SupportBook = new SupportBook(),
    linksSent: string[] = [],
  ) {
    super();
    this.linksSent = linksSent;
    this.known(agent);
  }

  /** The same state signed in as another support user. */
  signIn(agent: FakeSupportUser): FakeSupportApi {
    return new FakeSupportApi(this.clock, agent, this.book, this.linksSent);
  }

  /** Adds (or keeps) a user the product knows, enabled; answers them as the console lists them. */
  addUser(user: FakeSupportUser, status: SupportUserStatus = 'enabled'): SupportUserRecord {
    const kept = this.known(user);
    kept.status = status;
    return { ...kept };
  }

  /** Keeps `users` as the product's users, as a test's starting state. */
  seed(...users: SupportUserRecord[]): this {
    for (const u of users) this.book.users.set(u.id, { ...u });
    return this;
  }

  /** Keeps `entries` in the trail, as a test's starting state (any order: the trail lists newest first). */
  seedAudit(...entries: AuditEntryRecord[]): this {
    this.book.audit.push(...entries.map((e) => ({ ...e })));
    return this;
  }

  private known(user: FakeSupportUser): SupportUserRecord {
    const found = this.book.users.get(user.id);
    if (found) return found;
    const kept: SupportUserRecord = {
      id: user.id,
      email: user.email.toLowerCase(),
      name: user.name ?? null,
      status: 'enabled',
      createdAt: this.clock.now().toISOString(),
    };
    this.book.users.set(user.id, kept);
    return kept;
  }

  private user(id: string): SupportUserRecord {
    const found = this.book.users.get(id);
    if (found === undefined) throw refused(404, 'not_found', USER_NOT_FOUND);
    return found;
  }

  private record(action: string, participantId: string, reason: string | null = null): void {
    this.book.audit.push({
      id: `audit-${this.book.next++}`,
      at: this.clock.now().toISOString(),
      agentId: this.agent.id,
      agentEmail: this.agent.email,
      agentName: this.book.users.get(this.agent.id)?.name ?? null,
      participantId,
      participantEmail: this.book.users.get(participantId)?.email ?? null,
      participantName: this.book.users.get(participantId)?.name ?? null,
      action,
      objectType: 'user',
      objectId: participantId,
      reason,
    });
  }

  private static page<T>(all: T[], page: number, pageSize: number): SupportPage<T> {
    throwIfInvalid({ page_size: pageSize > MAX_PAGE_SIZE ? [`At most ${MAX_PAGE_SIZE}`] : [] });
    return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize };
  }

  async users(query: string, page: number, pageSize: number): Promise<SupportPage<SupportUserRecord>> {
    this.check('users');
    const value = query.trim();
    const message = supportSearchError(query);
    throwIfInvalid({ q: message === undefined ? [] : [message] });
    const found = [...this.book.users.values()]
      .filter((u) => words(value).every((w) => u.email.includes(w) || (u.name ?? '').toLowerCase().includes(w)))
      .sort((a, b) => a.email.localeCompare(b.email) || a.id.localeCompare(b.id))
      .map((u) => ({ ...u }));
    return FakeSupportApi.page(found, page, pageSize);
  }

  async setUserStatus(userId: string, status: SupportUserStatus): Promise<SupportUserRecord> {
    this.check(`setUserStatus:${userId}`);
    const user = this.user(userId);
    if (userId === this.agent.id && status === 'disabled') throw refused(409, 'conflict', DISABLE_SELF);
    if (user.status !== status) this.record(status === 'disabled' ? 'disable' : 'enable', userId);
    user.status = status;
    return { ...user };
  }

  async sendSignInLink(userId: string): Promise<SignInLinkSent> {
    this.check(`sendSignInLink:${userId}`);
    const user = this.user(userId);
    if (user.status === 'disabled') throw refused(409, 'conflict', DISABLED_LINK);
    this.linksSent.push(user.email);
    this.record('send_sign_in_link', userId);
    const at = user.email.lastIndexOf('@');
    return { maskedEmail: `${user.email.slice(0, 1)}***${user.email.slice(at)}`, sentAt: this.clock.now().toISOString() };
  }

  async resetFactors(userId: string, reason: string): Promise<FactorReset> {
    this.check(`resetFactors:${userId}`);
    const why = reason.trim();
    throwIfInvalid({ reason: why === '' ? [RESET_REASON_MESSAGE] : [] });
    this.user(userId);
    if (userId === this.agent.id) throw refused(409, 'conflict', RESET_SELF);
    this.record('reset_factors', userId, why);
    return { userId, resetAt: this.clock.now().toISOString() };
  }

  private trail(filters: AuditQuery): AuditEntryRecord[] {
    const day = (value: string | undefined, field: string): number | undefined => {
      if (value === undefined || value === '') return undefined;
      const at = new Date(`${value}T00:00:00.000Z`);
      const ok = !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
      throwIfInvalid({ [field]: ok ? [] : [INVALID_DATE] });
      return at.getTime();
    };
    const from = day(filters.from, 'from');
    const to = day(filters.to, 'to');
    throwIfInvalid({ to: from !== undefined && to !== undefined && to < from ? [DATE_RANGE_MESSAGE] : [] });
    const matches = (value: string | undefined, id: string, email: string | null, name: string | null): boolean =>
      value === undefined ||
      value.trim() === '' ||
      id === value.trim() ||
      words(value.replace(/[^A-Za-z0-9\s]/g, ' ')).every(
        (w) => (email ?? '').toLowerCase().includes(w) || (name ?? '').toLowerCase().includes(w),
      );
    return this.book.audit
      .filter((e) => matches(filters.agent, e.agentId, e.agentEmail, e.agentName))
      .filter((e) => matches(filters.participant, e.participantId, e.participantEmail, e.participantName))
      .filter((e) => from === undefined || Date.parse(e.at) >= from)
      .filter((e) => to === undefined || Date.parse(e.at) < to + 24 * 3600 * 1000)
      .map((e, i) => ({ e, i }))
      .sort((a, b) => Date.parse(b.e.at) - Date.parse(a.e.at) || b.i - a.i)
      .map(({ e }) => ({ ...e }));
  }

  async audit(filters: AuditQuery, page: number, pageSize: number): Promise<SupportPage<AuditEntryRecord>> {
    this.check('audit');
    return FakeSupportApi.page(this.trail(filters), page, pageSize);
  }

  async auditCsv(filters: AuditQuery): Promise<string> {
    this.check('auditCsv');
    const rows = this.trail(filters).map((e) =>
      [
        e.at,
        e.agentId,
        e.agentEmail ?? '',
        e.participantId,
        e.participantEmail ?? '',
        e.action,
        e.objectType,
        e.objectId,
        e.reason ?? '',
      ]
        .map(csvCell)
        .join(','),
    );
    return `${[CSV_HEADER, ...rows].join('\r\n')}\r\n`;
  }

  async participants(query: string): Promise<ParticipantRecord[]> {
    this.check('participants');
    const message = validateSearch(query);
    throwIfInvalid({ q: message === undefined ? [] : [message] });
    return [...this.book.users.values()]
      .filter((u) =>
        words(query).every(
          (w) => u.email.includes(w) || (u.name ?? '').toLowerCase().includes(w) || u.id.toLowerCase().startsWith(w),
        ),
      )
      .sort((a, b) => a.email.localeCompare(b.email))
      .slice(0, 50)
      .map((u) => ({ id: u.id, email: u.email, name: u.name }));
  }

  async enterAdminMode(userId: string, reason: string): Promise<AdminModeVisit> {
    this.check(`enterAdminMode:${userId}`);
    const checked = checkAdminModeReason(reason);
    if (!checked.ok) throwIfInvalid({ reason: [checked.message] });
    const why = checked.ok ? checked.reason : '';
    if (userId === this.agent.id) throw refused(409, 'conflict', ACT_AS_SELF);
    this.user(userId);
    const visit: KeptVisit = {
      id: String(this.book.next++),
      agentId: this.agent.id,
      participantId: userId,
      reason: why,
      open: true,
    };
    this.book.visits.push(visit);
    this.record('enter_admin_mode', userId, why);
    return { id: visit.id, userId, reason: why, enteredAt: this.clock.now().toISOString() };
  }

  async leaveAdminMode(userId: string): Promise<void> {
    this.check(`leaveAdminMode:${userId}`);
    const open = this.book.visits.filter((v) => v.open && v.agentId === this.agent.id && v.participantId === userId).at(-1);
    if (open === undefined) return;
    open.open = false;
    this.record('leave_admin_mode', userId, open.reason);
  }

  /** The participants this support user has an open admin-mode visit of. */
  openVisits(): string[] {
    return this.book.visits.filter((v) => v.open && v.agentId === this.agent.id).map((v) => v.participantId);
  }
}
