import { formatDate, formatTime } from '@/ui/kit/locale-format';

/** Words for the actions the product records. */
const ACTIONS: Record<string, string> = {
  disable: 'Disabled the account',
  enable: 'Re-enabled the account',
  send_sign_in_link: 'Sent a sign-in link',
  reset_factors: 'Reset the second factors',
  reset_factors_failed: 'Tried to reset the second factors (the identity provider refused)',
  create: 'Created',
  rename: 'Renamed',
  move: 'Moved',
  remove: 'Removed',
  restore: 'Restored',
  upload: 'Uploaded',
  edit: 'Changed',
  save: 'Saved',
};

/** An audit action as people read it: known codes in words, others with spaces for underscores. */
export function actionLabel(action: string): string {
  const known = ACTIONS[action];
  if (known) return known;
  const words = action.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An object type as people read it ("bank_application" -> "bank application"). */
export function objectTypeLabel(type: string): string {
  return type.replace(/_/g, ' ');
}

/** An instant as "Jan 10, 2026, 23:59 UTC". */
export function formatInstant(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${formatDate(iso)}, ${formatTime(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' })} UTC`;
}
