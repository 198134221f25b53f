import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { cspHashSource, scriptsAfterPaint, writeAfterPaintCopy } from './after-paint-variant.mjs';

const PAGE = [
  '<!doctype html><html><head><title>t</title>',
  '<script fetchpriority="low" type="module" crossorigin src="/assets/index-A.js"></script>',
  '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/runtime-B.js">',
  '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/preload-C.js">',
  '<style>p{color:red}</style>',
  '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-D.js">',
  '<link rel="icon" href="/favicon.svg">',
  '</head><body><p>frame</p></body></html>',
].join('\n');

/** Runs the inline script against a recording document: what it appended to the head, and the paint to report. */
function run(script: string, visibilityState: 'visible' | 'hidden') {
  const appended: string[] = [];
  let observer: ((list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void) | undefined;
  const timers: (() => void)[] = [];
  const document = {
    visibilityState,
    head: {
      append: (el: { rel?: string; href?: string; src?: string; type?: string }) =>
        appended.push(el.rel === 'modulepreload' ? `preload ${el.href}` : `${el.type} ${el.src}`),
    },
    createElement: () => ({}),
  };
  class PerformanceObserver {
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe(): void {}
  }
  new Function('document', 'PerformanceObserver', 'setTimeout', script)(document, PerformanceObserver, (f: () => void) =>
    timers.push(f),
  );
  const paint = (name: string) =>
    observer?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect: () => undefined });
  return { appended, paint, timeout: () => timers.forEach((f) => f()) };
}

describe('after-paint-variant: a build whose pages ask for their scripts after the first paint (decision 0356)', () => {
  test('the entry and every module preload leave the HTML; one inline module script stands before </head>', () => {
    const { html, script } = scriptsAfterPaint(PAGE);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).toContain('<link rel="icon" href="/favicon.svg">');
    expect(html).toContain('<style>p{color:red}</style>');
    expect(html).toContain(`<script type="module">${script}</script></head>`);
    expect(html.match(/<script\b/g)).toHaveLength(1);
  });

  test('nothing is asked for before the paint; then the preloads in document order and the entry, once', () => {
    const { script } = scriptsAfterPaint(PAGE);
    const page = run(script, 'visible');
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    const expected = [
      'preload /assets/runtime-B.js',
      'preload /assets/preload-C.js',
      'preload /assets/react-D.js',
      'module /assets/index-A.js',
    ];
    expect(page.appended).toEqual(expected);
    page.timeout();
    expect(page.appended).toEqual(expected);
  });

  test('a hidden tab, which may never paint, asks at once; a page that never reports its paint asks at the timeout', () => {
    const { script } = scriptsAfterPaint(PAGE);
    expect(run(script, 'hidden').appended).toHaveLength(4);
    const silent = run(script, 'visible');
    expect(silent.appended).toEqual([]);
    silent.timeout();
    expect(silent.appended).toHaveLength(4);
  });

  test('a page without a module entry is left as it is', () => {
    const plain = '<!doctype html><html><head><script src="/x.js"></script></head><body></body></html>';
    expect(scriptsAfterPaint(plain)).toEqual({ html: plain, script: undefined });
  });

  test("the CSP source is the base64 SHA-256 of the script's text", () => {
    // Known digests: SHA-256 of the empty string and of "abc" (FIPS 180-2, appendix B.1), in base64.
    expect(cspHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(cspHashSource('abc')).toBe("'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='");
  });

  test('the copy: every page rewritten with its .gz and .br anew, other files and the build itself untouched', () => {
    const root = mkdtempSync(join(tmpdir(), 'after-paint-'));
    try {
      const from = join(root, 'dist');
      const to = join(root, 'copy');
      mkdirSync(join(from, 'frames'), { recursive: true });
      mkdirSync(join(to, 'stale'), { recursive: true });
      for (const page of ['index.html', 'frames/home.html']) {
        writeFileSync(join(from, page), PAGE);
        writeFileSync(join(from, `${page}.gz`), 'old');
        writeFileSync(join(from, `${page}.br`), 'old');
      }
      writeFileSync(join(from, 'version.json'), '{}');
      const sources = writeAfterPaintCopy(from, to);
      expect(sources).toEqual([cspHashSource(scriptsAfterPaint(PAGE).script)]);
      for (const page of ['index.html', 'frames/home.html']) {
        const html = readFileSync(join(to, page), 'utf8');
        expect(html).toBe(scriptsAfterPaint(PAGE).html);
        expect(gunzipSync(readFileSync(join(to, `${page}.gz`))).toString()).toBe(html);
        expect(brotliDecompressSync(readFileSync(join(to, `${page}.br`))).toString()).toBe(html);
        expect(readFileSync(join(from, page), 'utf8')).toBe(PAGE);
      }
      expect(readFileSync(join(to, 'version.json'), 'utf8')).toBe('{}');
      expect(() => readFileSync(join(to, 'stale'))).toThrow();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
