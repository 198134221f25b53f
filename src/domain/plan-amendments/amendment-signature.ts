import type { FieldErrors } from '@/domain/shared/field-errors';
import { isFilled } from '@/domain/shared/field-values';
import { isPngDataUrl, SIGNATURE_PNG_MESSAGE } from '@/domain/shared/png-data-url';

/** The fields of an amendment's signature (the plan signer's fields of the checkout, decision 0073). */
export interface AmendmentSignatureInput {
  signer_first_name?: unknown;
  signer_last_name?: unknown;
  signer_title?: unknown;
  signature?: unknown;
}

/**
 * The signature's rules, one reading for the form and the server: the signer's first and last name and title are
 * required (the messages of the plan signer rules, src/domain/checkout/signer-rules.ts), and a drawn or typed signature
 * as a base64 PNG data URL. The day is the server's, not the signer's.
 */
export function amendmentSignatureErrors(values: AmendmentSignatureInput): FieldErrors {
  const required = (value: unknown, message: string): string[] => (isFilled(value) ? [] : [message]);
  return {
    signer_first_name: required(values.signer_first_name, 'Signer First Name is required'),
    signer_last_name: required(values.signer_last_name, 'Signer Last Name is required'),
    signer_title: required(values.signer_title, 'Signer Title is required'),
    signature: !isFilled(values.signature)
      ? ['Signature is required']
      : isPngDataUrl(values.signature)
        ? []
        : [SIGNATURE_PNG_MESSAGE],
  };
}
