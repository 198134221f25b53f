import { registerDecorator, type ValidationOptions } from 'class-validator';

/** A rule's test: the field's value and the whole entity instance (for cross-field rules). */
export type RuleTest = (value: unknown, entity: object) => boolean;

/** A decorator factory for one named rule; the message comes in the options. */
export type RuleDecorator = (options: ValidationOptions) => PropertyDecorator;

/**
 * Turns a named test into a class-validator decorator factory. Every custom constraint of the
 * domain is made here, so registration is written once.
 */
export function customRule(name: string, test: RuleTest): RuleDecorator {
  return (options) => (target, propertyKey) => {
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyKey),
      options,
      validator: { validate: (value: unknown, args) => test(value, args?.object ?? {}) },
    });
  };
}

/**
 * Applies several decorators as if they were stacked on the property in this order, top first.
 * Stacked decorators run bottom-up, so these run last-to-first too; messages then read top-down.
 */
export function rules(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, propertyKey) => {
    for (let i = decorators.length - 1; i >= 0; i -= 1) decorators[i](target, propertyKey);
  };
}
