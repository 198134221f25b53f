import { sql, type Kysely, type Transaction } from 'kysely';
import type { BlobStore } from '../blob/blob-store';
import { openValues } from '../checkout/sealed-fields';
import type { FieldCipher } from '../crypto/field-cipher';
import type { DB } from '../db/schema';
import { joinedPlan } from '../invitations/joined-plan';
import { auditWrite } from '../http/audit';
import { insertPdfVersion, signedUrlCall, type StagedPdf, stagePdf } from '../library/generated-pdf';
import type { Principal } from '../http/principal';
import type { SavedSteps } from './plan-document-data';
import { documentSet, planDocumentId, type PlanDocumentKind, type PlanDocumentSpec } from './plan-document-set';

/** Name of the top-level library folder the plan documents are filed in. */
export const PLAN_DOCUMENTS_FOLDER = 'Plan documents';

/** One filed plan document, as the confirmation page lists it. */
export interface FiledPlanDocument {
  documentId: string;
  versionId: string;
  kind: PlanDocumentKind;
  name: string;
  /** The spec's signed-URL call for it, relative to the API base (the product prefix). */
  downloadPath: string;
}

/** A rendered document whose bytes are already in the blob store. */
interface StagedDocument extends StagedPdf {
  spec: PlanDocumentSpec;
  id: string;
}

/**
 * Generates and files the plan documents of a paid checkout in the user's library (decision 0070): a top-level folder
 * "Plan documents" (reused, or created), one document with a first version per kind. Idempotent and safe to run
 * concurrently: document ids derive from the invoice, rows are inserted ON CONFLICT DO NOTHING under a per-user lock.
 */
export class PlanDocumentFiler {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly blobs: BlobStore,
    private readonly clock: () => Date,
    /** Opens the stored personal numbers (the SSN is read only to keep it out of the documents). */
    private readonly cipher: FieldCipher,
  ) {}

  /** The id of the user's most recently paid invoice, or undefined. */
  async latestPaidInvoice(userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('invoices')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'paid')
      .orderBy('paid_at', 'desc')
      .orderBy('issued_at', 'desc')
      .executeTakeFirst();
    return row?.id;
  }

  /** Files the documents of the user's paid invoice `invoiceId` that are not filed yet, then lists the set. */
  async ensureFiled(userId: string, invoiceId: string, principal?: Principal): Promise<FiledPlanDocument[]> {
    const invoice = await this.db
      .selectFrom('invoices')
      .select(['status', 'locale'])
      .where('id', '=', invoiceId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (invoice?.status !== 'paid') throw new Error('plan documents: the invoice is not a paid invoice of this user');
    const steps = await this.savedSteps(userId);
    const specs = documentSet(steps.variant);
    const ids = specs.map((s) => planDocumentId(userId, invoiceId, s.kind));
    const existing = new Set(
      (await this.db.selectFrom('documents').select('id').where('user_id', '=', userId).where('id', 'in', ids).execute()).map(
        (r) => r.id,
      ),
    );
    // A plan document the user removed (soft delete, decision 0150) comes back on the next confirmation call, as a
    // hard-deleted one was generated again before: the paid invoice's set is always complete (decision 0070).
    await this.db
      .updateTable('documents')
      .set({ removed_at: null })
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .where('removed_at', 'is not', null)
      .execute();
    const missing = specs.filter((_, i) => !existing.has(ids[i]));
    if (missing.length > 0) {
      const created = await this.file(userId, await this.stage(userId, invoiceId, missing, steps, invoice.locale ?? undefined));
      if (principal !== undefined) for (const id of created) await auditWrite(this.db, principal, 'generate', 'document', id);
    }
    return this.list(userId, invoiceId, steps.variant);
  }

  /** The filed documents of `invoiceId` (in set order), each with its newest version; missing ones are left out. */
  async list(userId: string, invoiceId: string, variant?: string): Promise<FiledPlanDocument[]> {
    const specs = documentSet(variant ?? (await this.savedSteps(userId)).variant);
    const out: FiledPlanDocument[] = [];
    for (const spec of specs) {
      const documentId = planDocumentId(userId, invoiceId, spec.kind);
      const doc = await this.db
        .selectFrom('documents')
        .select('name')
        .where('user_id', '=', userId)
        .where('id', '=', documentId)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      const version = await this.db
        .selectFrom('versions')
        .select('id')
        .where('user_id', '=', userId)
        .where('document_id', '=', documentId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .executeTakeFirst();
      if (doc === undefined || version === undefined) continue;
      out.push({
        documentId,
        versionId: version.id,
        kind: spec.kind,
        name: doc.name,
        downloadPath: signedUrlCall(documentId, version.id),
      });
    }
    return out;
  }

  /** The user's saved steps with the personal numbers opened (read to keep the SSN out of the documents). */
  async savedSteps(userId: string): Promise<SavedSteps> {
    const rows = await this.db
      .selectFrom('step_data')
      .select(['flow', 'step_key', 'values'])
      .where('user_id', '=', userId)
      .execute();
    const progress = await this.db
      .selectFrom('flow_progress')
      .select('variant')
      .where('user_id', '=', userId)
      .where('flow', '=', 'checkout')
      .executeTakeFirst();
    const steps: SavedSteps = { variant: progress?.variant ?? 'planOwner', checkout: {}, bank: {} };
    for (const r of rows)
      if (r.flow === 'checkout' || r.flow === 'bank') steps[r.flow][r.step_key] = openValues(r.values ?? {}, this.cipher);
    if (steps.variant === 'participant') {
      const plan = await joinedPlan(this.db, this.cipher, userId);
      if (plan !== undefined) steps.joinedPlan = { name: plan.plan_name, number: plan.plan_number, ein: plan.plan_ein };
    }
    return steps;
  }

  /** Renders each missing document and stores its bytes; on failure removes what it stored. */
  private async stage(
    userId: string,
    invoiceId: string,
    specs: readonly PlanDocumentSpec[],
    steps: SavedSteps,
    locale: string | undefined,
  ): Promise<StagedDocument[]> {
    const staged: StagedDocument[] = [];
    try {
      for (const spec of specs) {
        const bytes = await spec.render(steps, this.clock(), locale);
        staged.push({ spec, id: planDocumentId(userId, invoiceId, spec.kind), ...(await stagePdf(this.blobs, bytes)) });
      }
      return staged;
    } catch (error) {
      for (const s of staged) await this.blobs.remove(s.blobKey);
      throw error;
    }
  }

  /** Records the staged documents (skipping any filed meanwhile) and answers the ids it created; unused blobs are removed. */
  private async file(userId: string, staged: StagedDocument[]): Promise<string[]> {
    let created: string[] = [];
    try {
      created = await this.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtextextended(${`plan-documents:${userId}`}, 0))`.execute(trx);
        const folderId = await this.folder(trx, userId);
        const ids: string[] = [];
        const now = this.clock();
        for (const s of staged) {
          const doc = await trx
            .insertInto('documents')
            .values({ id: s.id, user_id: userId, folder_id: folderId, name: s.spec.fileName, created_at: now })
            .onConflict((oc) => oc.column('id').doNothing())
            .returning('id')
            .executeTakeFirst();
          if (doc === undefined) continue;
          await insertPdfVersion(trx, userId, s.id, s, { name: s.spec.fileName, now });
          ids.push(s.id);
        }
        return ids;
      });
    } finally {
      for (const s of staged) if (!created.includes(s.id)) await this.blobs.remove(s.blobKey);
    }
    return created;
  }

  /** The user's top-level "Plan documents" folder (the oldest, if several), created when missing. */
  async folder(trx: Transaction<DB>, userId: string): Promise<string> {
    const found = await trx
      .selectFrom('folders')
      .select('id')
      .where('user_id', '=', userId)
      .where('folder_id', 'is', null)
      .where('name', '=', PLAN_DOCUMENTS_FOLDER)
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
    if (found !== undefined) return found.id;
    const id = crypto.randomUUID();
    await trx
      .insertInto('folders')
      .values({ id, user_id: userId, name: PLAN_DOCUMENTS_FOLDER, folder_id: null, created_at: this.clock() })
      .execute();
    return id;
  }
}
