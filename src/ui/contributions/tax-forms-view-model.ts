import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { taxFormsYear } from '@/domain/contributions/distribution-tax-forms';
import { type CalendarDate, utcToday } from '@/domain/shared/calendar-date';
import { ApiClient } from '@/ports/api-client';
import { Clock } from '@/ports/clock';

/** GET /tax-forms/{tax_year} (US dollars, ISO dates). */
export interface ApiTaxForms {
  tax_year: number;
  forms_1099r: Array<{
    distribution_id: string;
    paid_on: string;
    kind: string;
    gross: number;
    taxable: number | null;
    federal_withheld: number;
    distribution_code: string;
    /** The designated Roth part of a distribution, on its own form (decision 0284). */
    designated_roth?: boolean;
    /** Box 11 on a Roth form. */
    first_roth_year?: number | null;
  }>;
  form_1099r_required: boolean;
  recipient_due_date: string;
  irs_paper_due_date: string;
  irs_electronic_due_date: string;
  form_945_required: boolean;
  total_withheld: number;
  form_945_due_date: string;
  form_945_deposits_on_time_due_date: string;
  /** Why a due date moved to the next business day (IRC 7503), in the server's en-US wording. */
  due_date_notes: string[];
}

/** The year's summary in the library (POST /tax-forms/{tax_year}/document). */
export interface ApiTaxFormsDocument {
  document_id: string;
  version_id: string;
  name: string;
  download_path: string;
}

/** Shown when the summary could not be prepared or downloaded. */
export const TAX_FORMS_DOCUMENT_FAILED = 'The 1099-R copies and 945 summary could not be prepared or downloaded. Try again.';

/** Shown when the tax forms could not be loaded. */
export const TAX_FORMS_FAILED = 'The tax forms for your distributions could not be loaded. Try again in a moment.';

/** Form 1099-R and Form 945 for the distributions paid in a calendar year (decision 0233). */
@injectable()
export class TaxFormsViewModel {
  forms: ApiTaxForms | undefined = undefined;
  failure: string | undefined = undefined;
  /** The summary prepared this visit. */
  document: ApiTaxFormsDocument | undefined = undefined;
  generating = false;

  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
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
      const forms = await this.api.get<ApiTaxForms>(`/tax-forms/${this.year}`);
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
      const document = await this.api.post<ApiTaxFormsDocument>(`/tax-forms/${this.year}/document`);
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
      const signed = (await this.api.getDocumentDownloadUrl(doc.version_id, doc.document_id)) as { url: string };
      await this.api.downloadFile(signed.url, doc.name);
    } catch {
      runInAction(() => (this.failure = TAX_FORMS_DOCUMENT_FAILED));
    }
  }
}
