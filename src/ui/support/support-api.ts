/** A user as the support console's API answers it (GET /support/users). */
export interface ApiSupportUser {
  id: string;
  user_email: string;
  name: string | null;
  status: 'enabled' | 'disabled';
  created_at: string;
}

/** One page of a support list. */
export interface ApiPage<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

/** One audit entry (GET /support/audit). */
export interface ApiAuditEntry {
  id: string;
  at: string;
  agent_id: string;
  agent_email: string | null;
  participant_id: string;
  participant_email: string | null;
  action: string;
  object_type: string;
  object_id: string;
  /** The reason support gave (a second-factor reset, decision 0273), or null. */
  reason?: string | null;
}

/** Field messages of a 400 answer, when the body has them. */
export function fieldMessages(body: unknown): Record<string, string[]> {
  const fields = (body as { fields?: unknown } | undefined)?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string[]>) : {};
}

/** The server's message of an error answer, when the body has one. */
export function serverMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The number of pages a list of `total` items fills at `pageSize` (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
