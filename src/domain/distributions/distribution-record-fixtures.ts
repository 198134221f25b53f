import type { DistributionRecord, DistributionSettings } from './distribution-record';

/** A $1,000.00 separation distribution by check, 20% withheld, just requested; `over` changes any field (tests only). */
export function distributionRecordFixture(over: Partial<DistributionRecord> = {}): DistributionRecord {
  return {
    id: 'd-1',
    kind: 'separation',
    description: '',
    amountCents: 1_000_00,
    sources: ['pre_tax'],
    paymentMethod: 'check',
    withholdingPercent: 20,
    withheldCents: 200_00,
    netCents: 800_00,
    hardshipReason: null,
    needCents: null,
    documentId: null,
    signed: false,
    status: 'requested',
    statusReason: null,
    history: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    selfCertified: false,
    eventDate: null,
    childName: null,
    repaidCents: 0,
    repayableUntil: null,
    repayments: [],
    ...over,
  };
}

/** A plan allowing in-service distributions with spouse consent, an unmarried participant, no bank account (tests only). */
export function distributionSettingsFixture(over: Partial<DistributionSettings> = {}): DistributionSettings {
  return {
    inServiceAllowed: true,
    spouseConsentRequired: true,
    married: false,
    payoutAccount: null,
    eligibleRolloverCentsThisYear: 0,
    requiredMinimumDistributions: [],
    ...over,
  };
}
