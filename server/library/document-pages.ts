import { type Kysely, sql } from 'kysely';
import type { DocumentRecord, Version } from '@/domain/library';
import { validateSearch } from '@/domain/validation';
import type { DB } from '../db/schema';
import { ValidationError } from '../http/errors';
import { toDocumentRecord, toVersion } from './document-service';
import { FOLDER_NOT_FOUND_MESSAGE } from './folder-service';
import { iso, notFoundError } from '../shared/service-errors';

/** Documents per page when the request names no limit. */
export const DEFAULT_PAGE_SIZE = 50;
/** Largest page a request may ask for. */
export const MAX_PAGE_SIZE = 200;
/** Message for a limit outside 1..MAX_PAGE_SIZE. */
export const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
/** Message for a cursor this server did not hand out. */
export const CURSOR_MESSAGE = 'This page link is not valid; start again from the first page';

/** A document as a page lists it: its newest version and how many it has. */
export interface DocumentListItem extends DocumentRecord {
  created_at: string;
  version_count: number;
  latest: Version | null;
}

/** One page of documents and the cursor of the next (null on the last page). */
export interface DocumentPage {
  items: DocumentListItem[];
  next_cursor: string | null;
}

/** What a page request asks for (all strings as they come from the query). */
export interface PageQuery {
  folder_id?: string;
  q?: string;
  cursor?: string;
  limit?: string;
}

function encodeCursor(key: string, id: string): string {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

function decodeCursor(raw: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) return value as [string, string];
  } catch {
    // fall through to the field message
  }
  throw new ValidationError({ cursor: [CURSOR_MESSAGE] });
}

function pageSize(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_PAGE_SIZE;
  const n = /^[0-9]{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE_SIZE) throw new ValidationError({ limit: [LIMIT_MESSAGE] });
  return n;
}

/**
 * Cursor pages of the user's documents (decision 0150): one folder's (folder_id absent or empty = top level) or, with
 * `q`, those of the whole library whose name contains it; ordered by (lower(name), id), which an index walks.
 */
export class DocumentPages {
  constructor(private readonly db: Kysely<DB>) {}

  /** The page after `query.cursor` (the first without one). */
  async page(userId: string, query: PageQuery): Promise<DocumentPage> {
    const limit = pageSize(query.limit);
    const after = query.cursor === undefined || query.cursor === '' ? undefined : decodeCursor(query.cursor);
    const search = query.q === undefined || query.q.trim() === '' ? undefined : query.q;
    if (search !== undefined) {
      const message = validateSearch(search);
      if (message !== undefined) throw new ValidationError({ q: [message] });
    }
    const folderId = query.folder_id === undefined || query.folder_id === '' ? null : query.folder_id;
    if (search === undefined && folderId !== null) await this.requireFolder(userId, folderId);

    let rows = this.db
      .selectFrom('documents')
      .selectAll()
      .select(sql<string>`lower(name)`.as('sort_key'))
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null);
    if (search !== undefined) rows = rows.where(sql`lower(name)`, 'like', `%${search.trim().toLowerCase()}%`);
    else rows = folderId === null ? rows.where('folder_id', 'is', null) : rows.where('folder_id', '=', folderId);
    if (after !== undefined) rows = rows.where(sql`(lower(name), id)`, '>', sql`(${after[0]}, ${after[1]})`);
    const found = await rows
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .limit(limit + 1)
      .execute();

    const pageRows = found.slice(0, limit);
    const latest = await this.versionsOf(pageRows.map((r) => r.id));
    const items = pageRows.map((r) => {
      const versions = latest.get(r.id) ?? [];
      return {
        ...toDocumentRecord(r),
        created_at: iso(r.created_at),
        version_count: versions.length,
        latest: versions[0] ?? null,
      };
    });
    const last = pageRows[pageRows.length - 1];
    return { items, next_cursor: found.length > limit && last ? encodeCursor(last.sort_key, last.id) : null };
  }

  private async versionsOf(ids: string[]): Promise<Map<string, Version[]>> {
    const out = new Map<string, Version[]>();
    if (ids.length === 0) return out;
    const rows = await this.db
      .selectFrom('versions')
      .selectAll()
      .where('document_id', 'in', ids)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const list = out.get(row.document_id) ?? [];
      list.push(toVersion(row));
      out.set(row.document_id, list);
    }
    return out;
  }

  private async requireFolder(userId: string, id: string): Promise<void> {
    const row = await this.db
      .selectFrom('folders')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFoundError(FOLDER_NOT_FOUND_MESSAGE);
  }
}
