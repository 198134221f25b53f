import type { PlanRole } from '@/domain/flow';
import type {
  CheckoutRecord,
  CheckoutStep,
  CheckoutStepValues,
  InvoiceRecord,
  PlanDocumentRecord,
} from '@/domain/checkout/checkout-record';

/**
 * The checkout area with its invoice and plan documents (docs/api/openapi.yaml, issue 6, decisions 0079, 0302).
 * Failures reject with the ApiClient's ApiError: saving a step against the domain's rules is a 400 whose field messages
 * are keyed by the step's fields as the spec names them; the documents answer 409 `not_paid` before payment and 503
 * `documents_unavailable` when their generation failed. Paying is the PaymentGateway's.
 */
export interface CheckoutApi {
  /** The user's checkout: resume step, role and every saved step. */
  checkout(): Promise<CheckoutRecord>;
  /** One saved step (`stepKey` as the flow names it, e.g. 'planDetails'). */
  step(stepKey: string): Promise<CheckoutStep>;
  /** Saves a step with the server's domain rules; answers it as saved (numbers masked). */
  saveStep(stepKey: string, values: CheckoutStepValues): Promise<CheckoutStep>;
  /** Saves the resume step and the role. */
  saveProgress(stepKey: string, role: PlanRole): Promise<CheckoutRecord>;
  /** The user's invoices, newest first. */
  invoices(): Promise<InvoiceRecord[]>;
  /** Creates the checkout invoice, or answers the open one. */
  createInvoice(): Promise<InvoiceRecord>;
  /** The plan documents generated after payment (entries without an id are left out). */
  documents(): Promise<PlanDocumentRecord[]>;
  /** Downloads a document through a short-lived signed URL. */
  download(document: PlanDocumentRecord): Promise<void>;
  /** The prime rate in percent the server's loans use (the plan step's loan-rate guide: prime plus 1 to 2%). */
  primeRatePercent(): Promise<number>;
}
export const CheckoutApi = Symbol('CheckoutApi');
