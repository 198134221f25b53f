import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { type Kysely, sql } from 'kysely';
import { type PlanYearBounds, planYearBounds } from '@/domain/contributions/plan-year';
import { formatIsoDate } from '@/domain/shared/calendar-date';
import { newBlobKey, type BlobStore } from '../blob/blob-store';
import type { FieldCipher } from '../crypto/field-cipher';
import type { DB } from '../db/schema';
import { requireUniqueName } from '../library/name-rules';
import { renderYearlyForm5500Ez, yearlyForm5500EzName } from '../plan-documents/form-5500-ez-yearly';
import { planDocumentData, ssnDigits } from '../plan-documents/plan-document-data';
import { PDF_CONTENT_TYPE, PlanDocumentFiler } from '../plan-documents/plan-document-filer';
import { planYearFigures } from './form-5500-ez-figures';
import type { Form5500EzStatus } from './form-5500-ez-status';
import { planYearEndFor } from './plan-year-end';

/** A plan year's prefilled return in the library, as the API answers it. */
export interface Form5500EzDocument {
  document_id: string;
  version_id: string;
  name: string;
  /** The signed-URL call for its newest version, relative to the API base. */
  download_path: string;
}

/** The library id of a plan year's prefilled return: one document per user and plan year (each generation a version). */
export function yearlyDocumentId(userId: string, planYear: number): string {
  const hex = createHash('sha256').update(`form-5500-ez\n${userId}\n${planYear}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The plan year's prefilled return still in the library, with its newest version; undefined when none. */
export async function filedYearlyDocument(
  db: Kysely<DB>,
  userId: string,
  planYear: number,
): Promise<Form5500EzDocument | undefined> {
  const id = yearlyDocumentId(userId, planYear);
  const row = await db
    .selectFrom('documents')
    .innerJoin('versions', 'versions.document_id', 'documents.id')
    .select(['documents.name', 'versions.id as version_id'])
    .where('documents.user_id', '=', userId)
    .where('documents.id', '=', id)
    .where('documents.removed_at', 'is', null)
    .orderBy('versions.created_at', 'desc')
    .orderBy('versions.id')
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    document_id: id,
    version_id: row.version_id,
    name: row.name,
    download_path: `/documents/${id}/download/google-cloud-url?id=${row.version_id}`,
  };
}

/**
 * Generates a plan year's prefilled Form 5500-EZ from the plan, the employer and the year's figures and files it in the
 * library's "Plan documents" folder (decision 0231): the first time as a new document, later as a new version of it
 * (a removed one comes back). The SSN never enters it (decision 0071).
 */
export class Form5500EzDocuments {
  private readonly filer: PlanDocumentFiler;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly blobs: BlobStore,
    private readonly clock: () => Date,
    cipher: FieldCipher,
  ) {
    this.filer = new PlanDocumentFiler(db, blobs, clock, cipher);
  }

  /** Renders and files the return of `status`'s plan year; answers the filed document. */
  async generate(userId: string, status: Form5500EzStatus): Promise<Form5500EzDocument> {
    const yearEnd = await planYearEndFor(this.db, userId);
    const bounds: PlanYearBounds = planYearBounds(status.plan_year, yearEnd);
    const [steps, figures] = await Promise.all([
      this.filer.savedSteps(userId),
      planYearFigures(this.db, this.clock, userId, bounds, yearEnd),
    ]);
    const now = this.clock();
    const bytes = await renderYearlyForm5500Ez(
      planDocumentData(steps),
      {
        planYear: status.plan_year,
        start: formatIsoDate(bounds.start),
        end: formatIsoDate(bounds.end),
        ...figures,
        finalPlanYear: status.final_plan_year,
        dueDate: status.due_date,
        extendedDueDate: status.extended_due_date,
      },
      { forbiddenDigits: ssnDigits(steps), createdAt: now },
    );
    const blobKey = newBlobKey();
    const { size } = await this.blobs.put(blobKey, Readable.from([Buffer.from(bytes)]), bytes.length + 1);
    const id = yearlyDocumentId(userId, status.plan_year);
    const name = yearlyForm5500EzName(status.plan_year);
    try {
      await this.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtextextended(${`plan-documents:${userId}`}, 0))`.execute(trx);
        const folderId = await this.filer.folder(trx, userId);
        const existing = await trx
          .selectFrom('documents')
          .select(['id', 'folder_id', 'removed_at'])
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (existing === undefined) {
          await requireUniqueName(trx, 'documents', { userId, parent: folderId, name }, 'plan_year');
          await trx.insertInto('documents').values({ id, user_id: userId, folder_id: folderId, name, created_at: now }).execute();
        } else if (existing.removed_at !== null) {
          await requireUniqueName(trx, 'documents', { userId, parent: existing.folder_id, name, except: id }, 'plan_year');
          await trx
            .updateTable('documents')
            .set({ removed_at: null })
            .where('user_id', '=', userId)
            .where('id', '=', id)
            .execute();
        }
        await trx
          .insertInto('versions')
          .values({
            id: crypto.randomUUID(),
            user_id: userId,
            document_id: id,
            name,
            content_type: PDF_CONTENT_TYPE,
            size,
            blob_key: blobKey,
            created_at: now,
          })
          .execute();
      });
    } catch (error) {
      await this.blobs.remove(blobKey);
      throw error;
    }
    return (await filedYearlyDocument(this.db, userId, status.plan_year)) as Form5500EzDocument;
  }
}
