import { firstSupportedLocale } from '@/domain/display/locale';
import type { UserLocale } from '@/ports/user-locale';

/** The browser's language preferences (navigator.languages, most preferred first, else navigator.language). */
export class NavigatorUserLocale implements UserLocale {
  /** The last answer with the preferences it was worked out from: every formatted amount asks, Intl's checks are slow. */
  private last?: { preferences: string; locale: string | undefined };

  constructor(private readonly navigator: Pick<Navigator, 'languages' | 'language'>) {}

  preferred(): string | undefined {
    const candidates = [...(this.navigator.languages ?? []), this.navigator.language];
    const preferences = candidates.join(',');
    if (this.last?.preferences !== preferences) this.last = { preferences, locale: firstSupportedLocale(candidates) };
    return this.last.locale;
  }
}
