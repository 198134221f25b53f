import type {
  ContributionRecord,
  ContributionSummaryRecord,
  ContributionWarningRecord,
  Form5500EzStatusRecord,
  TaxFormsRecord,
} from './contribution-records';
import { CONTRIBUTION_SOURCES } from './contribution-usage';

/** A $1,250.00 pre-tax deferral deposited on 2026-11-20 for 2026; `over` changes any field (tests only). */
export function contributionRecordFixture(over: Partial<ContributionRecord> = {}): ContributionRecord {
  return {
    id: 'c-1',
    source: 'Deferral Pre-Tax',
    amountCents: 125_000,
    depositDate: '2026-11-20',
    taxYear: 2026,
    reference: null,
    roth: false,
    ...over,
  };
}

/** The 402(g) warning of $1,000.00 over, offered a corrective distribution (tests only). */
export function deferralWarningFixture(over: Partial<ContributionWarningRecord> = {}): ContributionWarningRecord {
  return {
    limit: 'deferrals',
    excessCents: 100_000,
    message: 'Elective deferrals for 2026 (all employers together) would be $1,000.00 over the limit of $24,500.00.',
    corrected: false,
    correctableCents: 100_000,
    correctionDeadline: '2027-04-15',
    ...over,
  };
}

/**
 * A 2026 summary with nothing deposited and no limits (as for a year not yet published); `totals` puts cents in
 * sources, `over` changes any field (tests only).
 */
export function contributionSummaryFixture(
  over: Partial<ContributionSummaryRecord> = {},
  totals: Partial<Record<(typeof CONTRIBUTION_SOURCES)[number], number>> = {},
): ContributionSummaryRecord {
  return {
    taxYear: 2026,
    age: 46,
    limits: null,
    otherEmployerDeferralsCents: 0,
    compensationCents: null,
    priorYearFicaWagesCents: null,
    sources: CONTRIBUTION_SOURCES.map((source) => ({ source, totalCents: totals[source] ?? 0, roomCents: null })),
    usage: null,
    warnings: [],
    excessDeferralCorrection: null,
    excessAnnualAdditionsCorrection: null,
    heldFromPriorYearCents: 0,
    rothEmployer: { allowed: false, allocatedCents: 0 },
    ...over,
  };
}

/** Form 5500-EZ of 2026, required by $300,000.00 of assets, due Jul 31, 2027, not filed; `over` changes any field. */
export function form5500EzStatusFixture(over: Partial<Form5500EzStatusRecord> = {}): Form5500EzStatusRecord {
  return {
    planYear: 2026,
    planYearStart: '2026-01-01',
    planYearEnd: '2026-12-31',
    planAssetsCents: 30_000_000,
    participantAccountsCents: 30_000_000,
    participantLoansCents: 0,
    participants: 1,
    otherPlansAssetsCents: 0,
    allPlansAssetsCents: 30_000_000,
    finalPlanYear: false,
    required: true,
    reason: 'assets',
    dueDate: '2027-07-31',
    statutoryDueDate: '2027-07-31',
    dueDateNote: null,
    extendedDueDate: '2027-10-15',
    statutoryExtendedDueDate: '2027-10-15',
    extendedDueDateNote: null,
    extension: { filed: false, filedOn: null },
    filingDeadline: '2027-07-31',
    reminders: [],
    filing: { filed: false, filedOn: null, method: null, confirmation: null },
    document: null,
    pastDue: false,
    daysLate: 0,
    maxPenaltyCents: 0,
    penaltyPerDayCents: 25_000,
    penaltyCapCents: 15_000_000,
    statements: null,
    yearEndValues: { complete: true, missing: [], message: undefined },
    ...over,
  };
}

/** The 2026 tax forms: 1099-R and 945 required ($4,000.00 withheld), no form listed; `over` changes any field. */
export function taxFormsFixture(over: Partial<TaxFormsRecord> = {}): TaxFormsRecord {
  return {
    taxYear: 2026,
    forms1099R: [],
    form1099RRequired: true,
    recipientDueDate: '2027-01-31',
    irsPaperDueDate: '2027-02-28',
    irsElectronicDueDate: '2027-03-31',
    form945Required: true,
    totalWithheldCents: 400_000,
    form945DueDate: '2027-01-31',
    form945DepositsOnTimeDueDate: '2027-02-10',
    dueDateNotes: [],
    ...over,
  };
}
