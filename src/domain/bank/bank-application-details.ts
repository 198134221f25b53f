import { Allow } from 'class-validator';
import { SignerRules } from '@/domain/checkout/signer-rules';
import type { RuleContext } from '@/domain/shared/rule-context';
import { validateBankDetails, type FieldErrors } from '@/domain/validation';
import { validateEntity } from '@/domain/validation/validate-entity';

/** The plan signature of the bank application, with the plan's signer rules (decision 0015). */
export class BankApplicationSignature {
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
}

/** The Fill Out Bank Application step: the onboarding bank rules and the plan signature's signer rules. */
export function validateBankApplication(values: Record<string, unknown>, ctx: RuleContext): FieldErrors {
  return {
    ...validateBankDetails(values, { ...ctx, variant: 'onboarding' }),
    ...validateEntity(BankApplicationSignature, values, ctx),
  };
}
