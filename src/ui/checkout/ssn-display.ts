/** Shows a saved SSN without revealing it: '***-**-' and the last four digits. */
export function maskSsn(ssn: unknown): string {
  const digits = typeof ssn === 'string' ? ssn.replace(/\D/g, '') : '';
  return digits.length >= 4 ? `***-**-${digits.slice(-4)}` : '***-**-****';
}
