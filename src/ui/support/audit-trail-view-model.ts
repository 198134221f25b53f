import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type AuditEntryRecord, type AuditQuery, pageCount, type SupportPage } from '@/domain/support';
import { isStepUpError, stepUpMessage } from '@/ports/api-client';
import { Clock } from '@/ports/clock';
import { SupportApi } from '@/ports/support-api';
import { fieldsOf } from '@/ui/kit/port-failures';

/** Entries shown per page. */
export const ENTRIES_PER_PAGE = 25;
/** Shown when the trail cannot be read. */
export const AUDIT_FAILED_MESSAGE = 'The audit trail could not be loaded. Please try again.';
/** Shown when the export fails. */
export const EXPORT_FAILED_MESSAGE = 'The export failed. Please try again.';

/** The trail's filters as typed. */
export interface AuditFilters {
  agent: string;
  participant: string;
  /** First day, YYYY-MM-DD or ''. */
  from: string;
  /** Last day, YYYY-MM-DD or ''. */
  to: string;
}

const EMPTY: AuditFilters = { agent: '', participant: '', from: '', to: '' };

/** A CSV file ready to save. */
export interface CsvFile {
  fileName: string;
  text: string;
}

/** The audit trail: every admin-mode and support action, filtered by agent, participant and day, paged, exportable. */
@injectable()
export class AuditTrailViewModel {
  /** Filters being typed. */
  filters: AuditFilters = { ...EMPTY };
  /** The page shown; undefined until loaded. */
  result: SupportPage<AuditEntryRecord> | undefined = undefined;
  loading = false;
  exporting = false;
  /** Field messages of the filters, from the server. */
  fieldErrors: Record<string, string> = {};
  /** A message when loading or exporting failed. */
  error: string | undefined = undefined;
  private applied: AuditFilters = { ...EMPTY };

  constructor(
    @inject(SupportApi) private readonly support: SupportApi,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** Loads the first page when the page opens. */
  activate(): void {
    void this.load(1);
  }

  /** Changes one filter. */
  setFilter(field: keyof AuditFilters, value: string): void {
    this.filters[field] = value;
    delete this.fieldErrors[field];
  }

  /** How many pages the filtered trail fills. */
  get pages(): number {
    return this.result ? pageCount(this.result.total, this.result.pageSize) : 0;
  }

  /** Applies the typed filters and shows their first page. */
  async apply(): Promise<void> {
    this.applied = { ...this.filters };
    await this.load(1);
  }

  /** Clears the filters and shows the whole trail. */
  async clear(): Promise<void> {
    this.filters = { ...EMPTY };
    this.fieldErrors = {};
    await this.apply();
  }

  /** Shows page `page`. */
  async goToPage(page: number): Promise<void> {
    if (page < 1 || page > this.pages) return;
    await this.load(page);
  }

  private query(): AuditQuery {
    const f = this.applied;
    const q: AuditQuery = {};
    for (const key of ['agent', 'participant', 'from', 'to'] as const) if (f[key].trim() !== '') q[key] = f[key].trim();
    return q;
  }

  private failed(e: unknown, fallback: string): void {
    // No second factor in the session, and the step-up prompt was not answered (decision 0269): the API's own words.
    if (isStepUpError(e)) {
      this.error = stepUpMessage(e);
      return;
    }
    const fields = fieldsOf(e) ?? {};
    const keys = Object.keys(fields).filter((k) => fields[k]?.[0] !== undefined);
    if (keys.length > 0) {
      this.fieldErrors = Object.fromEntries(keys.map((k) => [k, fields[k]?.[0] as string]));
      this.error = undefined;
    } else this.error = fallback;
  }

  private async load(page: number): Promise<void> {
    this.loading = true;
    this.error = undefined;
    try {
      const result = await this.support.audit(this.query(), page, ENTRIES_PER_PAGE);
      runInAction(() => {
        this.result = result;
        this.fieldErrors = {};
      });
    } catch (e) {
      runInAction(() => this.failed(e, AUDIT_FAILED_MESSAGE));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** The filtered trail as the server's CSV file (applies the typed filters first). */
  async exportCsv(): Promise<CsvFile | undefined> {
    this.applied = { ...this.filters };
    this.exporting = true;
    this.error = undefined;
    try {
      const text = await this.support.auditCsv(this.query());
      const day = this.clock.now().toISOString().slice(0, 10);
      return { fileName: `audit-trail-${day}.csv`, text };
    } catch (e) {
      runInAction(() => this.failed(e, EXPORT_FAILED_MESSAGE));
      return undefined;
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }
}
