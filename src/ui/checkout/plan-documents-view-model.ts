import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Clock } from '@/ports/clock';
import type { InvoiceRecord, PlanDocumentRecord } from '@/domain/checkout/checkout-record';
import type { CheckoutApi } from '@/ports/checkout-api';
import { compareCodeUnits } from '@/domain/shared/compare-code-units';

/** How often and how long the confirmation page asks for the generated documents. */
export const DOCUMENT_POLL = { intervalMs: 1_000, attempts: 30 } as const;
/** Shown when a document could not be downloaded. */
export const DOWNLOAD_FAILED_MESSAGE = 'The document could not be downloaded. Try again.';

/** The confirmation page's receipt and plan documents: waits for them to be generated, then downloads each on request. */
@injectable()
export class PlanDocumentsViewModel {
  /** The generated documents (empty while they are being generated). */
  documents: PlanDocumentRecord[] = [];
  /** True until the documents arrived or the wait ended. */
  waiting = true;
  /** The document being downloaded. */
  downloading: string | undefined = undefined;
  /** Why the last download failed. */
  downloadError: string | undefined = undefined;
  /** The paid invoice the receipt shows (undefined until read, or for a participant, who pays nothing). */
  paidInvoice: InvoiceRecord | undefined = undefined;
  private api: CheckoutApi | undefined = undefined;
  private cancel: (() => void) | undefined = undefined;
  private attempts = 0;

  constructor(@inject(Clock) private readonly clock: Clock) {
    makeAutoObservable<PlanDocumentsViewModel, 'clock' | 'api' | 'cancel' | 'attempts'>(
      this,
      { clock: false, api: false, cancel: false, attempts: false },
      { autoBind: true },
    );
  }

  /** Starts asking for the documents until they are listed. */
  async start(api: CheckoutApi): Promise<void> {
    this.api = api;
    this.attempts = 0;
    await Promise.all([this.poll(), this.loadReceipt(api)]);
  }

  /** Reads the newest paid invoice for the receipt; a failure leaves the page without it. */
  private async loadReceipt(api: CheckoutApi): Promise<void> {
    const invoices = await api.invoices().catch(() => []);
    const paid = invoices.filter((i) => i.status === 'paid').sort((a, b) => compareCodeUnits(b.paidAt ?? '', a.paidAt ?? ''))[0];
    runInAction(() => (this.paidInvoice = paid));
  }

  /** Stops waiting (leaving the page). */
  dispose(): void {
    this.cancel?.();
    this.cancel = undefined;
  }

  /** Downloads one document through its signed URL. */
  async download(doc: PlanDocumentRecord): Promise<void> {
    if (!this.api || this.downloading) return;
    this.downloading = doc.id;
    this.downloadError = undefined;
    try {
      await this.api.download(doc);
    } catch {
      runInAction(() => (this.downloadError = DOWNLOAD_FAILED_MESSAGE));
    } finally {
      runInAction(() => (this.downloading = undefined));
    }
  }

  private async poll(): Promise<void> {
    if (!this.api) return;
    this.attempts++;
    const documents = await this.api.documents().catch(() => []);
    runInAction(() => {
      this.documents = documents;
      if (documents.length > 0 || this.attempts >= DOCUMENT_POLL.attempts) this.waiting = false;
      else this.cancel = this.clock.setTimeout(() => void this.poll(), DOCUMENT_POLL.intervalMs);
    });
  }
}
