import type { Schema } from '@/adapters/http/wire';
import { sql, type Kysely } from 'kysely';
import {
  type AmendmentDocument,
  type AmendmentDocumentId,
  amendmentDocument,
  amendmentSignatureErrors,
  amendmentTasks,
  type AmendmentTask,
  canSign,
  CYCLE_4_RESTATEMENT,
  type DocumentEdition,
} from '@/domain/plan-amendments';
import { formatIsoDate, utcToday } from '@/domain/shared/calendar-date';
import type { BlobStore } from '../blob/blob-store';
import type { DB } from '../db/schema';
import { HttpError } from '../http/errors';
import { filePdf, signedUrlCall, withStagedPdf } from '../library/generated-pdf';
import { renderAdoptionAgreement } from '../plan-documents/adoption-agreement';
import { pngBytes, planDocumentData, type SavedSteps, ssnDigits } from '../plan-documents/plan-document-data';
import type { PlanDocumentFiler } from '../plan-documents/plan-document-filer';
import { PLAN_DOCUMENTS_FOLDER } from '../plan-documents/plan-document-filer';
import { conflictError, notFoundError, throwIfInvalid } from '../shared/service-errors';
import { type AmendmentSigner, renderInterimAmendment } from './interim-amendment';
import { planEffectiveDate } from './plan-effective-date';
import { planTerminationDate } from '../plan-termination/termination-guard';

/** Only the plan's owner signs (and previews) its amendments. */
export const NOT_PLAN_OWNER_MESSAGE = "Only the plan's owner signs its amendments";
export const DOCUMENT_NOT_FOUND_MESSAGE = 'Your plan does not need this document';
export const ALREADY_SIGNED_MESSAGE = 'This document is already signed';
export const ALREADY_SATISFIED_MESSAGE = 'The signed restatement already includes this amendment';
export const NOT_OPEN_MESSAGE = 'This document cannot be signed before its window opens';

/** The edition of the provider's pre-approved document the product's plans were adopted on (decision 0341). */
const ADOPTED_EDITION: DocumentEdition = 'cycle_3';
/** How the restated document names its edition. */
const CYCLE_4_EDITION = "provider's Cycle 4 pre-approved plan document";

/** A task's signature, as the API answers it (the contract's schema). */
export type ApiAmendmentSignature = Schema<'PlanAmendmentSignature'>;

/** One task as the API answers it (the contract's schema). */
export type ApiAmendmentTask = Schema<'PlanAmendmentTask'>;

type SignatureRow = Awaited<ReturnType<PlanAmendmentService['signatureRows']>>[number];

/**
 * The plan's amendments and restatement (decision 0341): the tasks on the server's day, the generated documents to
 * review, and the owner's signature, filed in the library with its date.
 */
export class PlanAmendmentService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly blobs: BlobStore,
    private readonly clock: () => Date,
    /** Reads the saved checkout steps (the plan's elections) as the plan documents do. */
    private readonly filer: PlanDocumentFiler,
  ) {}

  private today(): string {
    return formatIsoDate(utcToday(this.clock()) ?? { year: 1970, month: 1, day: 1 });
  }

  /** The owner's plan steps and effective date, or undefined for a participant or a user without a named plan. */
  private async ownersPlan(userId: string): Promise<{ steps: SavedSteps; effectiveDate: string } | undefined> {
    const steps = await this.filer.savedSteps(userId);
    if (steps.variant === 'participant') return undefined;
    const name = steps.checkout.planDetails?.plan_name;
    const effectiveDate = planEffectiveDate(steps);
    if (typeof name !== 'string' || name.trim() === '' || effectiveDate === undefined) return undefined;
    return { steps, effectiveDate };
  }

  async signatureRows(userId: string) {
    return this.db
      .selectFrom('plan_amendment_signatures as s')
      .leftJoin('documents as d', (j) =>
        j.onRef('d.id', '=', 's.library_document_id').onRef('d.user_id', '=', 's.user_id').on('d.removed_at', 'is', null),
      )
      .select([
        's.document_id',
        's.signer_first_name',
        's.signer_last_name',
        's.signer_title',
        's.signed_on',
        's.file_name',
        'd.id as library_id',
        'd.folder_id as library_folder_id',
      ])
      .where('s.user_id', '=', userId)
      .execute();
  }

  private async tasksOf(userId: string, effectiveDate: string): Promise<{ tasks: AmendmentTask[]; rows: SignatureRow[] }> {
    const rows = await this.signatureRows(userId);
    const signatures = rows.map((r) => ({ documentId: r.document_id as AmendmentDocumentId, signedOn: r.signed_on }));
    // A plan that is ending is amended by its termination date and not restated (decision 0341).
    const terminationDate = await planTerminationDate(this.db, userId);
    const plan = { effectiveDate, edition: ADOPTED_EDITION, ...(terminationDate ? { terminationDate } : {}) };
    return { tasks: amendmentTasks(plan, signatures, this.today()), rows };
  }

  private async apiTask(userId: string, task: AmendmentTask, rows: SignatureRow[]): Promise<ApiAmendmentTask> {
    const row = rows.find((r) => r.document_id === task.document.id);
    let signature: ApiAmendmentSignature | null = null;
    if (row !== undefined) {
      const version =
        row.library_id === null
          ? undefined
          : await this.db
              .selectFrom('versions')
              .select('id')
              .where('user_id', '=', userId)
              .where('document_id', '=', row.library_id)
              .orderBy('created_at', 'desc')
              .orderBy('id')
              .executeTakeFirst();
      signature = {
        signed_on: row.signed_on,
        signer_name: `${row.signer_first_name} ${row.signer_last_name}`,
        signer_title: row.signer_title,
        library_document_id: row.library_id,
        library_folder_id: row.library_id === null ? null : row.library_folder_id,
        file_name: row.file_name,
        download_path: row.library_id === null || version === undefined ? null : signedUrlCall(row.library_id, version.id),
      };
    }
    const d = task.document;
    return {
      document: d.id,
      kind: d.kind,
      title: d.title,
      contains: d.contains,
      opens_on: d.opensOn ?? null,
      deadline: d.deadline,
      deadline_expected: d.expected,
      state: task.state,
      days_left: task.daysLeft,
      satisfied_by: task.satisfiedBy ?? null,
      signature,
    };
  }

  /** The owner's tasks on the server's day, in deadline order; none for anyone else. */
  async list(userId: string): Promise<{ plan_owner: boolean; tasks: ApiAmendmentTask[] }> {
    const plan = await this.ownersPlan(userId);
    if (plan === undefined) return { plan_owner: false, tasks: [] };
    const { tasks, rows } = await this.tasksOf(userId, plan.effectiveDate);
    const out: ApiAmendmentTask[] = [];
    for (const task of tasks) out.push(await this.apiTask(userId, task, rows));
    return { plan_owner: true, tasks: out };
  }

  /** The owner's plan and the catalogue document, which the plan must need. */
  private async planAndDocument(userId: string, documentId: string) {
    const plan = await this.ownersPlan(userId);
    if (plan === undefined) throw new HttpError(403, 'not_plan_owner', NOT_PLAN_OWNER_MESSAGE);
    const document = amendmentDocument(documentId);
    const { tasks, rows } = await this.tasksOf(userId, plan.effectiveDate);
    const task = tasks.find((t) => t.document.id === document?.id);
    if (document === undefined || task === undefined) throw notFoundError(DOCUMENT_NOT_FOUND_MESSAGE);
    return { plan, document, task, rows };
  }

  private render(
    document: AmendmentDocument,
    steps: SavedSteps,
    signer: AmendmentSigner | undefined,
    locale: string | undefined,
  ): Promise<Uint8Array> {
    const data = planDocumentData(steps);
    const opts = { forbiddenDigits: ssnDigits(steps), createdAt: this.clock(), locale };
    if (document.id !== CYCLE_4_RESTATEMENT) return renderInterimAmendment(data, signer, opts);
    // The restated agreement carries the plan's current elections and the restatement's signer; the spouse's consent
    // given at adoption stays with the original agreement (the restatement changes no election).
    return renderAdoptionAgreement(
      {
        ...data,
        signer: signer ?? { name: '', title: '', date: '', signature: { saved: false } },
        spouseConsent: undefined,
      },
      {
        ...opts,
        restatement: { title: document.title, edition: CYCLE_4_EDITION, effectiveDate: signer?.date ?? this.today() },
      },
    );
  }

  /** The document to review before signing: generated now, unsigned. */
  async preview(userId: string, documentId: string, locale?: string): Promise<{ file_name: string; pdf_base64: string }> {
    const { plan, document } = await this.planAndDocument(userId, documentId);
    const bytes = await this.render(document, plan.steps, undefined, locale);
    return { file_name: `${document.title} (to review).pdf`, pdf_base64: Buffer.from(bytes).toString('base64') };
  }

  /**
   * Signs the document, dated the server's day: the signed PDF is filed in the library ("Plan documents") and the
   * signature recorded once per document; under a lock on the user, so concurrent signatures take effect once.
   */
  async sign(
    userId: string,
    agentId: string,
    documentId: string,
    body: Record<string, unknown>,
    locale?: string,
  ): Promise<ApiAmendmentTask> {
    throwIfInvalid(amendmentSignatureErrors(body));
    const first = (body.signer_first_name as string).trim();
    const last = (body.signer_last_name as string).trim();
    const title = (body.signer_title as string).trim();
    const image = body.signature as string;
    const { plan, document, task } = await this.planAndDocument(userId, documentId);
    refuseUnsignable(task);
    const signedOn = this.today();
    const signer: AmendmentSigner = {
      name: `${first} ${last}`,
      title,
      date: signedOn,
      signature: { png: pngBytes(image), saved: false },
    };
    const bytes = await this.render(document, plan.steps, signer, locale);
    const fileName = `${document.title} (signed ${signedOn}).pdf`;
    const now = this.clock();
    await withStagedPdf(this.blobs, bytes, (staged) =>
      this.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtextextended(${`plan-amendments:${userId}`}, 0))`.execute(trx);
        const signed = await trx
          .selectFrom('plan_amendment_signatures')
          .select(['document_id', 'signed_on'])
          .where('user_id', '=', userId)
          .execute();
        const terminationDate = await planTerminationDate(trx, userId);
        const current = amendmentTasks(
          { effectiveDate: plan.effectiveDate, edition: ADOPTED_EDITION, ...(terminationDate ? { terminationDate } : {}) },
          signed.map((r) => ({ documentId: r.document_id as AmendmentDocumentId, signedOn: r.signed_on })),
          signedOn,
        ).find((t) => t.document.id === document.id);
        // The plan may have stopped needing it meanwhile (a termination resolution adopted: no restatement).
        if (current === undefined) throw notFoundError(DOCUMENT_NOT_FOUND_MESSAGE);
        refuseUnsignable(current);
        const filed = await filePdf(trx, userId, staged, { folder: PLAN_DOCUMENTS_FOLDER, fileName, now });
        await trx
          .insertInto('plan_amendment_signatures')
          .values({
            id: crypto.randomUUID(),
            user_id: userId,
            document_id: document.id,
            signer_first_name: first,
            signer_last_name: last,
            signer_title: title,
            signature_image: image,
            signed_on: signedOn,
            library_document_id: filed.documentId,
            file_name: fileName,
            agent_id: agentId,
            created_at: now,
          })
          .execute();
      }),
    );
    const { tasks, rows } = await this.tasksOf(userId, plan.effectiveDate);
    const done = tasks.find((t) => t.document.id === document.id) as AmendmentTask;
    return this.apiTask(userId, done, rows);
  }
}

function refuseUnsignable(task: AmendmentTask): void {
  if (canSign(task)) return;
  if (task.state === 'signed') throw conflictError('already_signed', ALREADY_SIGNED_MESSAGE);
  if (task.state === 'satisfied') throw conflictError('already_satisfied', ALREADY_SATISFIED_MESSAGE);
  throw conflictError('not_open', NOT_OPEN_MESSAGE);
}
