import { customRule, type RuleDecorator } from '@/domain/shared/custom-rule';

/** The two US social-security patterns: `NNN-NN-NNNN` and nine digits. */
const SSN_PATTERN = /^(?:(\d{3})-(\d{2})-(\d{4})|(\d{3})(\d{2})(\d{4}))$/;

/**
 * Numbers the SSA voided or that are invalid in practice (digits only): the wallet-card sample
 * 078-05-1120, the SSA pamphlet sample 219-09-9999, the published 457-55-5462, the placeholder 123-45-6789.
 */
export const WELL_KNOWN_INVALID_SSNS: readonly string[] = ['078051120', '219099999', '457555462', '123456789'];

/**
 * Whether the value is a valid SSN: one of the two patterns, SSA rules (no area 000, 666 or
 * 900-999, no group 00, no serial 0000) and not a well-known invalid number.
 */
export function isValidSsn(value: string): boolean {
  if (typeof value !== 'string') return false;
  const match = SSN_PATTERN.exec(value);
  if (!match) return false;
  const area = match[1] ?? match[4];
  const group = match[2] ?? match[5];
  const serial = match[3] ?? match[6];
  if (area === '000' || area === '666' || area.startsWith('9')) return false;
  if (group === '00' || serial === '0000') return false;
  return !WELL_KNOWN_INVALID_SSNS.includes(area + group + serial);
}

/** The field must be a valid SSN (see `isValidSsn`). */
export const IsSsn: RuleDecorator = customRule('isSsn', (value) => isValidSsn(value as string));
