import type { FieldCipher } from '../crypto/field-cipher';
import { isEncrypted } from '../crypto/field-cipher';
import { MASKED_NUMBER_FIELDS, maskNumber } from '@/domain/shared/number-mask';
import { isMaskedSsn, maskSsn } from './ssn-mask';

/**
 * Personal numbers of a step that are stored encrypted (decision 0110): the SSN, the ID number, the photo ID's number
 * and a bank step's account and routing numbers (each answered masked: decisions 0080 and 0200).
 */
export const SEALED_FIELDS: readonly string[] = ['ssn_number', ...MASKED_NUMBER_FIELDS];

/** How a sealed field sits in step_data.values: the ciphertext, with the masked value and last four beside it. */
export interface SealedValue {
  sealed: string;
  masked: string;
  last4: string;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** True for a stored sealed value. */
export function isSealed(value: unknown): value is SealedValue {
  return typeof value === 'object' && value !== null && isEncrypted((value as { sealed?: unknown }).sealed);
}

function last4Of(value: string): string {
  const digits = value.replace(/[^0-9A-Za-z]/g, '');
  return digits.slice(-4);
}

function maskedOf(field: string, value: string): string {
  return field === 'ssn_number' ? maskSsn(value) : maskNumber(value);
}

/** The values as stored: each filled sealed field becomes { sealed, masked, last4 }; the others as given. */
export function sealValues(values: Record<string, unknown>, cipher: FieldCipher): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const field of SEALED_FIELDS) {
    const value = values[field];
    if (typeof value === 'object' && value !== null) {
      // Only this function writes sealed values: one that arrives from outside is never stored (nor later opened).
      out ??= { ...values };
      delete out[field];
      continue;
    }
    if (!filled(value)) continue;
    out ??= { ...values };
    const sealed: SealedValue = { sealed: cipher.encrypt(value), masked: maskedOf(field, value), last4: last4Of(value) };
    out[field] = sealed;
  }
  // The SSN's display twin is only ever stored masked.
  if (filled(values.ssn) && !isMaskedSsn(values.ssn)) {
    out ??= { ...values };
    out.ssn = maskSsn(values.ssn);
  }
  return out ?? values;
}

/** The values with every sealed field decrypted (for the server's own rules; never answered as they are). */
export function openValues(values: Record<string, unknown>, cipher: FieldCipher): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const field of SEALED_FIELDS) {
    const value = values[field];
    if (!isSealed(value)) continue;
    out ??= { ...values };
    out[field] = cipher.decrypt(value.sealed);
  }
  return out ?? values;
}

/** True when stored values still hold a personal number in plain text, or a token of a rotated-out key. */
export function needsSealing(values: Record<string, unknown>, cipher: FieldCipher): boolean {
  return SEALED_FIELDS.some((field) => {
    const value = values[field];
    return filled(value) || (isSealed(value) && cipher.needsRotation(value.sealed));
  });
}
