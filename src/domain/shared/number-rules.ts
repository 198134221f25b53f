import { customRule, type RuleDecorator } from '@/domain/shared/custom-rule';
import type { ValidationOptions } from 'class-validator';

/** A plain decimal as a form gives it: optional sign, digits, optional fraction; no exponent or hex. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The finite number a value stands for (a number, or a decimal string), else undefined. */
export function toDecimal(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!DECIMAL.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/** The field must be a finite number or a decimal string. */
export const IsDecimal: RuleDecorator = customRule('isDecimal', (value) => toDecimal(value) !== undefined);

/** A bound rule: values that are not numbers pass, `IsDecimal` reports them. */
function boundRule(name: string, accepts: (n: number) => boolean): RuleDecorator {
  return customRule(name, (value) => {
    const number = toDecimal(value);
    return number === undefined || accepts(number);
  });
}

/** The number must be at least `min`. */
export function AtLeast(min: number, options: ValidationOptions): PropertyDecorator {
  return boundRule('atLeast', (n) => n >= min)(options);
}

/** The number must be at most `max`. */
export function AtMost(max: number, options: ValidationOptions): PropertyDecorator {
  return boundRule('atMost', (n) => n <= max)(options);
}
