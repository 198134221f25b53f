import { ValidateIf } from 'class-validator';
import { customRule, type RuleDecorator } from '@/domain/shared/custom-rule';
import { isFilled, isFlagSet, isPresent } from '@/domain/shared/field-values';

/** Constraint name of the required rule; an error under it hides the field's other messages. */
export const REQUIRED_RULE = 'isRequired';

/** The field must be a string with a non-whitespace character. */
export const IsRequired: RuleDecorator = customRule(REQUIRED_RULE, isFilled);

/** The field must be a set flag (true or 'true'), e.g. accepted terms. */
export const IsSetFlag: RuleDecorator = customRule('isSetFlag', isFlagSet);

/** Checks the field's other rules only when it holds something (optional fields). */
export function WhenPresent(): PropertyDecorator {
  return ValidateIf((_entity: object, value: unknown) => isPresent(value));
}
