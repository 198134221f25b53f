import { isPngDataUrl, SIGNATURE_PNG_MESSAGE } from '@/domain/shared/png-data-url';
import { sniffContentType } from '../blob/content-sniffer';

/** Longest signature data URL accepted (characters). */
export const MAX_SIGNATURE_LENGTH = 700_000;

/** Whether `value` is a base64 PNG data URL whose decoded bytes really open with the PNG signature. */
export function isPngSignature(value: unknown): boolean {
  if (!isPngDataUrl(value) || (value as string).length > MAX_SIGNATURE_LENGTH) return false;
  const bytes = Buffer.from(
    (value as string).slice('data:image/png;base64,'.length, 'data:image/png;base64,'.length + 24),
    'base64',
  );
  return sniffContentType(bytes)?.mime === 'image/png';
}

/**
 * What the domain's rules cannot see of a signature (they check the data URL's form, decision 0010): bytes that are not
 * a PNG, or a data URL longer than MAX_SIGNATURE_LENGTH, get the domain's own message. Empty otherwise, also when the
 * form is wrong (the domain says so).
 */
export function signatureBytesErrors(value: unknown): string[] {
  return isPngDataUrl(value) && !isPngSignature(value) ? [SIGNATURE_PNG_MESSAGE] : [];
}
