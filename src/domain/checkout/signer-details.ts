import { Allow } from 'class-validator';
import {
  SignatureRules,
  SignDateRules,
  SignerFirstNameRules,
  SignerLastNameRules,
  SignerTitleRules,
} from '@/domain/checkout/signer-rules';

/** A participant's signature on the plan (participant checkout step signerDetails). */
export class SignerDetails {
  @SignerFirstNameRules()
  participant_signer_first_name?: string;

  @SignerLastNameRules()
  participant_signer_last_name?: string;

  @SignerTitleRules()
  participant_signer_title?: string;

  @Allow()
  isSelectedSignature?: boolean;

  @SignatureRules()
  participant_signature?: string;

  @SignDateRules()
  participant_sign_date?: string;

  @Allow()
  step_complete?: boolean;
}
