import type { AuditEntryRecord, SupportPage, SupportUserRecord } from './support-record';

/** Ann Lee, an enabled user since 2026-01-02, for tests. */
export function supportUserFixture(over: Partial<SupportUserRecord> = {}): SupportUserRecord {
  return {
    id: 'u-ann',
    email: 'ann@example.com',
    name: 'Ann Lee',
    status: 'enabled',
    createdAt: '2026-01-02T10:00:00.000Z',
    ...over,
  };
}

/** A support user's action on Ann's account, for tests. */
export function auditEntryFixture(over: Partial<AuditEntryRecord> = {}): AuditEntryRecord {
  return {
    id: 'a-1',
    at: '2026-01-12T12:00:00.000Z',
    agentId: 'user-9',
    agentEmail: 'hal@example.com',
    agentName: 'Hal Stone',
    participantId: 'u-ann',
    participantEmail: 'ann@example.com',
    participantName: 'Ann Lee',
    action: 'disable',
    objectType: 'user',
    objectId: 'u-ann',
    reason: null,
    ...over,
  };
}

/** One page of `items` (the first of `total`), for tests. */
export function supportPageFixture<T>(items: T[], over: Partial<SupportPage<T>> = {}): SupportPage<T> {
  return { items, total: items.length, page: 1, pageSize: 10, ...over };
}
