import { formatDate, formatTime } from '@/ui/kit/locale-format';

/** Audit entries in words live in the domain (the server's CSV export uses its labels too; decision 0297). */
export { auditEntryText } from '@/domain/display';

/** An instant as "Jan 10, 2026, 23:59 UTC". */
export function formatInstant(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${formatDate(iso)}, ${formatTime(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' })} UTC`;
}
