import type { DesignationRecord } from './designation-record';

/** A child as sole primary beneficiary at 100%. */
export const CHILD_BENEFICIARY = {
  group: 'primary',
  name: 'Ada Junior',
  relationship: 'child',
  date_of_birth: '2010-06-07',
  share: 100,
} as const;

/** A married participant's designation of a child, waiting for the spouse's consent; `over` changes any field (tests only). */
export function designationRecordFixture(over: Partial<DesignationRecord> = {}): DesignationRecord {
  return {
    id: 'd-1',
    status: 'awaiting_consent',
    beneficiaries: [CHILD_BENEFICIARY],
    married: true,
    needsConsent: true,
    consent: null,
    documentId: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    inForceAt: null,
    endedAt: null,
    ...over,
  };
}
