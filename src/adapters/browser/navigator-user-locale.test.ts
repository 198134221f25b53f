import { describe, expect, test } from 'vitest';
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
});
