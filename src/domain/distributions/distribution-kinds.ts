import { differenceInMonths } from 'date-fns';
import { applicableAgeText, firstDistributionYear } from './required-minimum-distribution';

/** Kinds of distribution a participant can request (the flow's distributionFlowStage1). */
export const DISTRIBUTION_KINDS = [
  { key: 'normal', label: 'Normal distribution (age 59½ or older)' },
  { key: 'separation', label: 'Separation from service' },
  { key: 'hardship', label: 'Hardship distribution' },
  { key: 'rmd', label: 'Required minimum distribution' },
  { key: 'in_service', label: 'In-service distribution' },
  // SECURE 2.0 withdrawals (decision 0336): IRC 72(t)(2)(I), (K) and (H).
  { key: 'emergency_expense', label: 'Emergency personal expense (up to $1,000)' },
  { key: 'domestic_abuse', label: 'Domestic abuse victim distribution' },
  { key: 'birth_adoption', label: 'Birth or adoption of a child (up to $5,000)' },
] as const;

/** Key of a distribution kind. */
export type DistributionKind = (typeof DISTRIBUTION_KINDS)[number]['key'];

/** What the plan allows, from its details (decision 0221). */
export interface PlanDistributionRules {
  /** Whether in-service distributions are allowed at all. */
  readonly inServiceAllowed: boolean;
  /** Whether a married participant's spouse must consent to a distribution. */
  readonly spouseConsentRequired: boolean;
}

/**
 * The plan's distribution settings from its details (the plan details step's option flags, beside plan_loan and
 * plan_roth): plan_in_service and plan_spouse_consent, each true unless set to false (the plan documents this product
 * generates allow in-service distributions from 59½ and ask a married participant's spouse to consent).
 */
export function planDistributionRulesOf(planDetails: Readonly<Record<string, unknown>> | undefined): PlanDistributionRules {
  const on = (value: unknown): boolean => value !== false && value !== 'false';
  return { inServiceAllowed: on(planDetails?.plan_in_service), spouseConsentRequired: on(planDetails?.plan_spouse_consent) };
}

/** Months in 59½ years. */
export const NORMAL_AGE_MONTHS = 714;

/** Whether someone born on `dob` is 59½ or older on `now`. */
export function isAtLeast59AndAHalf(dob: Date, now: Date): boolean {
  return differenceInMonths(now, dob) >= NORMAL_AGE_MONTHS;
}

/** Why a kind is not available to the participant now, or undefined when it is. `dob` undefined means not known. */
export function kindUnavailableReason(
  kind: string,
  dob: Date | undefined,
  now: Date,
  plan: PlanDistributionRules = planDistributionRulesOf(undefined),
): string | undefined {
  switch (kind) {
    case 'separation':
    case 'hardship':
    // SECURE 2.0 withdrawals at any age (decision 0336); their own limits are in secure-withdrawals.ts.
    case 'emergency_expense':
    case 'domestic_abuse':
    case 'birth_adoption':
      return undefined;
    case 'normal':
      if (dob === undefined) return 'Add your date of birth to your personal details first';
      return isAtLeast59AndAHalf(dob, now) ? undefined : 'A normal distribution is available from age 59½';
    case 'in_service':
      if (!plan.inServiceAllowed) return 'The plan does not allow in-service distributions';
      if (dob === undefined) return 'Add your date of birth to your personal details first';
      return isAtLeast59AndAHalf(dob, now) ? undefined : 'The plan allows in-service distributions from age 59½';
    case 'rmd': {
      // From January 1 of the year the participant attains the applicable age (IRC 401(a)(9)(C)(v), decision 0286).
      if (dob === undefined) return 'Add your date of birth to your personal details first';
      const birth = { year: dob.getUTCFullYear(), month: dob.getUTCMonth() + 1, day: dob.getUTCDate() };
      return now.getUTCFullYear() >= firstDistributionYear(birth)
        ? undefined
        : `Required minimum distributions start in the year you turn ${applicableAgeText(birth)}`;
    }
    default:
      return 'Distribution type is required';
  }
}

/** Labels of the kinds that are not requested through the distribution flow (decision 0299). */
const OTHER_KIND_LABELS: Readonly<Record<string, string>> = {
  excess_deferral_correction: 'Corrective distribution of excess deferrals',
  excess_annual_additions_correction: 'Corrective distribution of excess annual additions',
  deemed_loan: 'Loan treated as a deemed distribution',
  roth_employer_contributions: 'Roth employer contributions of the year (no money paid out)',
  in_plan_roth_rollover: 'In-plan Roth conversion (no money paid out)',
};

/** Plain label of a kind key. */
export function distributionKindLabel(kind: string): string {
  return DISTRIBUTION_KINDS.find((k) => k.key === kind)?.label ?? OTHER_KIND_LABELS[kind] ?? 'Distribution';
}
