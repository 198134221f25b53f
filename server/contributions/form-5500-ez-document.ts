import type { Kysely } from 'kysely';
import { type PlanYearBounds, planYearBounds } from '@/domain/contributions/plan-year';
import { formatIsoDate } from '@/domain/shared/calendar-date';
import type { BlobStore } from '../blob/blob-store';
import type { FieldCipher } from '../crypto/field-cipher';
import type { DB } from '../db/schema';
import { renderYearlyForm5500Ez, yearlyForm5500EzName } from '../plan-documents/form-5500-ez-yearly';
import { planDocumentData, ssnDigits } from '../plan-documents/plan-document-data';
import { PlanDocumentFiler } from '../plan-documents/plan-document-filer';
import { planYearFigures } from './form-5500-ez-figures';
import type { Form5500EzStatus } from './form-5500-ez-status';
import { planYearEndFor } from './plan-year-end';
import { filedDocument, fileYearlyPdf, type YearlyDocument, yearlyId } from './yearly-document';

/** A plan year's prefilled return in the library, as the API answers it. */
export type Form5500EzDocument = YearlyDocument;

/** The library id of a plan year's prefilled return: one document per user and plan year (each generation a version). */
export function yearlyDocumentId(userId: string, planYear: number): string {
  return yearlyId('form-5500-ez', userId, planYear);
}

/** The plan year's prefilled return still in the library, with its newest version; undefined when none. */
export function filedYearlyDocument(db: Kysely<DB>, userId: string, planYear: number): Promise<Form5500EzDocument | undefined> {
  return filedDocument(db, userId, yearlyDocumentId(userId, planYear));
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
      planYearFigures(this.db, userId, bounds, yearEnd),
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
        dueDateNote: status.due_date_note,
        extendedDueDate: status.extended_due_date,
        extendedDueDateNote: status.extended_due_date_note,
      },
      { forbiddenDigits: ssnDigits(steps), createdAt: now },
    );
    return fileYearlyPdf({ db: this.db, blobs: this.blobs, filer: this.filer, now }, userId, {
      id: yearlyDocumentId(userId, status.plan_year),
      name: yearlyForm5500EzName(status.plan_year),
      bytes,
    });
  }
}
