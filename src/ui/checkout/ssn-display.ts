/** Shows a saved SSN without revealing it: '***-**-' and the last four digits. */
export function maskSsn(ssn: unknown): string {
  const digits = typeof ssn === 'string' ? ssn.replace(/\D/g, '') : '';
  return digits.length >= 4 ? `***-**-${digits.slice(-4)}` : '***-**-****';
}

/** True for the masked form the server answers for a saved SSN (`***-**-1234`): it means "keep the stored SSN". */
export function isMaskedSsn(value: unknown): value is string {
  return typeof value === 'string' && /^\*{3}-\*{2}-\d{4}$/.test(value);
}
