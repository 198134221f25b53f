import type { ContributionSource } from './contribution-usage';
import type { WarningLimit } from './contribution-warnings';
import type { FilingMethod } from './form-5500-ez-filing';
import type { PlanYearEnd } from './plan-year';

/**
 * The contributions area as the product reads it: the ledger of a tax year, its summary against the IRS limits, the
 * year's Form 5500-EZ and the tax forms of the distributions paid. Amounts in integer cents, days as `YYYY-MM-DD`. The
 * ContributionsApi port answers these; only its HTTP adapter knows the wire's shape (docs/api/openapi.yaml, decision
 * 0302).
 */

/** A deposit of the ledger. */
export interface ContributionRecord {
  readonly id: string;
  readonly source: ContributionSource;
  readonly amountCents: number;
  readonly depositDate: string;
  readonly taxYear: number;
  /** Receipt or bank reference. */
  readonly reference: string | null;
  /** Designated Roth: an employer contribution held in the Roth account, taxable in the year deposited (decision 0332). */
  readonly roth: boolean;
}

/** A deposit as the owner records it (or the fields of an entry changed). */
export interface ContributionInput {
  readonly source: string;
  readonly amountCents: number;
  readonly depositDate: string;
  readonly taxYear: number;
  readonly reference: string | null;
  /** Designated Roth (Profit Sharing or Employer Match, where the plan allows it); false when not given. */
  readonly roth?: boolean;
}

/** A limit exceeded or a deadline missed (never a refusal); a late deposit names its entry and the year it may count for. */
export interface ContributionWarningRecord {
  readonly limit: WarningLimit;
  /** Over the limit (0 for depositDeadline and limitsNotPublished). */
  readonly excessCents: number;
  readonly message: string;
  readonly suggestedTaxYear?: number;
  readonly contributionId?: string;
  /** deferrals (decision 0299), annualAdditions and compensation (decision 0300): whether the excess was corrected. */
  readonly corrected?: boolean;
  /** The excess a correction can take out of this plan. */
  readonly correctableCents?: number;
  /** The correction's last day. */
  readonly correctionDeadline?: string;
}

/** A deposit recorded or changed, with the year's warnings. */
export interface ContributionWithWarnings {
  readonly contribution: ContributionRecord;
  readonly warnings: ContributionWarningRecord[];
}

/** One limit's use. */
export interface LimitUseRecord {
  readonly limitCents: number;
  readonly usedCents: number;
  readonly remainingCents: number;
  readonly excessCents: number;
}

/** The corrective distribution of the year's excess deferrals that stands (decision 0299). */
export interface ExcessDeferralCorrectionRecord {
  readonly distributionId: string;
  readonly taxYear: number;
  readonly excessCents: number;
  readonly earningsCents: number;
  readonly amountCents: number;
  readonly status: string;
  readonly requestedOn: string;
  readonly deadline: string;
}

/** The tax year against the IRS limits (decision 0120): totals and room by source, limit use, warnings. */
export interface ContributionSummaryRecord {
  readonly taxYear: number;
  readonly age: number | null;
  /** Null for a year whose limits are not yet published. */
  readonly limits: {
    readonly deferralCents: number;
    readonly catchUpCents: number;
    readonly annualAdditionsCents: number;
    readonly compensationCapCents: number;
  } | null;
  readonly otherEmployerDeferralsCents: number;
  readonly compensationCents: number | null;
  readonly priorYearFicaWagesCents: number | null;
  /** Total and room (largest deposit without a warning; null where no limit applies) by source. */
  readonly sources: readonly {
    readonly source: ContributionSource;
    readonly totalCents: number;
    readonly roomCents: number | null;
  }[];
  readonly usage: {
    readonly deferrals: LimitUseRecord;
    readonly catchUp: LimitUseRecord;
    readonly annualAdditions: LimitUseRecord;
  } | null;
  readonly warnings: ContributionWarningRecord[];
  readonly excessDeferralCorrection: ExcessDeferralCorrectionRecord | null;
  /** The correction of the year's excess annual additions that stands (decision 0300). */
  readonly excessAnnualAdditionsCorrection: {
    readonly excessCents: number;
    readonly heldCents: number;
    readonly amountCents: number;
  } | null;
  /** Employer contributions of the year before held in the plan's unallocated account, counted for this year. */
  readonly heldFromPriorYearCents: number;
  /**
   * Roth employer contributions (decision 0332): whether the plan allows them, and those deposited in the calendar year
   * of the summary's tax year, which are the participant's taxable income of that year.
   */
  readonly rothEmployer: { readonly allowed: boolean; readonly allocatedCents: number };
}

/** What the owner enters for a tax year: deferrals to other employers' 401(k)s, compensation, last year's FICA wages. */
export interface ContributionYearFacts {
  readonly otherEmployerDeferralsCents: number;
  readonly compensationCents: number | null;
  readonly priorYearFicaWagesCents: number | null;
}

/** The summary's contributions by source, as the domain's limit functions take them. */
export function centsBySource(summary: ContributionSummaryRecord): Partial<Record<ContributionSource, number>> {
  return Object.fromEntries(summary.sources.map((s) => [s.source, s.totalCents]));
}

/** What the plan setup says that the contributions area needs. */
export interface ContributionPlanSetup {
  /** The employer's entity type (decides the employer-contribution deadline); undefined until known. */
  readonly entityType: string | undefined;
  /** The plan's year end (the employer's tax year; December 31 until known). */
  readonly yearEnd: PlanYearEnd;
  /** Whether the plan offers Roth deferrals; undefined until known. */
  readonly planHasRoth: boolean | undefined;
}

/** A return or summary filed in the library. */
export interface FiledDocument {
  readonly documentId: string;
  readonly versionId: string;
  readonly name: string;
}

/** Form 5500-EZ of a plan year (decisions 0231, 0274, 0275). */
export interface Form5500EzStatusRecord {
  /** The year-end values check (decision 0338): preparation waits until every asset held at the end has one. */
  readonly yearEndValues: {
    readonly complete: boolean;
    /** e.g. 'Gold coins: no year-end value for 2026'. */
    readonly missing: readonly string[];
    readonly message: string | undefined;
  };
  readonly planYear: number;
  readonly planYearStart: string;
  readonly planYearEnd: string;
  /** The plan's total assets at the year end: every participant's account and the loans outstanding. */
  readonly planAssetsCents: number;
  readonly participantAccountsCents: number;
  readonly participantLoansCents: number;
  readonly participants: number;
  readonly otherPlansAssetsCents: number;
  readonly allPlansAssetsCents: number;
  readonly finalPlanYear: boolean;
  readonly required: boolean;
  readonly reason: 'assets' | 'finalYear' | 'none';
  /** Due days after IRC 7503 (a weekend or legal holiday moves them to the next business day), and the rule's dates. */
  readonly dueDate: string;
  readonly statutoryDueDate: string;
  readonly dueDateNote: string | null;
  readonly extendedDueDate: string;
  readonly statutoryExtendedDueDate: string;
  readonly extendedDueDateNote: string | null;
  readonly extension: { readonly filed: boolean; readonly filedOn: string | null };
  /** The due day in force: extended once a Form 5558 is recorded. */
  readonly filingDeadline: string;
  readonly reminders: readonly { readonly daysBefore: number; readonly date: string }[];
  readonly filing: {
    readonly filed: boolean;
    readonly filedOn: string | null;
    readonly method: FilingMethod | null;
    readonly confirmation: string | null;
  };
  readonly document: FiledDocument | null;
  readonly pastDue: boolean;
  readonly daysLate: number;
  readonly maxPenaltyCents: number;
  readonly penaltyPerDayCents: number;
  readonly penaltyCapCents: number;
  /**
   * The trust account's statements of the plan year, when any were imported (decision 0333): whether they reconcile
   * with the ledger, the months (1-12) that do not, and the message naming them; null when none were imported.
   */
  readonly statements: {
    readonly reconciled: boolean;
    readonly unreconciledMonths: readonly number[];
    readonly message: string | null;
  } | null;
}

/** What the owner declares for a plan year. */
export interface Form5500EzFacts {
  readonly otherPlansAssetsCents: number;
  readonly finalPlanYear: boolean;
}

/** The filing record: not filed, or filed on a day by a method (the server's messages for what is missing). */
export type Form5500EzFilingRecord =
  | { readonly filed: false }
  | {
      readonly filed: true;
      readonly filedOn: string | null;
      readonly method: string | null;
      readonly confirmation: string | null;
    };

/** The Form 5558 record: not filed, or filed on a day. */
export type Form5558ExtensionRecord = { readonly filed: false } | { readonly filed: true; readonly filedOn: string | null };

/** One Form 1099-R of a distribution paid in the year. */
export interface Form1099RRecord {
  readonly distributionId: string;
  readonly paidOn: string;
  readonly kind: string;
  readonly grossCents: number;
  /** Null when not determined. */
  readonly taxableCents: number | null;
  readonly federalWithheldCents: number;
  readonly distributionCode: string;
  /** The designated Roth part of a distribution, on its own form (decision 0284). */
  readonly designatedRoth: boolean;
  /** Box 11 on a Roth form. */
  readonly firstRothYear: number | null;
  /** Box 5: basis recovered (an in-plan Roth conversion's after-tax basis); null when none is reported. */
  readonly basisCents: number | null;
}

/** Form 1099-R and Form 945 for the distributions paid in a calendar year (decision 0233). */
export interface TaxFormsRecord {
  readonly taxYear: number;
  readonly forms1099R: readonly Form1099RRecord[];
  readonly form1099RRequired: boolean;
  readonly recipientDueDate: string;
  readonly irsPaperDueDate: string;
  readonly irsElectronicDueDate: string;
  readonly form945Required: boolean;
  readonly totalWithheldCents: number;
  readonly form945DueDate: string;
  readonly form945DepositsOnTimeDueDate: string;
  /** Why a due date moved to the next business day (IRC 7503), in the server's en-US wording. */
  readonly dueDateNotes: readonly string[];
}

/** What a correction of a year's excess asks for: the year and the earnings on the money returned (negative: a loss). */
export interface CorrectionRequest {
  readonly taxYear: number;
  readonly earningsCents: number;
}
