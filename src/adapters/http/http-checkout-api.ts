import { dollarsToCents } from '@/domain/money';
import type { PlanRole } from '@/domain/flow';
import type {
  CheckoutRecord,
  CheckoutStep,
  CheckoutStepValues,
  InvoiceRecord,
  PlanDocumentRecord,
} from '@/domain/checkout/checkout-record';
import type { ApiClient } from '@/ports/api-client';
import type { CheckoutApi } from '@/ports/checkout-api';
import type { Answer, RequestBody, Schema } from './wire';

const stepPath = (stepKey: string): string => `/checkout/steps/${encodeURIComponent(stepKey)}`;

/** The checkout, its invoices and plan documents over the product API (the bound ApiClient: bearer, XSRF, X-Act-As). */
export class HttpCheckoutApi implements CheckoutApi {
  constructor(private readonly api: ApiClient) {}

  async checkout(): Promise<CheckoutRecord> {
    return checkoutOf(await this.api.get<Answer<'getCheckout'>>('/checkout'));
  }

  async step(stepKey: string): Promise<CheckoutStep> {
    return stepOf(await this.api.get<Schema<'StepData'>>(stepPath(stepKey)));
  }

  async saveStep(stepKey: string, values: CheckoutStepValues): Promise<CheckoutStep> {
    // Each step has its own body schema (PersonalDetails, PlanDetails, ...): the values keep the spec's field names.
    return stepOf(await this.api.put<Schema<'StepData'>>(stepPath(stepKey), values));
  }

  async saveProgress(stepKey: string, role: PlanRole): Promise<CheckoutRecord> {
    const body = { current_step: stepKey, variant: role } as RequestBody<'putCheckoutProgress'>;
    return checkoutOf(await this.api.put<Answer<'putCheckoutProgress'>>('/checkout/progress', body));
  }

  async invoices(): Promise<InvoiceRecord[]> {
    return (await this.api.get<Answer<'listInvoices'>>('/invoices')).map(invoiceOf);
  }

  async createInvoice(): Promise<InvoiceRecord> {
    return invoiceOf(await this.api.post<Answer<'createInvoice', 201>>('/invoices', undefined));
  }

  async documents(): Promise<PlanDocumentRecord[]> {
    return planDocumentsOf(await this.api.get<Answer<'listCheckoutDocuments'>>('/checkout/documents'));
  }

  async download(document: PlanDocumentRecord): Promise<void> {
    const signed = (await this.api.getDocumentDownloadUrl(document.versionId ?? document.id, document.id)) as Schema<'SignedUrl'>;
    await this.api.downloadFile(signed.url, signed.file_name ?? document.fileName);
  }

  async primeRatePercent(): Promise<number> {
    // The loans' terms carry the configured prime rate (PRIME_RATE_PERCENT) for a user with or without a plan yet.
    return (await this.api.get<Answer<'getLoanTerms'>>('/loans/terms')).prime_rate;
  }
}

function stepOf(s: Schema<'StepData'>): CheckoutStep {
  return {
    stepKey: s.step_key,
    values: s.values,
    complete: s.complete,
    updatedAt: s.updated_at ?? null,
  };
}

function checkoutOf(c: Schema<'FlowState'>): CheckoutRecord {
  return {
    currentStep: c.current_step,
    variant: c.variant,
    steps: Object.fromEntries(Object.entries(c.steps ?? {}).map(([key, step]) => [key, stepOf(step)])),
  };
}

function invoiceOf(i: Schema<'Invoice'>): InvoiceRecord {
  return {
    id: i.id,
    lines: i.lines.map((l) => ({ code: l.code, description: l.description, amountCents: dollarsToCents(l.amount) })),
    totalCents: dollarsToCents(i.total),
    currency: i.currency,
    terms: i.terms,
    issuedAt: i.issued_at,
    dueAt: i.due_at,
    status: i.status,
    paidAt: i.paid_at ?? null,
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Reads the documents answer (PlanDocument: documentId, versionId, kind, name); entries without an id are skipped. */
export function planDocumentsOf(answer: unknown): PlanDocumentRecord[] {
  const list = Array.isArray(answer) ? answer : (answer as { documents?: unknown } | undefined)?.documents;
  if (!Array.isArray(list)) return [];
  const out: PlanDocumentRecord[] = [];
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
