/**
 * The checkout as the product reads it: the saved steps with the resume point and the role, the checkout invoice and
 * the plan documents filed after payment. Amounts in integer cents, instants as ISO date-times. A step's values keep
 * the spec's field names verbatim (`first_name`, `ssn_number`, `plan_signature`: SPEC.md section 5). The CheckoutApi
 * port answers these; only its HTTP adapter knows the wire's shape (docs/api/openapi.yaml, decision 0302).
 */

/** A step's values, keyed by the spec's field names. */
export type CheckoutStepValues = Record<string, unknown>;

/** The saved values of one step. */
export interface CheckoutStep {
  readonly stepKey: string;
  /** As the server answers them: ID numbers and the SSN masked (decisions 0080, 0200). */
  readonly values: CheckoutStepValues;
  readonly complete: boolean;
  readonly updatedAt: string | null;
}

/** The user's checkout: the resume step, the role ('planOwner' or 'participant') and every saved step. */
export interface CheckoutRecord {
  readonly currentStep: string;
  readonly variant: string;
  readonly steps: Readonly<Record<string, CheckoutStep>>;
}

/** One line of the checkout invoice. */
export interface InvoiceLine {
  readonly code: string;
  readonly description: string;
  readonly amountCents: number;
}

/** Where an invoice stands. */
export type InvoiceStatus = 'open' | 'pending' | 'paid';

/** The checkout invoice (the fees, Net 15). */
export interface InvoiceRecord {
  readonly id: string;
  readonly lines: readonly InvoiceLine[];
  readonly totalCents: number;
  readonly currency: string;
  readonly terms: string;
  readonly issuedAt: string;
  readonly dueAt: string;
  readonly status: InvoiceStatus;
  /** When it was paid; null until then. */
  readonly paidAt: string | null;
}

/** A plan document generated after payment and filed in the library (the confirmation page lists them). */
export interface PlanDocumentRecord {
  /** Document id in the user's library. */
  readonly id: string;
  /** Name shown to the user (without `.pdf`). */
  readonly name: string;
  /** Version to download, when the server names one. */
  readonly versionId: string | undefined;
  /** File name to save under. */
  readonly fileName: string;
}
