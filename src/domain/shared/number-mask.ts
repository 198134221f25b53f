/**
 * The masked form of a saved personal number other than the SSN (decision 0200): ID numbers and bank numbers never
 * travel back in full, only `••••1234`. The server answers it on every read; the SPA shows it and sends it back unchanged
 * to mean "keep the stored number" (as decision 0080 does for the SSN).
 */

/** The personal numbers, besides the SSN, that are answered masked and kept on an unchanged mask. */
export const MASKED_NUMBER_FIELDS: readonly string[] = [
  'id_number',
  'id_photo_number',
  'account_number',
  'account_number_confirm',
  'routing_number',
];

/** Shown beside a number field when a masked value arrives that does not stand for the saved number. */
export const MASKED_NUMBER_MESSAGE = 'Type the full number: only the saved number may stay masked';

const MASK = '••••';
const MASKED_NUMBER = /^••••[0-9A-Za-z]{0,4}$/;

const characters = (value: unknown): string => (typeof value === 'string' ? value.replace(/[^0-9A-Za-z]/g, '') : '');

/** True for a value shaped like the masked form (`••••1234`), which is never a number typed by a person. */
export function isMaskedNumber(value: unknown): value is string {
  return typeof value === 'string' && MASKED_NUMBER.test(value);
}

/**
 * The masked form of a number: four dots and its last four letters or digits; a number of four characters or fewer
 * shows the dots only (its last four would be all of it).
 */
export function maskNumber(value: unknown): string {
  const chars = characters(value);
  return chars.length > 4 ? `${MASK}${chars.slice(-4)}` : MASK;
}

/** True when `masked` is the masked form of the saved number `stored` (so the save keeps `stored`). */
export function masksNumber(masked: unknown, stored: unknown): boolean {
  return (
    isMaskedNumber(masked) &&
    typeof stored === 'string' &&
    stored !== '' &&
    !isMaskedNumber(stored) &&
    maskNumber(stored) === masked
  );
}
