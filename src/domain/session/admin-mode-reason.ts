/** The most characters a reason for entering admin mode may have (after trimming). */
export const ADMIN_MODE_REASON_MAX = 500;

/** Shown when the reason for entering admin mode is missing or blank. */
export const ADMIN_MODE_REASON_REQUIRED = 'Enter the reason for acting as this participant';

/** Shown when the reason for entering admin mode is longer than ADMIN_MODE_REASON_MAX characters. */
export const ADMIN_MODE_REASON_TOO_LONG = `The reason can be at most ${ADMIN_MODE_REASON_MAX} characters`;

/** A checked reason: the trimmed text, or the message of the rule it breaks. */
export type AdminModeReasonCheck = { ok: true; reason: string } | { ok: false; message: string };

/**
 * The rule for the reason a support user gives when entering admin mode (decision 0297): trimmed, at least one
 * character, at most ADMIN_MODE_REASON_MAX characters (counted as code points, so an emoji counts once). The SPA and
 * the server apply the same rule.
 */
export function checkAdminModeReason(value: unknown): AdminModeReasonCheck {
  const reason = typeof value === 'string' ? value.trim() : '';
  if (reason === '') return { ok: false, message: ADMIN_MODE_REASON_REQUIRED };
  if ([...reason].length > ADMIN_MODE_REASON_MAX) return { ok: false, message: ADMIN_MODE_REASON_TOO_LONG };
  return { ok: true, reason };
}
