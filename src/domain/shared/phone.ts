import { customRule, type RuleDecorator } from '@/domain/shared/custom-rule';

/**
 * Section 5 phone pattern (decision 0013): an optional prefix `+1` or one or two digits, followed
 * by an optional space or hyphen; the area code as three digits, optionally in parentheses; an
 * optional space or hyphen; three digits; a hyphen; four digits.
 * Examples: `555-123-4567`, `(555) 123-4567`, `+1 555 123-4567`, `1-555-123-4567`.
 */
export const PHONE_PATTERN = /^(?:(?:\+1|\d{1,2})[ -]?)?(?:\d{3}|\(\d{3}\))[ -]?\d{3}-\d{4}$/;

/** Whether the value matches the section 5 phone pattern. */
export function isValidPhone(value: string): boolean {
  return typeof value === 'string' && PHONE_PATTERN.test(value);
}

/** The field must match the section 5 phone pattern (see `isValidPhone`). */
export const IsPhone: RuleDecorator = customRule('isPhone', (value) => isValidPhone(value as string));

/** The section 5 phone messages (personal details). */
export const PHONE_REQUIRED = 'Phone is required';
export const PHONE_INVALID = 'Please type valid phone number';

/** The message of a phone field (required, then the section 5 pattern), or undefined when it is valid. */
export function validatePhone(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return PHONE_REQUIRED;
  return isValidPhone(value) ? undefined : PHONE_INVALID;
}

/**
 * A valid phone number as people read it: "(555) 123-4567", with its prefix first ("+1 (555) 123-4567",
 * "44 (555) 123-4567"). Anything not matching the pattern comes back as given.
 */
export function formatPhone(value: string): string {
  if (!isValidPhone(value)) return value;
  const digits = value.replace(/\D/g, '');
  const local = digits.slice(-10);
  const prefix = value.startsWith('+') ? `+${digits.slice(0, -10)}` : digits.slice(0, -10);
  const number = `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
  return prefix === '' ? number : `${prefix} ${number}`;
}

/**
 * A US phone number as it is typed, grouped the way the section 5 pattern writes it: digits alone ("5551234567", or
 * "15551234567" with the country's 1) get their hyphens as they are typed ("555-123-4567"), so a number typed without
 * them is accepted. Anything else typed (parentheses, a +, letters, more digits) is left as typed for the rule to judge.
 */
export function phoneAsTyped(typed: string): string {
  if (!/^[\d -]*$/.test(typed)) return typed;
  const digits = typed.replace(/[ -]/g, '');
  const group = (d: string): string =>
    d.length <= 3 ? d : d.length <= 6 ? `${d.slice(0, 3)}-${d.slice(3)}` : `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  if (digits.length <= 10) return group(digits);
  if (digits.length === 11 && digits.startsWith('1')) return `1-${group(digits.slice(1))}`;
  return typed;
}
