import { expect, test } from 'vitest';
import { createsLedgerEntry, ledgerSourceOf, ledgerTypeOf, STATEMENT_KINDS, unmatchedLedgerMessage } from './statement-kinds';

test('which record each kind matches, and which the owner creates by classifying (decisions 0333, 0335)', () => {
  expect(Object.fromEntries(STATEMENT_KINDS.map((k) => [k, ledgerTypeOf(k) ?? null]))).toEqual({
    contribution: 'contribution',
    rollover_in: 'contribution',
    loan_disbursement: null,
    loan_repayment: 'loan_repayment',
    investment_income: null,
    asset_purchase: 'asset_transaction',
    asset_sale: null,
    fee: null,
    transfer: null,
    distribution: 'distribution',
  });
  expect(STATEMENT_KINDS.filter(createsLedgerEntry)).toEqual(['contribution']);
  expect(ledgerSourceOf('rollover_in', null)).toBe('Roll Overs');
  expect(ledgerSourceOf('contribution', 'After Tax')).toBe('After Tax');
  expect(ledgerSourceOf('distribution', 'After Tax')).toBeNull();
});

test('an unmatched transaction says what to do, in words', () => {
  expect(unmatchedLedgerMessage('contribution', null, '$5.00', '2026-03-02')).toBe(
    "Choose the contribution's source to enter it in the ledger",
  );
  expect(unmatchedLedgerMessage('contribution', 'Profit Sharing', '$5.00', '2026-03-02')).toBe(
    'No Profit Sharing deposit of $5.00 within 5 days of 2026-03-02 in the ledger: confirm the class to enter it',
  );
  expect(unmatchedLedgerMessage('asset_purchase', null, '$5.00', '2026-03-02')).toBe(
    'No asset purchase of $5.00 within 5 days of 2026-03-02: record it in Assets, then classify this transaction again',
  );
  expect(unmatchedLedgerMessage('distribution', null, '$5.00', '2026-03-02')).toBe(
    'No paid distribution (net of withholding) of $5.00 within 5 days of 2026-03-02: record it in Distributions, then classify this transaction again',
  );
  expect(unmatchedLedgerMessage('loan_repayment', null, '$870.00', '2026-04-03')).toBe(
    'No loan repayment of $870.00 within 5 days of 2026-04-03: record it in Loans, then classify this transaction again',
  );
});
