/**
 * A whole number as US English writes it (1,234,567; -12), without Intl: a page's first Intl format costs tens of
 * milliseconds while the engine loads its locale data (decision 0346). For safe integers only.
 */
export function usEnglishInteger(value: number): string {
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** A count as the locale writes it (1,234; de-DE 1.234); en-US when no locale is named. */
export function formatCount(count: number, locale = 'en-US'): string {
  if (locale === 'en-US' && Number.isSafeInteger(count)) return usEnglishInteger(count);
  return count.toLocaleString(locale);
}
