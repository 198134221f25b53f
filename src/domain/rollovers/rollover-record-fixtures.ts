import type { RolloverRecord } from './rollover-record';

/** A direct $50,000.00 rollover from Fidelity (Roth $12,500.00) just requested; `over` changes any field (tests only). */
export function rolloverRecordFixture(over: Partial<RolloverRecord> = {}): RolloverRecord {
  return {
    id: 'r-1',
    sourceKind: '401k',
    provider: 'Fidelity',
    amountCents: 50_000_00,
    preTaxCents: 37_500_00,
    rothCents: 12_500_00,
    method: 'direct',
    distributionDate: null,
    status: 'requested',
    statementDocumentId: null,
    letterDocumentId: null,
    receivedCents: null,
    receivedDate: null,
    contributionId: null,
    history: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}
