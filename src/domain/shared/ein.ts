import { customRule, type RuleDecorator } from '@/domain/shared/custom-rule';

/** The employer identification number format: two digits, hyphen, seven digits. */
const EIN_PATTERN = /^\d{2}-\d{7}$/;

/** Whether the value is written as an EIN: `NN-NNNNNNN`. */
export function isValidEin(value: string): boolean {
  return typeof value === 'string' && EIN_PATTERN.test(value);
}

/** The field must be written as an EIN (see `isValidEin`). */
export const IsEin: RuleDecorator = customRule('isEin', (value) => isValidEin(value as string));

/**
 * An EIN as it is typed (IRS: two digits, a hyphen, seven digits): digits alone get the hyphen after the second digit
 * ("123456789" -> "12-3456789"); anything else is left as typed for the rule to judge.
 */
export function einAsTyped(typed: string): string {
  if (!/^[\d-]*$/.test(typed)) return typed;
  const digits = typed.replace(/-/g, '');
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}-${digits.slice(2)}`;
}
