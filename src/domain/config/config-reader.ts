import { parseIsoDate } from '@/domain/shared/calendar-date';
import type { FieldErrors } from '@/domain/validation';

/** The outcome of parsing untrusted configuration: the typed value, or the errors by field. */
export type ParseResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: FieldErrors };

/** The key under which an error about the input as a whole is reported. */
export const WHOLE_CONFIG = 'config';

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** An absolute http(s) URL, or with `allowPath` also a root-relative path. */
function isUrl(value: string, allowPath: boolean): boolean {
  if (allowPath && value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Reads fields of an untrusted record, collecting one message per bad field (decision 0027).
 * Blank strings and null count as absent; required fields must be present.
 */
export class ConfigReader {
  readonly errors: FieldErrors = {};

  constructor(private readonly record: Readonly<Record<string, unknown>>) {}

  /** An object record to read, or undefined (with an error) for anything else. */
  static of(input: unknown, what: string): ConfigReader | { errors: FieldErrors } {
    if (typeof input === 'object' && input !== null && !Array.isArray(input))
      return new ConfigReader(input as Record<string, unknown>);
    return { errors: { [WHOLE_CONFIG]: [`${what} must be an object`] } };
  }

  /** True when no field was bad. */
  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** A trimmed string, or undefined when absent; `url` also demands an http(s) URL (or, with 'orPath', a root path). */
  string(field: string, options: { required?: boolean; url?: boolean | 'orPath' } = {}): string | undefined {
    const value = this.record[field];
    if (isBlank(value)) return this.missing(field, options.required);
    if (typeof value !== 'string') return this.fail(field, `${field} must be a string`);
    const text = value.trim();
    if (options.url && !isUrl(text, options.url === 'orPath')) return this.fail(field, `${field} must be a URL`);
    return text;
  }

  /** A finite number (a numeric string is accepted), or undefined when absent. */
  number(field: string, options: { required?: boolean; min?: number } = {}): number | undefined {
    const value = this.record[field];
    if (isBlank(value)) return this.missing(field, options.required);
    const number = typeof value === 'string' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isFinite(number)) return this.fail(field, `${field} must be a number`);
    if (options.min !== undefined && number < options.min) return this.fail(field, `${field} must be at least ${options.min}`);
    return number;
  }

  /** A boolean (or the strings 'true'/'false'), or undefined when absent. */
  boolean(field: string): boolean | undefined {
    const value = this.record[field];
    if (isBlank(value)) return undefined;
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    return this.fail(field, `${field} must be true or false`);
  }

  /** A list whose items `item` accepts, of exactly `length` items when given, or undefined when absent. */
  list<T>(
    field: string,
    item: (value: unknown) => value is T,
    options: { required?: boolean; length?: number } = {},
  ): T[] | undefined {
    const value = this.record[field];
    if (isBlank(value)) return this.missing(field, options.required);
    const { length } = options;
    if (!Array.isArray(value) || !value.every(item) || (length !== undefined && value.length !== length)) {
      return this.fail(field, `${field} must be a list of ${length ?? 'any number of'} valid values`);
    }
    return value;
  }

  /** A `YYYY-MM-DD` date naming a real day, or undefined when absent. */
  isoDate(field: string): string | undefined {
    const text = this.string(field);
    if (text === undefined || parseIsoDate(text)) return text;
    return this.fail(field, `${field} must be a date (YYYY-MM-DD)`);
  }

  private missing(field: string, required: boolean | undefined): undefined {
    return required ? this.fail(field, `${field} is required`) : undefined;
  }

  private fail(field: string, message: string): undefined {
    this.errors[field] = [message];
    return undefined;
  }
}
