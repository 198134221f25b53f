import type { Plugin } from 'vite';

/** The React Aria module that works out the browser's locale when it loads. */
export const DEFAULT_LOCALE_MODULE = /\/react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/;

/** The statement of that module that reads the browser's language; the early answer goes right after it. */
const LOCALE_READ = /(\n(\s*)let locale = [^;]*navigator\.language[^;]*;\n)/;

/**
 * Answers React Aria's default locale for US English without Intl (decision 0347). When its i18n module loads, React
 * Aria checks the browser's language with `Intl.DateTimeFormat.supportedLocalesOf` and its text direction with
 * `Intl.Locale#maximize`: on a page that has not used Intl yet, that first call starts the engine's locale data, some
 * 40 ms of one task on this machine (85 ms profiled), paid by every page with a form. For 'en-US' both answers are
 * known ('en-US', left to right), so the module answers them at once; any other language is checked as before.
 * The build fails if the module no longer reads the language the way this plugin expects (a React Aria update), so a
 * change cannot silently bring the cost back or break the module.
 */
export function reactAriaUsEnglishPlugin(): Plugin {
  return {
    name: 'react-aria-us-english',
    enforce: 'pre',
    transform(code, id) {
      if (!DEFAULT_LOCALE_MODULE.test(id.split('?')[0])) return undefined;
      return { code: answerUsEnglishEarly(code, id), map: null };
    },
  };
}

/** The module's code with the early US English answer after its language read; throws if there is no such read. */
export function answerUsEnglishEarly(code: string, id = DEFAULT_LOCALE_MODULE.source): string {
  const read = LOCALE_READ.exec(code);
  if (!read || !code.includes('supportedLocalesOf'))
    throw new Error(`react-aria-us-english: ${id} no longer reads the browser's language as expected; update the plugin`);
  return code.replace(LOCALE_READ, `$1$2if (locale === 'en-US') return { locale: locale, direction: 'ltr' };\n`);
}
