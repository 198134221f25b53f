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
 * The ledger entry a kind is matched with, or created as: contributions (the contribution ledger) and loan repayments
 * (the loans area). The other kinds are counted in the reconciliation as classified, without an entry (decision 0333).
 */
export type LedgerType = 'contribution' | 'loan_repayment';

/** The ledger entry type of a kind, or undefined for a kind counted without one. */
export function ledgerTypeOf(kind: StatementKind): LedgerType | undefined {
  return kind === 'contribution' ? 'contribution' : kind === 'loan_repayment' ? 'loan_repayment' : undefined;
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
