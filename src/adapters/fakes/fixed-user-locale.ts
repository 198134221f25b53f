import type { UserLocale } from '@/ports/user-locale';

/** A user locale set by the test (undefined: none known, so en-US). */
export class FixedUserLocale implements UserLocale {
  constructor(public locale: string | undefined = undefined) {}

  preferred(): string | undefined {
    return this.locale;
  }
}
