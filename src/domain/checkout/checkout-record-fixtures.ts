import type { CheckoutRecord, CheckoutStep, InvoiceRecord } from './checkout-record';

/** Valid personal details of a plan owner on 2026-01-15, by the spec's field names (tests only). */
export const PERSONAL_DETAILS_FIXTURE: Readonly<Record<string, string>> = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  DOB: '1980-12-10',
  gender: 'female',
  address01: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  state_long: 'Illinois',
  postal_code: '62701',
  email: 'ada@example.com',
  phone: '555-123-4567',
  ssn_number: '123-45-6780',
  occupation: 'Engineer',
};

/** A checkout nobody has started: the first step, the plan owner's role, nothing saved; `over` changes any field (tests only). */
export function checkoutRecordFixture(over: Partial<CheckoutRecord> = {}): CheckoutRecord {
  return { currentStep: 'personalDetails', variant: 'planOwner', steps: {}, ...over };
}

/** A saved, complete step (tests only). */
export function checkoutStepFixture(
  stepKey: string,
  values: Record<string, unknown>,
  over: Partial<CheckoutStep> = {},
): CheckoutStep {
  return { stepKey, values, complete: true, updatedAt: '2026-01-15T12:00:00.000Z', ...over };
}

/** The open $550.00 checkout invoice (plan 300, setup 50, documents 200; Net 15); `over` changes any field (tests only). */
export function invoiceRecordFixture(over: Partial<InvoiceRecord> = {}): InvoiceRecord {
  return {
    id: 'inv-1',
    lines: [
      { code: 'plan_fee', description: 'Plan fee', amountCents: 300_00 },
      { code: 'setup_fee', description: 'Setup fee', amountCents: 50_00 },
      { code: 'plan_doc_generation', description: 'Plan document generation', amountCents: 200_00 },
    ],
    totalCents: 550_00,
    currency: 'usd',
    terms: 'Net 15',
    issuedAt: '2026-01-15T12:00:00.000Z',
    dueAt: '2026-01-30T12:00:00.000Z',
    status: 'open',
    paidAt: null,
    ...over,
  };
}
