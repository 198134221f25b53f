// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import * as routeFrames from '../src/ui/shell/route-frames.ts';
import { framesManifest, FRAMES_MANIFEST, inlineStylesheets, loadRouteFrames, prerenderPlugin } from './prerender-plugin.ts';

const indexHtml = readFileSync(resolve(import.meta.dirname, '..', 'index.html'), 'utf8').replace(
  '<meta charset="UTF-8" />',
  '<meta charset="UTF-8" />\n    <meta name="build-id" content="abc" />',
);

type GenerateBundle = { handler: (this: unknown, options: unknown, bundle: unknown) => Promise<void> };

/** The plugin with the app's own route-frames.ts (the build loads the same file through Vite's module runner). */
const plugin = () => prerenderPlugin(async () => routeFrames);

/** Runs the plugin's generateBundle on a bundle holding `html` as index.html; answers the files it emitted. */
async function emitted(html: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const hook = plugin().generateBundle as GenerateBundle;
  const context = { emitFile: (file: { fileName: string; source: string }) => files.set(file.fileName, file.source) };
  await hook.handler.call(context, {}, { 'index.html': { type: 'asset', fileName: 'index.html', source: html } });
  return files;
}

const headingOf = (html: string): string | undefined =>
  new DOMParser().parseFromString(html, 'text/html').querySelector('main h1')?.textContent ?? undefined;

describe('prerender plugin', () => {
  test('writes one page per frame: the built index.html with that route heading in its main landmark', async () => {
    const files = await emitted(indexHtml);
    expect(headingOf(files.get('frames/home.html')!)).toBe('Your plan');
    expect(headingOf(files.get('frames/checkout.html')!)).toBe('Employer and plan setup');
    expect(headingOf(files.get('frames/sign-in.html')!)).toBe('Sign in or create your account');
    for (const [name, html] of files) {
      if (!name.endsWith('.html')) continue;
      // the same head (build id, scripts) as index.html: only #root differs
      expect(html.slice(0, html.indexOf('<div id="root">'))).toBe(indexHtml.slice(0, indexHtml.indexOf('<div id="root">')));
      expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
    }
  });

  test('the sign-in frame paints the form at its final size with its controls disabled until the app runs', async () => {
    const doc = new DOMParser().parseFromString((await emitted(indexHtml)).get('frames/sign-in.html')!, 'text/html');
    expect(doc.querySelector('label[for="email"]')?.textContent).toBe('E-mail');
    expect(doc.querySelector<HTMLInputElement>('input#email')?.disabled).toBe(true);
    expect([...doc.querySelectorAll('button')].map((b) => [b.textContent, b.disabled])).toEqual([
      ['Send me a sign-in link', true],
      ['Sign in with a passkey', true],
    ]);
  });

  test('writes the manifest the server reads: every file it names was written', async () => {
    const files = await emitted(indexHtml);
    const manifest = JSON.parse(files.get(FRAMES_MANIFEST)!);
    expect(manifest).toEqual(framesManifest(routeFrames));
    expect(manifest.signedIn['/']).toBe('frames/home.html');
    expect(manifest.signedOut['/']).toBe('frames/sign-in.html');
    expect(manifest.signedOut['/checkout']).toBe('frames/sign-in.html');
    for (const file of [...Object.values(manifest.signedIn), ...Object.values(manifest.signedOut)])
      expect(files.has(file as string), String(file)).toBe(true);
  });

  test('an index.html without the prerendered frame fails the build instead of writing broken pages', async () => {
    await expect(emitted('<html><body><div id="root"></div></body></html>')).rejects.toThrow(/no prerendered #root/);
  });

  test("the build loads route-frames.ts in Node with the areas' frames (Vite's module runner)", async () => {
    const frames = await loadRouteFrames();
    expect(framesManifest(frames)).toEqual(framesManifest(routeFrames));
    expect(frames.allFrames()).toEqual(routeFrames.allFrames());
  });
});

describe('inlined style sheet', () => {
  test('index.html and every frame carry the entry style sheet as a style element, not a link to wait for', async () => {
    const html = indexHtml.replace('</title>', '</title>\n    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    const files = new Map<string, string>();
    const bundle: Record<string, { type: string; fileName: string; source: string }> = {
      'index.html': { type: 'asset', fileName: 'index.html', source: html },
      'assets/index-abc.css': { type: 'asset', fileName: 'assets/index-abc.css', source: '.app{color:red}' },
    };
    const hook = plugin().generateBundle as GenerateBundle;
    await hook.handler.call(
      { emitFile: (f: { fileName: string; source: string }) => files.set(f.fileName, f.source) },
      {},
      bundle,
    );
    for (const page of [bundle['index.html'].source, files.get('frames/home.html')!, files.get('frames/sign-in.html')!]) {
      expect(page).toContain('<style>.app{color:red}</style>');
      expect(page).not.toContain('rel="stylesheet"');
    }
  });

  test('a style sheet the bundle does not hold keeps its link; a closing style tag in the CSS cannot end the element', () => {
    const link = '<link rel="stylesheet" crossorigin href="/assets/other.css">';
    expect(inlineStylesheets(link, () => undefined)).toBe(link);
    expect(inlineStylesheets(link, () => 'a::after{content:"</style>"}')).toBe('<style>a::after{content:"<\\/style>"}</style>');
  });
});
