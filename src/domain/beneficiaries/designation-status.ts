import type { FieldErrors } from '@/domain/shared/field-errors';
import { isPngDataUrl } from '@/domain/shared/png-data-url';

/** Statuses of a beneficiary designation (decision 0250). */
export const DESIGNATION_STATUSES = ['awaiting_consent', 'in_force', 'superseded', 'withdrawn'] as const;

/** A status of a beneficiary designation. */
export type DesignationStatus = (typeof DESIGNATION_STATUSES)[number];

const LABELS: Record<DesignationStatus, string> = {
  awaiting_consent: "Waiting for your spouse's consent",
  in_force: 'In force',
  superseded: 'Replaced by a newer designation',
  withdrawn: 'Replaced before your spouse consented',
};

/** The words of a designation status (the code itself only for an unknown one). */
export function designationStatusLabel(status: string): string {
  return LABELS[status as DesignationStatus] ?? status;
}

/** Message when the spouse's consent has no signature. */
export const CONSENT_SIGNATURE_REQUIRED = "Spouse's consent signature is required";
/** Message when the spouse's consent signature is not a PNG image. */
export const CONSENT_SIGNATURE_PNG = "Spouse's consent signature must be png";
/** Message when the consenting spouse's name is missing. */
export const CONSENT_NAME_REQUIRED = "Spouse's full name is required";

/** Messages of a spousal consent: the spouse's full name and drawn signature (PNG data URL). */
export function consentErrors(input: { spouse_name?: unknown; spouse_signature?: unknown }): FieldErrors {
  const name = typeof input.spouse_name === 'string' ? input.spouse_name.trim() : '';
  const signature = input.spouse_signature;
  return {
    spouse_name: name === '' || name.length > 200 ? [CONSENT_NAME_REQUIRED] : [],
    spouse_signature:
      signature === undefined || signature === null || signature === ''
        ? [CONSENT_SIGNATURE_REQUIRED]
        : isPngDataUrl(signature)
          ? []
          : [CONSENT_SIGNATURE_PNG],
  };
}
