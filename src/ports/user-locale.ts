/**
 * The locale the user reads, for writing money and dates on screen (decision 0203): the browser's preferred language.
 * Undefined when none is known; the formatting in src/domain/display then writes en-US.
 */
export interface UserLocale {
  /** The preferred BCP 47 locale, e.g. 'de-DE', 'en-GB'; undefined when the environment names none that Intl supports. */
  preferred(): string | undefined;
}
export const UserLocale = Symbol('UserLocale');
