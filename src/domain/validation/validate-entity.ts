import { getMetadataStorage, validateSync, type ValidationError } from 'class-validator';
import type { FieldErrors } from '@/domain/validation';
import { REQUIRED_RULE } from '@/domain/shared/presence-rules';
import { attachRuleContext, type RuleContext } from '@/domain/shared/rule-context';

/** An entity class: constructible without arguments, its fields declared with decorators. */
export type EntityClass<T extends object> = new () => T;

const fieldsByEntity = new WeakMap<EntityClass<object>, readonly string[]>();

/** The fields an entity declares: every property carrying a class-validator decorator (own or inherited). */
export function declaredFields(entity: EntityClass<object>): readonly string[] {
  let fields = fieldsByEntity.get(entity);
  if (!fields) {
    const metadata = getMetadataStorage().getTargetValidationMetadatas(entity, '', true, false);
    fields = [...new Set(metadata.map((m) => m.propertyName))];
    fieldsByEntity.set(entity, fields);
  }
  return fields;
}

/** An own data property of the input, never calling getters; unreadable or non-object input gives undefined. */
function ownValue(values: unknown, field: string): unknown {
  if (typeof values !== 'object' || values === null) return undefined;
  try {
    const descriptor = Object.getOwnPropertyDescriptor(values, field);
    return descriptor && 'value' in descriptor ? descriptor.value : undefined;
  } catch {
    return undefined;
  }
}

/** An entity instance holding the input's values for its declared fields (defaults stay for the absent ones). */
export function toEntity<T extends object>(entity: EntityClass<T>, values: unknown): T {
  const instance = new entity();
  for (const field of declaredFields(entity)) {
    const value = ownValue(values, field);
    if (value !== undefined) (instance as Record<string, unknown>)[field] = value;
  }
  return instance;
}

/**
 * A field's messages, most basic first: decorators register bottom-up, so the reverse of
 * registration is the order they are written in. A failed required rule hides the others.
 */
function messagesOf(error: ValidationError): string[] {
  const constraints = error.constraints ?? {};
  const required = constraints[REQUIRED_RULE];
  if (required !== undefined) return [required];
  return [...new Set(Object.values(constraints).reverse())];
}

/**
 * Validates input against an entity class: builds the instance, attaches the context that date
 * and cross-field rules read, runs class-validator synchronously and maps to field errors.
 */
export function validateEntity(entity: EntityClass<object>, values: unknown, ctx?: RuleContext): FieldErrors {
  const instance = toEntity(entity, values);
  attachRuleContext(instance, ctx);
  const errors: FieldErrors = {};
  const results = validateSync(instance, { forbidUnknownValues: false, validationError: { target: false, value: false } });
  for (const error of results) {
    const messages = messagesOf(error);
    if (messages.length > 0) errors[error.property] = messages;
  }
  return errors;
}
