import { customRule, type RuleDecorator } from '@/domain/shared/custom-rule';

/** A base64 PNG data URL: the exact prefix, then one or more base64 quads (padding at the end only). */
const PNG_DATA_URL = /^data:image\/png;base64,(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{4}|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2}==)$/;

/** The message of a signature that is not a PNG image (spec section 5). */
export const SIGNATURE_PNG_MESSAGE = 'Signature must be png';

/** Whether the value is a base64 PNG data URL (`data:image/png;base64,...`) with a non-empty payload. */
export function isPngDataUrl(value: unknown): boolean {
  return typeof value === 'string' && PNG_DATA_URL.test(value);
}

/** The field must be a base64 PNG data URL (see `isPngDataUrl`). */
export const IsPngDataUrl: RuleDecorator = customRule('isPngDataUrl', isPngDataUrl);
