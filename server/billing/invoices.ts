import { randomUUID } from 'node:crypto';
import { addDays } from 'date-fns';
import type { Kysely, Selectable } from 'kysely';
import { FEES, INVOICE_TERMS } from '@/domain/constants';
import { feeLabel } from '@/domain/display/coded-labels';
import type { InvoiceLine, InvoicesTable } from '../db/core-schema';
import { jsonb } from '../db/jsonb';
import type { DB } from '../db/schema';
import { feeKeysOf } from '@/domain/config/checkout-fees';
import { type PlanOrigin, planOriginOf } from '@/domain/plan-takeover/plan-origin';
import { savedCheckoutStep } from '../shared/saved-step';

/** An invoice as the API answers it (amounts in US dollars). */
export interface InvoiceBody {
  id: string;
  lines: InvoiceLine[];
  total: number;
  currency: 'usd';
  terms: string;
  issued_at: string;
  due_at: string;
  status: 'open' | 'pending' | 'paid';
  paid_at: string | null;
}

/**
 * The checkout invoice's lines, from the fees of spec section 9; a plan taken over from elsewhere pays the takeover fee
 * in place of the setup fee (decision 0343). The server reads the path from the saved plan details, never the browser.
 */
export function feeLines(origin: PlanOrigin = 'new'): InvoiceLine[] {
  return feeKeysOf(origin).map((code) => ({ code, description: feeLabel(code), amount: FEES[code] }));
}

/** The path the user's saved plan details chose: 'existing' for a plan taken over, else 'new'. */
async function savedPlanOrigin(db: Kysely<DB>, userId: string): Promise<PlanOrigin> {
  return planOriginOf((await savedCheckoutStep(db, userId, 'planDetails'))?.plan_origin);
}

/** The API shape of an invoice row. */
export function invoiceBody(row: Selectable<InvoicesTable>): InvoiceBody {
  return {
    id: row.id,
    lines: row.lines,
    total: row.total_cents / 100,
    currency: 'usd',
    terms: row.terms,
    issued_at: row.issued_at.toISOString(),
    due_at: row.due_at.toISOString(),
    status: row.status,
    paid_at: row.paid_at?.toISOString() ?? null,
  };
}

/** The user's invoice with this id, or undefined (also for other users' invoices). */
export async function findInvoice(db: Kysely<DB>, userId: string, id: string): Promise<Selectable<InvoicesTable> | undefined> {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** The purchase the checkout invoice is for (one unpaid invoice per user and purchase: decision 0112). */
export const CHECKOUT_PURCHASE = 'checkout';

async function unpaidInvoice(db: Kysely<DB>, userId: string, purchase: string): Promise<Selectable<InvoicesTable> | undefined> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purchase', '=', purchase)
    .where('status', 'in', ['open', 'pending'])
    .executeTakeFirst();
}

/**
 * The user's unpaid invoice, or a new one made from the fees (Net 15). `created` tells which. Concurrent calls make one:
 * the partial unique index invoices_one_unpaid_uq lets one insert through, the others find its row.
 */
export async function openOrCreateInvoice(
  db: Kysely<DB>,
  userId: string,
  now: Date,
  locale?: string,
): Promise<{ invoice: InvoiceBody; created: boolean }> {
  // A lost race whose winner got paid in between leaves nothing unpaid: then try again.
  for (let attempt = 0; ; attempt++) {
    const lines = feeLines(await savedPlanOrigin(db, userId));
    const existing = await unpaidInvoice(db, userId, CHECKOUT_PURCHASE);
    if (existing !== undefined) return { invoice: invoiceBody(await withCurrentLines(db, existing, lines)), created: false };
    const inserted = await insertInvoice(db, userId, now, locale, lines);
    if (inserted !== undefined) return { invoice: invoiceBody(inserted), created: true };
    if (attempt === 3) throw new Error('could not create or find the unpaid invoice');
  }
}

async function insertInvoice(
  db: Kysely<DB>,
  userId: string,
  now: Date,
  locale: string | undefined,
  lines: InvoiceLine[],
): Promise<Selectable<InvoicesTable> | undefined> {
  return db
    .insertInto('invoices')
    .values({
      id: randomUUID(),
      user_id: userId,
      purchase: CHECKOUT_PURCHASE,
      lines: jsonb(lines),
      total_cents: totalCentsOf(lines),
      currency: 'usd',
      terms: INVOICE_TERMS.label,
      issued_at: now,
      due_at: addDays(now, INVOICE_TERMS.dueInDays),
      status: 'open',
      paid_at: null,
      locale: locale ?? null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'purchase']).where('status', 'in', ['open', 'pending']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

const totalCentsOf = (lines: readonly InvoiceLine[]): number => lines.reduce((sum, l) => sum + Math.round(l.amount * 100), 0);

/**
 * An open invoice whose lines no longer match the plan's path (the owner went back and changed "A new plan" to "A plan I
 * already have elsewhere", or back) takes the current lines before it is paid; one being paid ('pending') keeps its own.
 */
async function withCurrentLines(
  db: Kysely<DB>,
  row: Selectable<InvoicesTable>,
  lines: InvoiceLine[],
): Promise<Selectable<InvoicesTable>> {
  if (row.status !== 'open' || JSON.stringify(row.lines.map((l) => l.code)) === JSON.stringify(lines.map((l) => l.code)))
    return row;
  const updated = await db
    .updateTable('invoices')
    .set({ lines: jsonb(lines), total_cents: totalCentsOf(lines) })
    .where('id', '=', row.id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
  return updated ?? row;
}
