import { customRule, type RuleDecorator } from '@/domain/shared/custom-rule';

/** The employer identification number format: two digits, hyphen, seven digits. */
const EIN_PATTERN = /^\d{2}-\d{7}$/;

/** Whether the value is written as an EIN: `NN-NNNNNNN`. */
export function isValidEin(value: string): boolean {
  return typeof value === 'string' && EIN_PATTERN.test(value);
}

/** The field must be written as an EIN (see `isValidEin`). */
export const IsEin: RuleDecorator = customRule('isEin', (value) => isValidEin(value as string));
