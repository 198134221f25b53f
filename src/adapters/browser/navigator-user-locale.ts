import type { UserLocale } from '@/ports/user-locale';

/** The browser's language preferences (navigator.languages, most preferred first, else navigator.language). */
export class NavigatorUserLocale implements UserLocale {
  constructor(private readonly navigator: Pick<Navigator, 'languages' | 'language'>) {}

  preferred(): string | undefined {
    return firstSupportedLocale([...(this.navigator.languages ?? []), this.navigator.language]);
  }
}

/** The first of `candidates` that Intl formats with (canonical form), else undefined. */
export function firstSupportedLocale(candidates: readonly (string | undefined)[]): string | undefined {
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const [canonical] = Intl.getCanonicalLocales(candidate);
      if (canonical && Intl.NumberFormat.supportedLocalesOf([canonical]).length > 0) return canonical;
    } catch {
      // Not a well-formed language tag: try the next one.
    }
  }
  return undefined;
}
