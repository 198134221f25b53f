import type { IdentityResult } from '@/ports/identity-provider';

/** Shown for an address the identity provider rejects. */
export const INVALID_EMAIL_MESSAGE = 'That e-mail address is not valid. Check it and try again.';
/** Shown for any other failure to send the link. */
export const SEND_FAILED_MESSAGE = 'We could not send the sign-in link. Please try again.';

/** The rate-limit message with the wait in words. */
export function rateLimitedMessage(retryAfterSeconds: number | undefined): string {
  if (!retryAfterSeconds) return 'Too many sign-in attempts. Please wait a moment and try again.';
  const wait =
    retryAfterSeconds >= 120
      ? `${Math.ceil(retryAfterSeconds / 60)} minutes`
      : `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`;
  return `Too many sign-in attempts. Please wait ${wait} and try again.`;
}

/** A failed identity result in words a person understands. */
export function identityErrorMessage(result: IdentityResult<unknown>): string {
  if (result.code === 429) return rateLimitedMessage(result.error?.retryAfter);
  const text =
    `${result.error?.errorCode ?? ''} ${result.error?.errorDescription ?? ''} ${result.error?.errorMessage ?? ''}`.toLowerCase();
  if (result.code === 400 && /(email|e-mail|loginid|login id)/.test(text)) return INVALID_EMAIL_MESSAGE;
  return SEND_FAILED_MESSAGE;
}
