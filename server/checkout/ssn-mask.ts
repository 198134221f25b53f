/**
 * The SSN never travels back in full (decision 0080): reads answer `***-**-1234` and `ssn_last4`; a save that sends the
 * unchanged masked value keeps the stored SSN. The SSN fields are `ssn_number` (the number) and `ssn` (its display twin).
 */

import { isMaskedSsn, maskSsn, ssnLast4 } from '@/domain/shared/ssn-mask';

export { isMaskedSsn, maskSsn, ssnLast4 };

const filled = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A step's values as the API answers them: `ssn_number` and `ssn` masked, `ssn_last4` added; other fields as saved. */
export function maskedStepValues(values: Record<string, unknown>): Record<string, unknown> {
  if (!filled(values.ssn_number) && !filled(values.ssn)) return values;
  const out: Record<string, unknown> = { ...values };
  const number = filled(values.ssn_number) ? values.ssn_number : values.ssn;
  if (filled(values.ssn_number)) out.ssn_number = maskSsn(values.ssn_number);
  if (filled(values.ssn)) out.ssn = maskSsn(number);
  const last4 = ssnLast4(number);
  if (last4 !== undefined) out.ssn_last4 = last4;
  else delete out.ssn_last4;
  return out;
}

/**
 * The values to store for a save: an unchanged masked `ssn_number` whose last four digits match the stored SSN becomes the
 * stored SSN; any other masked value stays (so the SSN rule rejects it) on a full save and is dropped from a draft.
 * `ssn` is recomputed as the masked twin of the number and `ssn_last4` (derived) is never stored.
 */
export function valuesToStore(
  incoming: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
  draft: boolean,
): Record<string, unknown> {
  if (!('ssn_number' in incoming) && !('ssn' in incoming) && !('ssn_last4' in incoming)) return incoming;
  const out: Record<string, unknown> = { ...incoming };
  delete out.ssn_last4;
  if (isMaskedSsn(out.ssn_number)) {
    const kept = stored?.ssn_number;
    const matches = filled(kept) && !isMaskedSsn(kept) && ssnLast4(kept) === ssnLast4(out.ssn_number);
    if (matches) out.ssn_number = kept;
    else if (draft) delete out.ssn_number;
  }
  if (filled(out.ssn_number) && !isMaskedSsn(out.ssn_number)) out.ssn = maskSsn(out.ssn_number);
  else if (filled(out.ssn)) out.ssn = maskSsn(out.ssn);
  return out;
}
