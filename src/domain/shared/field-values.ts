/**
 * What counts as filled, present and set for a form value.
 * Values arrive from forms and JSON bodies, so they are `unknown` here.
 */

/** True for a string with at least one non-whitespace character; every other value is missing. */
export function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** True unless the value is undefined, null or a blank string: optional fields are checked when present. */
export function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

/** True for a set flag: the boolean true or the string 'true' (what a form control may give). */
export function isFlagSet(value: unknown): boolean {
  return value === true || value === 'true';
}

/** True when a select's value is the option "other", in any letter case. */
export function isOtherOption(value: unknown): boolean {
  return typeof value === 'string' && value.trim().toLowerCase() === 'other';
}
