import { FEES, INVOICE_TERMS } from '@/domain/constants';
import { addDays, formatIsoDate, parseIsoDate } from '@/domain/shared/calendar-date';
import type { ProductConfig } from './product-config';
import { feeLabel } from '@/domain/display/coded-labels';
import { centsToDollars, dollarsToCents, sumCents } from '@/domain/money';

/** The fees of a checkout, by their product-configuration names. */
export type FeeKey = 'plan_fee' | 'setup_fee' | 'plan_doc_generation' | 'plan_takeover_fee';

/**
 * The fees each path of the checkout charges (decision 0343): a new plan pays the plan fee, the setup fee and the plan
 * documents; a plan taken over from elsewhere pays the takeover fee in place of the setup fee (its documents are still
 * generated: the restated adoption agreement and the 5500-EZ template carry its original date and number).
 */
export function feeKeysOf(origin: 'new' | 'existing'): readonly FeeKey[] {
  return origin === 'existing'
    ? ['plan_fee', 'plan_takeover_fee', 'plan_doc_generation']
    : ['plan_fee', 'setup_fee', 'plan_doc_generation'];
}

/** One line of the checkout invoice. */
export interface FeeLineItem {
  readonly key: FeeKey;
  readonly label: string;
  /** US dollars. */
  readonly amount: number;
  /** US cents, as the card payment provider takes them. */
  readonly amountCents: number;
}

/** The checkout invoice: its lines, their total and the terms. */
export interface CheckoutFees {
  readonly lineItems: readonly FeeLineItem[];
  readonly total: number;
  readonly totalCents: number;
  readonly terms: string;
}

/**
 * The checkout invoice for a product configuration: plan fee, setup fee and plan document generation; for a plan
 * taken over from elsewhere, the takeover fee in place of the setup fee.
 */
export function checkoutFees(
  config: Pick<ProductConfig, Exclude<FeeKey, 'plan_takeover_fee'> | 'invoice_due_date_terms'> &
    Partial<Pick<ProductConfig, 'plan_takeover_fee'>>,
  origin: 'new' | 'existing' = 'new',
): CheckoutFees {
  const keys = feeKeysOf(origin);
  const lineItems = keys.map((key) => ({
    key,
    label: feeLabel(key),
    amount: config[key] ?? FEES.plan_takeover_fee,
    amountCents: dollarsToCents(config[key] ?? FEES.plan_takeover_fee),
  }));
  const totalCents = sumCents(lineItems.map((item) => item.amountCents));
  return { lineItems, total: centsToDollars(totalCents), totalCents, terms: config.invoice_due_date_terms };
}

/** The number of days of "Net N" terms, or undefined for terms of another form. */
export function netDays(terms: string): number | undefined {
  const match = /^\s*net\s+(\d{1,3})\s*$/i.exec(terms);
  return match ? Number(match[1]) : undefined;
}

/** The due date (ISO) of an invoice issued on an ISO date under the terms (Net 15 by default); undefined for a bad date or terms. */
export function invoiceDueDate(issuedOn: string, terms: string = INVOICE_TERMS.label): string | undefined {
  const issued = parseIsoDate(issuedOn);
  const days = netDays(terms);
  return issued && days !== undefined ? formatIsoDate(addDays(issued, days)) : undefined;
}
