import type { LedgerType } from '@/domain/statements';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { netCents } from '@/domain/distributions/withholding';
import { MATCH_WINDOW_DAYS, type TransactionRow } from './statement-view';

/**
 * A ledger entry a transaction may match, not yet linked to a transaction: a contribution (Roll Overs ones are the
 * received rollovers), a loan repayment, an asset purchase or a paid distribution (its net amount, the day paid).
 */
export interface LedgerCandidate {
  type: LedgerType;
  id: string;
  day: string;
  cents: number;
  source?: string;
  taxYear?: number;
  loanId?: string;
}

/** What a transaction looks for in the ledger. */
export interface LedgerWant {
  type: LedgerType;
  postedOn: string;
  amountCents: number;
  /** A contribution's source, when known: only entries of it match. */
  source?: string | null;
  /** A repayment's loan, when known. */
  loanId?: string | null;
}

const DAY_MS = 86_400_000;
const dayShift = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysApart = (a: string, b: string): number =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY_MS;

/**
 * The user's contributions, (not reversed) loan repayments, asset purchases and paid distributions from `from` to `to`
 * that no transaction is linked to.
 */
export async function ledgerCandidates(db: Kysely<DB>, userId: string, from: string, to: string): Promise<LedgerCandidate[]> {
  const start = dayShift(from, -MATCH_WINDOW_DAYS);
  const end = dayShift(to, MATCH_WINDOW_DAYS);
  const linked = db
    .selectFrom('statement_transactions')
    .select('ledger_id')
    .where('user_id', '=', userId)
    .where('ledger_id', 'is not', null);
  const [contributions, repayments, purchases, paid] = [
    await db
      .selectFrom('contributions')
      .select(['id', 'deposit_date', 'amount_cents', 'source', 'tax_year'])
      .where('user_id', '=', userId)
      .where('deposit_date', '>=', start)
      .where('deposit_date', '<=', end)
      .where('id', 'not in', linked)
      .execute(),
    await db
      .selectFrom('loan_repayments')
      .select(['id', 'paid_on', 'amount_cents', 'loan_id'])
      .where('user_id', '=', userId)
      .where('reversed_at', 'is', null)
      .where('paid_on', '>=', start)
      .where('paid_on', '<=', end)
      .where('id', 'not in', linked)
      .execute(),
    // An asset bought with the plan's cash: the purchase transaction, dated the day it was recorded.
    await db
      .selectFrom('asset_transactions')
      .select(['id', 'created_at', 'purchase_price_cents'])
      .where('user_id', '=', userId)
      .where('record_type', '=', 'purchase')
      .where('created_at', '>=', new Date(`${start}T00:00:00Z`))
      .where('created_at', '<', new Date(`${dayShift(end, 1)}T00:00:00Z`))
      .where('id', 'not in', linked)
      .execute(),
    // A distribution leaves the trust account when paid, net of the tax withheld (sent to the IRS apart).
    await db
      .selectFrom('distributions as d')
      .innerJoin('distribution_events as e', (j) =>
        j.onRef('e.distribution_id', '=', 'd.id').onRef('e.user_id', '=', 'd.user_id').on('e.status', '=', 'paid'),
      )
      .select(['d.id', 'd.amount_cents', 'd.withholding_percent', 'e.at'])
      .where('d.user_id', '=', userId)
      .where('d.status', '=', 'paid')
      .where('e.at', '>=', new Date(`${start}T00:00:00Z`))
      .where('e.at', '<', new Date(`${dayShift(end, 1)}T00:00:00Z`))
      .where('d.id', 'not in', linked)
      .execute(),
  ];
  return [
    ...contributions.map((c) => ({
      type: 'contribution' as const,
      id: c.id,
      day: c.deposit_date,
      cents: Number(c.amount_cents),
      source: c.source,
      taxYear: c.tax_year,
    })),
    ...repayments.map((r) => ({
      type: 'loan_repayment' as const,
      id: r.id,
      day: r.paid_on,
      cents: Number(r.amount_cents),
      loanId: r.loan_id,
    })),
    ...purchases.map((a) => ({
      type: 'asset_transaction' as const,
      id: a.id,
      day: new Date(a.created_at).toISOString().slice(0, 10),
      cents: Number(a.purchase_price_cents),
    })),
    ...paid.map((d) => ({
      type: 'distribution' as const,
      id: d.id,
      day: new Date(d.at).toISOString().slice(0, 10),
      cents: netCents(Number(d.amount_cents ?? 0), d.withholding_percent ?? 0),
    })),
  ];
}

/**
 * The entry a transaction matches among `pool` (removed from it): one of the same type, source (or loan) when known,
 * and amount, deposited within MATCH_WINDOW_DAYS days, the nearest day first. Failing that, when the source (or loan)
 * is known, the nearest such entry of another amount: linked so that the mismatch is flagged (decision 0333).
 */
export function takeMatch(pool: LedgerCandidate[], want: LedgerWant): LedgerCandidate | undefined {
  const amount = Math.abs(want.amountCents);
  const near = pool
    .filter(
      (c) =>
        c.type === want.type &&
        daysApart(c.day, want.postedOn) <= MATCH_WINDOW_DAYS &&
        (want.source == null || c.source === want.source) &&
        (want.loanId == null || c.loanId === want.loanId),
    )
    .sort((a, b) => daysApart(a.day, want.postedOn) - daysApart(b.day, want.postedOn) || a.id.localeCompare(b.id));
  const exact = near.find((c) => c.cents === amount);
  // A mismatch is flagged only where the entry is named (a contribution's source, a repayment's loan); the other kinds
  // match their amount exactly.
  const known = want.type === 'contribution' ? want.source != null : want.type === 'loan_repayment' ? want.loanId != null : false;
  const chosen = exact ?? (known ? near[0] : undefined);
  if (chosen) pool.splice(pool.indexOf(chosen), 1);
  return chosen;
}

/** The transactions query with the current amount of each one's linked ledger entry (`entry_cents`). */
export function transactionRows(db: Kysely<DB>) {
  return (
    db
      .selectFrom('statement_transactions as t')
      .leftJoin('contributions as c', (j) =>
        j.onRef('c.id', '=', 't.ledger_id').onRef('c.user_id', '=', 't.user_id').on('t.ledger_type', '=', 'contribution'),
      )
      .leftJoin('loan_repayments as r', (j) =>
        j
          .onRef('r.id', '=', 't.ledger_id')
          .onRef('r.user_id', '=', 't.user_id')
          .on('t.ledger_type', '=', 'loan_repayment')
          .on('r.reversed_at', 'is', null),
      )
      .leftJoin('asset_transactions as a', (j) =>
        j.onRef('a.id', '=', 't.ledger_id').onRef('a.user_id', '=', 't.user_id').on('t.ledger_type', '=', 'asset_transaction'),
      )
      .leftJoin('distributions as d', (j) =>
        j
          .onRef('d.id', '=', 't.ledger_id')
          .onRef('d.user_id', '=', 't.user_id')
          .on('t.ledger_type', '=', 'distribution')
          .on('d.status', '=', 'paid'),
      )
      .selectAll('t')
      // A paid distribution's entry is its net (withheldCents rounds half away from zero, as round() does here).
      .select(
        sql<string | number | bigint | null>`coalesce(c.amount_cents, r.amount_cents, a.purchase_price_cents,
        d.amount_cents - round(d.amount_cents * coalesce(d.withholding_percent, 0) / 100.0))`.as('entry_cents'),
      )
  );
}

/** Rows of `transactionRows` are TransactionRow. */
export type { TransactionRow };
