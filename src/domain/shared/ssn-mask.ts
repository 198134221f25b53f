/**
 * The masked form of a saved SSN (decision 0080): the number never travels back in full, only `***-**-1234`.
 * The server answers it on every read; the SPA shows it and sends it back unchanged to mean "keep the stored SSN".
 */

/** Three and two stars, then the last four digits (or four stars when fewer than four digits are known). */
const MASKED_SSN = /^\*{3}-\*{2}-(\d{4}|\*{4})$/;

/** True for a value shaped like the masked form (`***-**-1234`), which is never a new SSN. */
export function isMaskedSsn(value: unknown): value is string {
  return typeof value === 'string' && MASKED_SSN.test(value);
}

/** The last four digits of an SSN, when it has at least four. */
export function ssnLast4(value: unknown): string | undefined {
  const digits = typeof value === 'string' ? value.replace(/\D/g, '') : '';
  return digits.length >= 4 ? digits.slice(-4) : undefined;
}

/** The masked form of an SSN: '***-**-' and the last four digits ('***-**-****' when there are fewer than four). */
export function maskSsn(value: unknown): string {
  return `***-**-${ssnLast4(value) ?? '****'}`;
}
