import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { taxFormsYear } from '@/domain/contributions/distribution-tax-forms';
import { type CalendarDate, utcToday } from '@/domain/shared/calendar-date';
import type { FiledDocument, TaxFormsRecord } from '@/domain/contributions/contribution-records';
import { Clock } from '@/ports/clock';
import { ContributionsApi } from '@/ports/contributions-api';

/** Shown when the summary could not be prepared or downloaded. */
export const TAX_FORMS_DOCUMENT_FAILED = 'The 1099-R copies and 945 summary could not be prepared or downloaded. Try again.';

/** Shown when the tax forms could not be loaded. */
export const TAX_FORMS_FAILED = 'The tax forms for your distributions could not be loaded. Try again in a moment.';

/** Form 1099-R and Form 945 for the distributions paid in a calendar year (decision 0233). */
@injectable()
export class TaxFormsViewModel {
  forms: TaxFormsRecord | undefined = undefined;
  failure: string | undefined = undefined;
  /** The summary prepared this visit. */
  document: FiledDocument | undefined = undefined;
  generating = false;

  constructor(
    @inject(ContributionsApi) private readonly api: ContributionsApi,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<TaxFormsViewModel, 'api' | 'clock'>(this, { api: false, clock: false }, { autoBind: true });
  }

  /** The year shown: last year's until its forms' last due date (March 31), then this year's. */
  get year(): number {
    return taxFormsYear(utcToday(this.clock.now()) as CalendarDate);
  }

  async load(): Promise<void> {
    try {
      const forms = await this.api.taxForms(this.year);
      runInAction(() => {
        this.forms = forms;
        this.failure = undefined;
      });
    } catch {
      runInAction(() => (this.failure = TAX_FORMS_FAILED));
    }
  }

  /** Prepares the year's 1099-R copies and 945 summary and files them in the library. */
  async generate(): Promise<void> {
    if (this.generating) return;
    this.generating = true;
    try {
      const document = await this.api.fileTaxFormsDocument(this.year);
      runInAction(() => {
        this.document = document;
        this.failure = undefined;
      });
    } catch {
      runInAction(() => (this.failure = TAX_FORMS_DOCUMENT_FAILED));
    } finally {
      runInAction(() => (this.generating = false));
    }
  }

  /** Downloads the prepared summary through its signed link. */
  async download(): Promise<void> {
    const doc = this.document;
    if (!doc) return;
    try {
      await this.api.download(doc);
    } catch {
      runInAction(() => (this.failure = TAX_FORMS_DOCUMENT_FAILED));
    }
  }
}
