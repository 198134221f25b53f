import { CONTRIBUTION_SOURCES, type ContributionSource } from '@/domain/contributions/contribution-usage';

/** What a transaction of the plan's trust account is (decision 0333). */
export const STATEMENT_KINDS = [
  'contribution',
  'rollover_in',
  'loan_disbursement',
  'loan_repayment',
  'investment_income',
  'asset_purchase',
  'asset_sale',
  'fee',
  'transfer',
  'distribution',
] as const;

/** One kind of transaction. */
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** The kinds in words, as the owner reads them. */
export const STATEMENT_KIND_LABELS: Readonly<Record<StatementKind, string>> = {
  contribution: 'Contribution',
  rollover_in: 'Rollover in',
  loan_disbursement: 'Loan disbursement',
  loan_repayment: 'Loan repayment',
  investment_income: 'Investment income',
  asset_purchase: 'Asset purchase',
  asset_sale: 'Asset sale',
  fee: 'Fee',
  transfer: 'Transfer',
  distribution: 'Distribution',
};

/** Which way a kind moves money: into the trust account, out of it, or either (a transfer). */
export type Direction = 'in' | 'out' | 'either';

/** The direction of each kind. */
export const KIND_DIRECTIONS: Readonly<Record<StatementKind, Direction>> = {
  contribution: 'in',
  rollover_in: 'in',
  loan_disbursement: 'out',
  loan_repayment: 'in',
  investment_income: 'in',
  asset_purchase: 'out',
  asset_sale: 'in',
  fee: 'out',
  transfer: 'either',
  distribution: 'out',
};

/**
 * The record a kind is matched with, or created as (decisions 0333, 0335): a contribution (the contribution ledger), a
 * rollover in (the Roll Overs deposit its rollover entered in that ledger when received), a loan repayment (the loans
 * area), an asset purchase (the assets area's purchase transaction) and a distribution (a paid distribution, its net
 * amount after withholding). Asset sales, loan disbursements, fees, income and transfers are counted in the
 * reconciliation as classified, without an entry.
 */
export type LedgerType = 'contribution' | 'loan_repayment' | 'asset_transaction' | 'distribution';

const LEDGER_TYPE_OF: Partial<Record<StatementKind, LedgerType>> = {
  contribution: 'contribution',
  rollover_in: 'contribution',
  loan_repayment: 'loan_repayment',
  asset_purchase: 'asset_transaction',
  distribution: 'distribution',
};

/** The ledger entry type of a kind, or undefined for a kind counted without one. */
export function ledgerTypeOf(kind: StatementKind): LedgerType | undefined {
  return LEDGER_TYPE_OF[kind];
}

/** The contribution type a kind's ledger entry must have: a contribution's own source, a rollover in's Roll Overs. */
export function ledgerSourceOf(kind: StatementKind, source: string | null | undefined): string | null {
  if (kind === 'rollover_in') return 'Roll Overs';
  return kind === 'contribution' ? (source ?? null) : null;
}

/** Whether the owner's classification creates the entry when none matches (only a contribution: the others are recorded in their areas). */
export function createsLedgerEntry(kind: StatementKind): boolean {
  return kind === 'contribution';
}

/** Whether `value` is one of the kinds. */
export function isStatementKind(value: unknown): value is StatementKind {
  return typeof value === 'string' && (STATEMENT_KINDS as readonly string[]).includes(value);
}

/** Whether `value` is one of the six contribution types (spec section 3). */
export function isContributionSource(value: unknown): value is ContributionSource {
  return typeof value === 'string' && (CONTRIBUTION_SOURCES as readonly string[]).includes(value);
}

/** Whether a kind may be the class of a transaction of `amountCents` (positive: money in). */
export function kindFitsAmount(kind: StatementKind, amountCents: number): boolean {
  const direction = KIND_DIRECTIONS[kind];
  return direction === 'either' || (direction === 'in' ? amountCents > 0 : amountCents < 0);
}

/** Days between a transaction and the ledger entry it matches, either way (decision 0333). */
export const LEDGER_MATCH_WINDOW_DAYS = 5;

/**
 * Why a transaction of a ledger kind has no entry, in words for the owner (`amount` as the screen formats it): a
 * contribution waits for its source or for the owner's confirmation, which enters it; the other kinds are recorded in
 * their own areas first.
 */
export function unmatchedLedgerMessage(kind: StatementKind, source: string | null, amount: string, postedOn: string): string {
  const days = LEDGER_MATCH_WINDOW_DAYS;
  if (kind === 'contribution')
    return source === null
      ? "Choose the contribution's source to enter it in the ledger"
      : `No ${source} deposit of ${amount} within ${days} days of ${postedOn} in the ledger: confirm the class to enter it`;
  const recorded: Partial<Record<StatementKind, [what: string, area: string]>> = {
    rollover_in: ['received rollover (Roll Overs deposit)', 'Rollovers'],
    asset_purchase: ['asset purchase', 'Assets'],
    distribution: ['paid distribution (net of withholding)', 'Distributions'],
  };
  const [what, area] = recorded[kind] ?? ['loan repayment', 'Loans'];
  return `No ${what} of ${amount} within ${days} days of ${postedOn}: record it in ${area}, then classify this transaction again`;
}
