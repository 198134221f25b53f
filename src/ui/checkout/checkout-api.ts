import type { ApiClient } from '@/ports/api-client';
import type { PlanRole } from '@/domain/flow';
import type { FormValues } from '@/ui/kit/step-form';

/** The saved values of one step (GET/PUT /checkout/steps/{step}). */
export interface StepData {
  step_key: string;
  values: FormValues;
  complete: boolean;
  updated_at: string | null;
}

/** The user's checkout (GET /checkout): resume step, role and every saved step. */
export interface CheckoutState {
  current_step: string;
  variant: string;
  steps: Record<string, StepData>;
}

/** One line of the checkout invoice. */
export interface InvoiceLine {
  code: string;
  description: string;
  amount: number;
}

/** The checkout invoice (POST /invoices). */
export interface Invoice {
  id: string;
  lines: InvoiceLine[];
  total: number;
  currency: string;
  terms: string;
  issued_at: string;
  due_at: string;
  status: 'open' | 'pending' | 'paid';
  paid_at?: string | null;
}

/** A generated plan document listed on the confirmation page. */
export interface PlanDocument {
  /** Document id in the user's library. */
  id: string;
  /** Name shown to the user. */
  name: string;
  /** Version to download, when the server names one. */
  versionId?: string;
  /** File name to save under. */
  fileName: string;
}

/** A signed download link (GET /documents/{id}/download/google-cloud-url). */
interface SignedUrl {
  url: string;
  file_name?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Reads the documents answer (PlanDocument: documentId, versionId, kind, name); entries without an id are skipped. */
export function parsePlanDocuments(answer: unknown): PlanDocument[] {
  const list = Array.isArray(answer) ? answer : (answer as { documents?: unknown } | undefined)?.documents;
  if (!Array.isArray(list)) return [];
  const out: PlanDocument[] = [];
  for (const entry of list as Array<Record<string, unknown>>) {
    const id = text(entry?.documentId) ?? text(entry?.id);
    if (!id) continue;
    const name = text(entry.name) ?? `${id}.pdf`;
    out.push({
      id,
      name: name.replace(/\.pdf$/i, ''),
      versionId: text(entry.versionId),
      fileName: name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`,
    });
  }
  return out;
}

/** The checkout's server calls, over the ApiClient port (paths per docs/api/openapi.yaml). */
export class CheckoutApi {
  constructor(private readonly api: ApiClient) {}

  /** The user's checkout: resume step, role and saved steps. */
  state(): Promise<CheckoutState> {
    return this.api.get<CheckoutState>('/checkout');
  }

  /** Saves a step with the server's domain rules (400 with field messages when they fail). */
  saveStep(step: string, values: FormValues): Promise<StepData> {
    return this.api.put<StepData>(`/checkout/steps/${step}`, values);
  }

  /** Saves the resume step and the role. */
  saveProgress(step: string, role: PlanRole): Promise<CheckoutState> {
    return this.api.put<CheckoutState>('/checkout/progress', { current_step: step, variant: role });
  }

  /** The user's invoices, newest first. */
  invoices(): Promise<Invoice[]> {
    return this.api.get<Invoice[]>('/invoices');
  }

  /** Creates the checkout invoice (or answers the open one). */
  createInvoice(): Promise<Invoice> {
    return this.api.post<Invoice>('/invoices', undefined);
  }

  /** The plan documents generated after payment. */
  async documents(): Promise<PlanDocument[]> {
    return parsePlanDocuments(await this.api.get<unknown>('/checkout/documents'));
  }

  /** Downloads a document through a short-lived signed URL. */
  async download(doc: PlanDocument): Promise<void> {
    const signed = (await this.api.getDocumentDownloadUrl(doc.versionId ?? doc.id, doc.id)) as SignedUrl;
    await this.api.downloadFile(signed.url, signed.file_name ?? doc.fileName);
  }
}
