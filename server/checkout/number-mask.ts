/**
 * ID and bank numbers never travel back in full (decision 0200, as decision 0080 does for the SSN): reads answer
 * `••••1234`; a save that sends the unchanged masked value keeps the stored number.
 */

import {
  MASKED_NUMBER_FIELDS,
  MASKED_NUMBER_MESSAGE,
  isMaskedNumber,
  maskNumber,
  masksNumber,
} from '@/domain/shared/number-mask';
import { ValidationError } from '../http/errors';

const filled = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A step's values as the API answers them: every ID and bank number masked; other fields as saved. */
export function maskedNumbers(values: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const field of MASKED_NUMBER_FIELDS) {
    if (!filled(values[field])) continue;
    out ??= { ...values };
    out[field] = maskNumber(values[field]);
  }
  return out ?? values;
}

/** True when a body sends any ID or bank number (so the save needs the stored values to compare a mask with). */
export function sendsNumbers(body: Record<string, unknown>): boolean {
  return MASKED_NUMBER_FIELDS.some((field) => field in body);
}

/**
 * The values to store for a save: a masked number that stands for a saved one (`kept`: the step's own stored values
 * first, then any step it was filled from) becomes that number. A mask standing for none is dropped from a draft and
 * refused on a full save (400 with MASKED_NUMBER_MESSAGE): a mask is never stored as a number.
 */
export function numbersToStore(
  incoming: Record<string, unknown>,
  kept: readonly (Record<string, unknown> | undefined)[],
  draft: boolean,
): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  const refused: Record<string, string[]> = {};
  for (const field of MASKED_NUMBER_FIELDS) {
    const value = incoming[field];
    if (!isMaskedNumber(value)) continue;
    out ??= { ...incoming };
    const source = kept.find((values) => masksNumber(value, values?.[field]));
    if (source !== undefined) out[field] = source[field];
    else if (draft) delete out[field];
    else refused[field] = [MASKED_NUMBER_MESSAGE];
  }
  if (Object.keys(refused).length > 0) throw new ValidationError(refused);
  return out ?? incoming;
}
