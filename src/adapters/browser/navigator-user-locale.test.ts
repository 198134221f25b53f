import { describe, expect, test, vi } from 'vitest';
import { NavigatorUserLocale } from './navigator-user-locale';

describe('NavigatorUserLocale', () => {
  test("the browser's first supported language, canonical; navigator.language when languages is empty", () => {
    expect(new NavigatorUserLocale({ languages: ['de-DE', 'en-US'], language: 'de-DE' }).preferred()).toBe('de-DE');
    expect(new NavigatorUserLocale({ languages: ['en-gb'], language: 'en-GB' }).preferred()).toBe('en-GB');
    expect(new NavigatorUserLocale({ languages: [], language: 'fr-FR' }).preferred()).toBe('fr-FR');
  });

  test('a malformed tag is skipped; none usable gives undefined (formatting then writes en-US)', () => {
    expect(new NavigatorUserLocale({ languages: ['not a tag', 'en-GB'], language: '' }).preferred()).toBe('en-GB');
    expect(new NavigatorUserLocale({ languages: ['%%'], language: '' }).preferred()).toBeUndefined();
  });

  test("asked again, answers from what it worked out until the browser's languages change", () => {
    const navigator = { languages: ['de-DE'] as readonly string[], language: 'de-DE' };
    const locale = new NavigatorUserLocale(navigator);
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    try {
      expect(locale.preferred()).toBe('de-DE');
      expect(locale.preferred()).toBe('de-DE');
      expect(supported).toHaveBeenCalledTimes(1);
      navigator.languages = ['fr-FR'];
      navigator.language = 'fr-FR';
      expect(locale.preferred()).toBe('fr-FR');
      expect(supported).toHaveBeenCalledTimes(2);
    } finally {
      supported.mockRestore();
    }
  });
});
