import { Allow, ValidateIf } from 'class-validator';
import { isOtherOption } from '@/domain/shared/field-values';
import { IsRequired, IsSetFlag } from '@/domain/shared/presence-rules';

/**
 * The bank application's details, shared by both variants. The plan signature fields ride along
 * unvalidated here: plan details and signer details validate them (decision 0015).
 */
export class BankDetails {
  @Allow()
  bankPin?: string;

  @IsRequired({ message: 'Account Monthly Domestic Activity is required' })
  bank_account_monthly_activity_domestic?: string;

  @IsRequired({ message: 'Account Monthly International Activity is required' })
  bank_account_monthly_activity_international?: string;

  @IsRequired({ message: 'Assets Type is required' })
  bank_assets_type?: string;

  @ValidateIf((entity: BankDetails) => isOtherOption(entity.bank_assets_type))
  @IsRequired({ message: 'Other Assets Type is required' })
  bank_assets_type_other?: string;

  @IsRequired({ message: 'Income is required' })
  bank_income?: string;

  @IsRequired({ message: 'Source of Funds is required' })
  bank_source_of_funds?: string;

  @ValidateIf((entity: BankDetails) => isOtherOption(entity.bank_source_of_funds))
  @IsRequired({ message: 'Other Source of Funds is required' })
  bank_source_of_funds_other?: string;

  @IsSetFlag({ message: 'The terms and conditions must be accepted.' })
  bank_terms_agree?: boolean;

  @Allow()
  isSelectedSignature?: boolean;

  @Allow()
  plan_signature?: string;

  @Allow()
  plan_signer_first_name?: string;

  @Allow()
  plan_signer_last_name?: string;

  @Allow()
  plan_signer_title?: string;

  @Allow()
  plan_sign_date?: string;
}

/** Bank details of the onboarding bank application: domestic wire and ACH activity. */
export class OnboardingBankDetails extends BankDetails {
  @IsRequired({ message: 'Account Monthly Wire Activity is required' })
  bank_account_monthly_wire_activity?: string;

  @IsRequired({ message: 'Account Monthly ACH Activity is required' })
  bank_account_monthly_ach_activity?: string;
}

/** Bank details collected in the checkout: wire and ACH activity carry the `_international` suffix. */
export class CheckoutBankDetails extends BankDetails {
  @IsRequired({ message: 'Account Monthly International Wire Activity is required' })
  bank_account_monthly_wire_activity_international?: string;

  @IsRequired({ message: 'Account Monthly International ACH Activity is required' })
  bank_account_monthly_ach_activity_international?: string;
}
