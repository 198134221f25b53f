import { Allow } from 'class-validator';
import { SignerRules } from '@/domain/checkout/signer-rules';

/** A participant's signature on the plan (participant checkout step signerDetails). */
export class SignerDetails {
  @SignerRules.FirstName()
  participant_signer_first_name?: string;

  @SignerRules.LastName()
  participant_signer_last_name?: string;

  @SignerRules.Title()
  participant_signer_title?: string;

  @Allow()
  isSelectedSignature?: boolean;

  @SignerRules.Signature()
  participant_signature?: string;

  @SignerRules.SignDate()
  participant_sign_date?: string;

  @Allow()
  step_complete?: boolean;
}
