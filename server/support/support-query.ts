import { DATE_RANGE_MESSAGE, supportSearchError } from '@/domain/support/support-search';
import { ValidationError } from '../http/errors';
import type { AuditFilter } from './audit-trail';

/** Page size when none is asked for, and the largest allowed. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const INVALID_DATE = 'Invalid date';

/** Page and page size from the query (strings the contract already checked for digits). */
export function pageOf(query: { page?: string; page_size?: string }): { page: number; pageSize: number } {
  const page = query.page === undefined ? 1 : Number(query.page);
  const pageSize = query.page_size === undefined ? DEFAULT_PAGE_SIZE : Number(query.page_size);
  if (pageSize > MAX_PAGE_SIZE) throw new ValidationError({ page_size: [`At most ${MAX_PAGE_SIZE}`] });
  return { page, pageSize };
}

/**
 * A user search value: absent or blank lists everyone; a value with an @ must be an e-mail address; anything else
 * follows the spec's search rules (section 5). Answers the value to search for.
 */
export function userSearchOf(q: string | undefined): string | undefined {
  if (q === undefined || q.trim() === '') return undefined;
  const message = supportSearchError(q);
  if (message !== undefined) throw new ValidationError({ q: [message] });
  return q.trim();
}

function day(value: string | undefined, field: string): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const at = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value)
    throw new ValidationError({ [field]: [INVALID_DATE] });
  return at;
}

/** The audit filter of a query: agent, participant, and the days from/to inclusive (UTC). */
export function auditFilterOf(query: { agent?: string; participant?: string; from?: string; to?: string }): AuditFilter {
  const from = day(query.from, 'from');
  const to = day(query.to, 'to');
  if (from && to && to < from) throw new ValidationError({ to: [DATE_RANGE_MESSAGE] });
  return {
    agent: query.agent,
    participant: query.participant,
    from,
    until: to ? new Date(to.getTime() + 24 * 3600 * 1000) : undefined,
  };
}
