import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { answerUsEnglishEarly, reactAriaUsEnglishPlugin } from './react-aria-locale-plugin';

/** The installed React Aria module the plugin changes. */
function installedModule(): { id: string; code: string } {
  const require = createRequire(import.meta.url);
  const id = join(dirname(require.resolve('react-aria/package.json')), 'dist/private/i18n/useDefaultLocale.mjs');
  return { id, code: readFileSync(id, 'utf8') };
}

/**
 * Runs an ES module's code as a function: its imports from `stubs` (by specifier and imported name), its exports
 * answered as an object; `window`, `navigator` and `Intl` are the given ones.
 */
function evaluate(
  code: string,
  stubs: Record<string, Record<string, unknown>>,
  globals: { navigator: { language: string }; Intl: unknown },
): Record<string, (...args: unknown[]) => unknown> {
  const bindings: string[] = [];
  let body = code.replace(/^import \{([^}]*)\} from "([^"]+)";$/gm, (_all, names: string, from: string) => {
    for (const part of names.split(',')) {
      const [imported, local] = part.split(' as ').map((s) => s.trim());
      bindings.push(`const ${local ?? imported} = stubs[${JSON.stringify(from)}][${JSON.stringify(imported)}];`);
    }
    return '';
  });
  let exported = '{}';
  body = body.replace(/^export \{([^}]*)\};$/m, (_all, names: string) => {
    exported = `{${names
      .split(',')
      .map((part) => {
        const [local, name] = part.split(' as ').map((s) => s.trim());
        return `${name ?? local}: ${local}`;
      })
      .join(', ')}}`;
    return '';
  });
  const run = new Function('stubs', 'window', 'navigator', 'Intl', `${bindings.join('\n')}\n${body}\nreturn ${exported};`);
  return run(stubs, {}, globals.navigator, globals.Intl);
}

/** An Intl whose locale checks are counted; isRTL is the stubbed direction check. */
function harness(language: string) {
  const supportedLocalesOf = vi.fn((locales: string[]) => locales);
  const isRTL = vi.fn((locale: string) => locale.startsWith('ar'));
  const stubs = {
    './utils.mjs': { isRTL },
    '../ssr/SSRProvider.mjs': { useIsSSR: () => false },
    react: { useState: () => [undefined, () => undefined], useEffect: () => undefined },
  };
  const globals = { navigator: { language }, Intl: { DateTimeFormat: { supportedLocalesOf } } };
  return { stubs, globals, supportedLocalesOf, isRTL };
}

describe('React Aria answers US English without Intl (decision 0347)', () => {
  test('the installed module, as built: en-US answered at once, with no locale check and no direction check', () => {
    const { code } = installedModule();
    const h = harness('en-US');
    const module = evaluate(answerUsEnglishEarly(code), h.stubs, h.globals);
    expect(module.getDefaultLocale()).toEqual({ locale: 'en-US', direction: 'ltr' });
    expect(h.supportedLocalesOf).not.toHaveBeenCalled();
    expect(h.isRTL).not.toHaveBeenCalled();
  });

  test('without the plugin the module checks en-US through Intl (the cost the plugin removes)', () => {
    const { code } = installedModule();
    const h = harness('en-US');
    const module = evaluate(code, h.stubs, h.globals);
    expect(module.getDefaultLocale()).toEqual({ locale: 'en-US', direction: 'ltr' });
    expect(h.supportedLocalesOf).toHaveBeenCalled();
    expect(h.isRTL).toHaveBeenCalled();
  });

  test('any other language is still checked: de-DE left to right, ar-EG right to left, an unknown one falls back to en-US', () => {
    const { code } = installedModule();
    for (const [language, answer] of [
      ['de-DE', { locale: 'de-DE', direction: 'ltr' }],
      ['ar-EG', { locale: 'ar-EG', direction: 'rtl' }],
    ] as const) {
      const h = harness(language);
      expect(evaluate(answerUsEnglishEarly(code), h.stubs, h.globals).getDefaultLocale()).toEqual(answer);
      expect(h.supportedLocalesOf).toHaveBeenCalledWith([language]);
    }
    const refused = harness('xx-not-a-locale');
    refused.supportedLocalesOf.mockImplementation(() => {
      throw new RangeError('Incorrect locale information provided');
    });
    expect(evaluate(answerUsEnglishEarly(code), refused.stubs, refused.globals).getDefaultLocale()).toEqual({
      locale: 'en-US',
      direction: 'ltr',
    });
  });

  test('the plugin changes that module only, and fails the build when the module no longer reads the language as expected', () => {
    const plugin = reactAriaUsEnglishPlugin();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
    const { id, code } = installedModule();
    expect(transform(code, id)?.code).toBe(answerUsEnglishEarly(code));
    expect(transform(code, '/app/node_modules/react-aria/dist/private/i18n/utils.mjs')).toBeUndefined();
    expect(() => transform('export const x = 1;', id)).toThrow(/no longer reads the browser's language/);
  });
});
