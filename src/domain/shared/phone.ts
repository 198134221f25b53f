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
