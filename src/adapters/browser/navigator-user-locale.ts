import { firstSupportedLocale } from '@/domain/display/locale';
import type { UserLocale } from '@/ports/user-locale';

/** The browser's language preferences (navigator.languages, most preferred first, else navigator.language). */
export class NavigatorUserLocale implements UserLocale {
  constructor(private readonly navigator: Pick<Navigator, 'languages' | 'language'>) {}

  preferred(): string | undefined {
    return firstSupportedLocale([...(this.navigator.languages ?? []), this.navigator.language]);
  }
}
