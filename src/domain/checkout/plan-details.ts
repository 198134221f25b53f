import { Allow, IsBoolean, IsOptional, ValidateIf } from 'class-validator';
import { DATE_WINDOW_YEARS, LOAN_INTEREST_RATE } from '@/domain/constants';
import { SignerRules } from '@/domain/checkout/signer-rules';
import {
  HasContributionType,
  NO_CONTRIBUTION_TYPE_MESSAGE,
  ROTH_CONTRADICTION_MESSAGE,
  RothMatchesContributionTypes,
} from '@/domain/checkout/plan-contribution-rules';
import { daysFromToday, IsIsoDate, NotAfter, NotBefore, today, yearsFromToday } from '@/domain/shared/date-rules';
import { IsEin } from '@/domain/shared/ein';
import { isFlagSet } from '@/domain/shared/field-values';
import { AtLeast, AtMost, IsDecimal } from '@/domain/shared/number-rules';
import { IsPngDataUrl } from '@/domain/shared/png-data-url';
import { IsRequired, WhenPresent } from '@/domain/shared/presence-rules';
import {
  IsPlanNumber,
  IsPlanOrigin,
  isExistingPlan,
  ORIGINAL_EFFECTIVE_DATE_PAST,
  ORIGINAL_EFFECTIVE_DATE_REQUIRED,
  PLAN_NUMBER_INVALID,
  PLAN_NUMBER_REQUIRED,
  PLAN_ORIGIN_INVALID,
} from '@/domain/plan-takeover/plan-origin';

/** Shown when a married owner's spouse has not given the consent signature. */
export const SPOUSE_CONSENT_SIGNATURE_REQUIRED = "Spouse's consent signature is required";

/** Shown when `plan_in_service` is sent as anything but true or false (decision 0222). */
export const PLAN_IN_SERVICE_INVALID = 'In-service distributions must be yes or no';
/** Message when the Roth employer contributions election is not true or false. */
export const PLAN_ROTH_EMPLOYER_INVALID = 'Roth employer contributions must be yes or no';

/** Shown when `plan_spouse_consent` is sent as anything but true or false (decision 0222). */
export const PLAN_SPOUSE_CONSENT_INVALID = "Spouse's consent to distributions must be yes or no";

/** The spouse's consent is asked while the owner is married (`married`, from personal details; decision 0081). */
const ownerMarried = (entity: PlanDetails): boolean => isFlagSet(entity.married);

/** The plan owner's plan (checkout step planDetails). */
export class PlanDetails {
  @Allow()
  plan_id?: string;

  @IsRequired({ message: 'Plan Name is required' })
  plan_name?: string;

  @WhenPresent()
  @IsEin({ message: 'Should be valid EIN' })
  plan_ein?: string;

  @Allow()
  plan_ein_number?: string;

  @IsRequired({ message: 'Tax Year Plan is Established is required' })
  @IsIsoDate({ message: 'Tax Year Plan is Established is required' })
  @NotAfter(today, { message: 'Tax Year Plan is Established is required' })
  @NotBefore(yearsFromToday(-DATE_WINDOW_YEARS), { message: 'Tax Year Plan is Established is required' })
  plan_establish_date?: string;

  /** A new plan or one the owner already has elsewhere (decision 0343); new when absent. */
  @IsPlanOrigin({ message: PLAN_ORIGIN_INVALID })
  plan_origin?: string;

  /** An existing plan's original effective date (Form 5500-EZ line 1c): a past date within the date window. */
  @ValidateIf(isExistingPlan)
  @IsRequired({ message: ORIGINAL_EFFECTIVE_DATE_REQUIRED })
  @IsIsoDate({ message: ORIGINAL_EFFECTIVE_DATE_REQUIRED })
  @NotAfter(daysFromToday(-1), { message: ORIGINAL_EFFECTIVE_DATE_PAST })
  @NotBefore(yearsFromToday(-DATE_WINDOW_YEARS), { message: 'Invalid date' })
  plan_effective_date?: string;

  /** An existing plan's three-digit number (Form 5500-EZ line 1b), 001 to 500. */
  @ValidateIf(isExistingPlan)
  @IsRequired({ message: PLAN_NUMBER_REQUIRED })
  @IsPlanNumber({ message: PLAN_NUMBER_INVALID })
  plan_number?: string;

  @Allow()
  plan_loan?: boolean = true;

  /** Roth contributions allowed; cannot be off while the Deferral Roth type is chosen (decision 0289). */
  @RothMatchesContributionTypes({ message: ROTH_CONTRADICTION_MESSAGE })
  plan_roth?: boolean | string = true;

  @Allow()
  plan_roth_roll?: boolean = true;

  /**
   * In-service distributions allowed (a participant still working for the business may take money out from 59½):
   * true or false, on when absent or null (decisions 0221, 0222); a string such as 'true' is refused.
   */
  @IsOptional()
  @IsBoolean({ message: PLAN_IN_SERVICE_INVALID })
  plan_in_service?: boolean | null = true;

  /**
   * Roth employer contributions allowed (SECURE 2.0 section 604): a participant may designate Profit Sharing and Employer
   * Match deposits as Roth; true or false, off when absent or null (decision 0332).
   */
  @IsOptional()
  @IsBoolean({ message: PLAN_ROTH_EMPLOYER_INVALID })
  plan_roth_employer?: boolean | null = false;

  /** A married participant's spouse must consent to a distribution: true or false, on when absent or null. */
  @IsOptional()
  @IsBoolean({ message: PLAN_SPOUSE_CONSENT_INVALID })
  plan_spouse_consent?: boolean | null = true;

  /** Checked while the plan offers loans (plan_loan set, the default); decision 0014. */
  @ValidateIf((entity: PlanDetails) => isFlagSet(entity.plan_loan))
  @IsDecimal({ message: 'Loan interest rate must be a number' })
  @AtLeast(LOAN_INTEREST_RATE.min, { message: 'Minimum loan interest rate is 1%' })
  @AtMost(LOAN_INTEREST_RATE.max, { message: 'Maximum loan interest rate is 100%' })
  loan_interest_rate?: number | string;

  @Allow()
  loan_interest_rate_type?: string;

  @Allow()
  bank_terms_agree?: boolean;

  @Allow()
  isSelectedSignature?: boolean;

  @SignerRules.Signature()
  plan_signature?: string;

  @SignerRules.FirstName()
  plan_signer_first_name?: string;

  @SignerRules.LastName()
  plan_signer_last_name?: string;

  @SignerRules.Title()
  plan_signer_title?: string;

  @SignerRules.SignDate()
  plan_sign_date?: string;

  /**
   * The owner is married: a fact of the personal details step that the caller puts beside the plan values (the server
   * takes it from the saved personal details, never from the plan body); it switches the spouse's consent on.
   */
  @Allow()
  married?: boolean | string;

  /** The spouse's consent e-signature (base64 PNG data URL), required while the owner is married. */
  @ValidateIf(ownerMarried)
  @IsRequired({ message: SPOUSE_CONSENT_SIGNATURE_REQUIRED })
  @IsPngDataUrl({ message: "Spouse's consent signature must be png" })
  spouse_consent_signature?: string;

  /** The date the spouse signed the consent, required while the owner is married (the sign date's window). */
  @ValidateIf(ownerMarried)
  @IsRequired({ message: "Spouse's consent date is required" })
  @IsIsoDate({ message: 'Invalid date' })
  @NotAfter(daysFromToday(1), { message: "Spouse's consent date can not be later than tomorrow" })
  @NotBefore(yearsFromToday(-DATE_WINDOW_YEARS), { message: 'Invalid date' })
  spouse_consent_date?: string;

  /** The plan's contribution types (spec section 3): at least one must be chosen (decision 0289). */
  @HasContributionType({ message: NO_CONTRIBUTION_TYPE_MESSAGE })
  contribution_types?: unknown;

  @Allow()
  step_complete?: boolean;
}
