import type { Kysely, Selectable } from 'kysely';
import type { Folder } from '@/domain/library';
import type { DB } from '../db/schema';
import { folderRefErrors, nameErrors, requireUniqueName } from './name-rules';
import type { FoldersTable } from './schema';
import { ValidationError } from '../http/errors';
import { conflictError, guardReferences, iso, notFoundError, throwIfInvalid } from '../shared/service-errors';

/** Message when a folder move would put a folder inside itself or its own sub-folder. */
export const FOLDER_CYCLE_MESSAGE = 'A folder cannot be moved into itself or one of its sub-folders';
/** Message when the parent folder named in a request is not one of the user's folders. */
export const FOLDER_NOT_FOUND_MESSAGE = 'Folder not found';

/** A folders row as the API returns it. */
export function toFolder(row: Selectable<FoldersTable>): Folder {
  return { id: row.id, user_id: row.user_id, name: row.name, created_at: iso(row.created_at), folder_id: row.folder_id };
}

/** The user's folders: create, rename, move (never into its own subtree), remove (only when empty, decision 0036). */
export class FolderService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: () => Date,
  ) {}

  /** Every folder of the user, flat; folder_id null = top level. */
  async list(userId: string): Promise<Folder[]> {
    const rows = await this.db.selectFrom('folders').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
    return rows.map(toFolder);
  }

  /** The user's folder `id`, or NotFoundError. */
  async get(userId: string, id: string): Promise<Folder> {
    const row = await this.db
      .selectFrom('folders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFoundError(FOLDER_NOT_FOUND_MESSAGE);
    return toFolder(row);
  }

  /** Creates a folder `{ name, folder_id }` (folder_id null or absent = top level). */
  async create(userId: string, body: { name?: unknown; folder_id?: unknown }): Promise<Folder> {
    const parent = body.folder_id === undefined ? null : body.folder_id;
    throwIfInvalid({ name: nameErrors(body.name, 'Folder name'), folder_id: folderRefErrors(parent) });
    await this.requireParent(userId, parent as string | null);
    const row = await guardReferences(() =>
      this.db.transaction().execute(async (trx) => {
        await requireUniqueName(trx, 'folders', { userId, parent: parent as string | null, name: body.name as string });
        return trx
          .insertInto('folders')
          .values({
            id: crypto.randomUUID(),
            user_id: userId,
            name: (body.name as string).trim(),
            folder_id: parent as string | null,
            created_at: this.clock(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      }),
    );
    return toFolder(row);
  }

  /** Renames the user's folder `id`. */
  async rename(userId: string, id: string, body: { name?: unknown }): Promise<Folder> {
    throwIfInvalid({ name: nameErrors(body.name, 'Folder name') });
    const current = await this.get(userId, id);
    const row = await this.db.transaction().execute(async (trx) => {
      await requireUniqueName(trx, 'folders', { userId, parent: current.folder_id, name: body.name as string, except: id });
      return trx
        .updateTable('folders')
        .set({ name: (body.name as string).trim() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    });
    if (!row) throw notFoundError(FOLDER_NOT_FOUND_MESSAGE);
    return toFolder(row);
  }

  /** Moves the user's folder `id` under `folder_id` (null = top level); refuses its own subtree. */
  async move(userId: string, id: string, body: { folder_id?: unknown }): Promise<Folder> {
    const target = body.folder_id === undefined ? undefined : body.folder_id;
    throwIfInvalid({
      folder_id: target === undefined ? ['Folder is required (null for the top level)'] : folderRefErrors(target),
    });
    return this.db.transaction().execute(async (trx) => {
      // Lock every folder of the user, so that two concurrent moves cannot build a cycle between them.
      const rows = await trx
        .selectFrom('folders')
        .select(['id', 'folder_id'])
        .where('user_id', '=', userId)
        .forUpdate()
        .execute();
      const parentOf = new Map(rows.map((r) => [r.id, r.folder_id]));
      if (!parentOf.has(id)) throw notFoundError(FOLDER_NOT_FOUND_MESSAGE);
      const targetId = target as string | null;
      if (targetId !== null && !parentOf.has(targetId)) throw new ValidationError({ folder_id: [FOLDER_NOT_FOUND_MESSAGE] });
      for (
        let at: string | null = targetId, steps = 0;
        at !== null && steps <= rows.length;
        at = parentOf.get(at) ?? null, steps++
      ) {
        if (at === id) throw new ValidationError({ folder_id: [FOLDER_CYCLE_MESSAGE] });
      }
      const moving = await trx.selectFrom('folders').select('name').where('id', '=', id).executeTakeFirstOrThrow();
      await requireUniqueName(trx, 'folders', { userId, parent: targetId, name: moving.name, except: id }, 'folder_id');
      const row = await trx
        .updateTable('folders')
        .set({ folder_id: targetId })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toFolder(row);
    });
  }

  /** Removes the user's folder `id`; refuses (409 folder_not_empty) while it holds sub-folders or documents. */
  async remove(userId: string, id: string): Promise<void> {
    await guardReferences(() =>
      this.db.transaction().execute(async (trx) => {
        const folder = await trx
          .selectFrom('folders')
          .select('id')
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!folder) throw notFoundError(FOLDER_NOT_FOUND_MESSAGE);
        const child = await trx
          .selectFrom('folders')
          .select('id')
          .where('user_id', '=', userId)
          .where('folder_id', '=', id)
          .limit(1)
          .executeTakeFirst();
        const doc = await trx
          .selectFrom('documents')
          .select('id')
          .where('user_id', '=', userId)
          .where('folder_id', '=', id)
          .where('removed_at', 'is', null)
          .limit(1)
          .executeTakeFirst();
        if (child || doc) throw conflictError('folder_not_empty', 'Move or remove the folder contents first');
        // Removed documents of the folder stay restorable: they come back at the top level (decision 0150).
        await trx
          .updateTable('documents')
          .set({ folder_id: null })
          .where('user_id', '=', userId)
          .where('folder_id', '=', id)
          .execute();
        await trx.deleteFrom('folders').where('user_id', '=', userId).where('id', '=', id).execute();
      }),
    );
  }

  /** Throws a folder_id ValidationError unless `parent` is null or one of the user's folders. */
  async requireParent(userId: string, parent: string | null): Promise<void> {
    if (parent === null) return;
    const row = await this.db
      .selectFrom('folders')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '=', parent)
      .executeTakeFirst();
    if (!row) throw new ValidationError({ folder_id: [FOLDER_NOT_FOUND_MESSAGE] });
  }
}
