/** Masks an account or routing number to its last four digits: `••••6789` (empty stays empty). */
export function maskLastFour(value: string | undefined | null): string {
  if (value === undefined || value === null || value.length === 0) return '';
  const digits = value.replace(/\D/g, '');
  return `••••${digits.slice(-4)}`;
}

/** The last four digits of a number (what is stored in clear beside the encrypted value). */
export function lastFour(value: string): string {
  return value.replace(/\D/g, '').slice(-4);
}
