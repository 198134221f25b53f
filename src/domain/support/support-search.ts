import { EMAIL_INVALID_MESSAGE } from '@/domain/invitations/invitation';
import { validateSearch } from '@/domain/validation';

/** A whole e-mail address: something, an @, a domain with a dot. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Shown beside a second-factor reset without its reason (decision 0273). */
export const RESET_REASON_MESSAGE = 'Enter the reason for the reset';

/** Shown when an audit trail's last day comes before its first. */
export const DATE_RANGE_MESSAGE = 'The last day must not be before the first day';

/**
 * The support console's user search (decision 0271): blank lists everyone; a value with an @ must be a whole e-mail
 * address (the spec's e-mail message); anything else follows the spec's search rules (section 5). The message of the
 * first rule broken, or undefined.
 */
export function supportSearchError(value: string): string | undefined {
  const v = value.trim();
  if (v === '') return undefined;
  if (v.includes('@')) return EMAIL.test(v) ? undefined : EMAIL_INVALID_MESSAGE;
  return validateSearch(v);
}
