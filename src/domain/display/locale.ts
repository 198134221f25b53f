/** The first of `candidates` that Intl formats with, in canonical form (e.g. 'en-gb' -> 'en-GB'); else undefined. */
export function firstSupportedLocale(candidates: readonly (string | undefined)[]): string | undefined {
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const [canonical] = Intl.getCanonicalLocales(candidate);
      // en-US is always there; asking Intl costs a page its first Intl use, tens of milliseconds (decision 0346).
      if (canonical === 'en-US') return canonical;
      if (canonical && Intl.NumberFormat.supportedLocalesOf([canonical]).length > 0) return canonical;
    } catch {
      // Not a well-formed language tag: try the next one.
    }
  }
  return undefined;
}

/**
 * The preferred supported locale of an Accept-Language header ('de-DE,de;q=0.9,en;q=0.8' -> 'de-DE'): tags by
 * quality, highest first (equal ones in the order given), '*' and malformed ones skipped. Undefined when none is usable.
 */
export function localeOfAcceptLanguage(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const tags = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag !== '' && t.tag !== '*' && Number.isFinite(t.quality) && t.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return firstSupportedLocale(tags.map((t) => t.tag));
}

const LATIN_1 = /^[\x20-\x7E\u00A0-\u00FF]*$/;

/**
 * `locale` when it writes money and dates in Latin-1 characters (what the PDFs' standard fonts can show, e.g. en-GB,
 * de-DE, fr-FR), else undefined (the documents then use en-US rather than show '?' for every character).
 */
export function latinLocale(locale: string | undefined): string | undefined {
  if (locale === undefined) return undefined;
  const sample = [
    new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 2, 23)),
    ),
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(23500.5),
  ].join(' ');
  return LATIN_1.test(sample) ? locale : undefined;
}
