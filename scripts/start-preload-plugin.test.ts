import type { Rollup } from 'vite';
import { describe, expect, test } from 'vitest';
import { buildAppInMemory } from './build-in-memory';
import { type ChunkLike, lowPriorityScripts, preloadFiles } from './start-preload-plugin';

const chunk = (fileName: string, name: string, imports: string[] = []): ChunkLike => ({ type: 'chunk', fileName, name, imports });

describe('start preload (decision 0354)', () => {
  test('preloads the named chunks with what they import, not the entry’s own imports, each once', () => {
    const entry = chunk('assets/index-1.js', 'index', ['assets/runtime-1.js']);
    const bundle: Record<string, ChunkLike> = {
      'assets/index-1.js': entry,
      'assets/runtime-1.js': chunk('assets/runtime-1.js', 'runtime'),
      'assets/react-1.js': chunk('assets/react-1.js', 'react', ['assets/runtime-1.js', 'assets/scheduler-1.js']),
      'assets/scheduler-1.js': chunk('assets/scheduler-1.js', 'scheduler', ['assets/react-1.js']),
      'assets/start-1.js': chunk('assets/start-1.js', 'start', ['assets/react-1.js']),
      'assets/app.css': { type: 'asset', fileName: 'assets/app.css' },
    };
    expect(preloadFiles(bundle, entry, ['react'])).toEqual(['assets/react-1.js', 'assets/scheduler-1.js']);
    expect(preloadFiles(bundle, entry, ['react', 'start'])).toEqual([
      'assets/react-1.js',
      'assets/scheduler-1.js',
      'assets/start-1.js',
    ]);
    expect(preloadFiles(bundle, entry, ['nothing'])).toEqual([]);
  });

  test('every module script and module preload asks for low priority; other tags and stated priorities are kept', () => {
    // Tags that are not module scripts or module preloads, or that state a priority already, come out as they went in.
    const kept = [
      '<link rel="modulepreload" fetchpriority="high" href="/assets/start-1.js">',
      '<link rel="icon" href="/favicon.svg">',
      '<link rel="stylesheet" href="/assets/app.css">',
      '<script>window.x = 1</script>',
      '<script type="application/json">{}</script>',
    ];
    const html = [
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
      '<link rel=modulepreload href="/assets/react-1.js">',
      ...kept,
    ].join('\n');
    expect(lowPriorityScripts(html).split('\n')).toEqual([
      '<script fetchpriority="low" type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
      '<link fetchpriority="low" rel=modulepreload href="/assets/react-1.js">',
      ...kept,
    ]);
  });

  test('the built entry imports no library before the first paint; the page preloads React', async () => {
    const items = await buildAppInMemory();
    const chunks = items.filter((i): i is Rollup.OutputChunk => i.type === 'chunk');
    const entry = chunks.find((c) => c.isEntry && (c.facadeModuleId ?? '').endsWith('/index.html'));
    const react = chunks.find((c) => c.name === 'react');
    expect(entry).toBeDefined();
    expect(react).toBeDefined();
    // What the entry imports statically is evaluated before it runs: only the bundler's runtime and Vite's preload helper.
    const staticNames = entry!.imports.map((file) => chunks.find((c) => c.fileName === file)?.name).sort();
    expect(staticNames).toEqual(['preload', 'rolldown-runtime']);
    expect(entry!.dynamicImports).toContain(react!.fileName);
    const html = String((items.find((i) => i.fileName === 'index.html') as Rollup.OutputAsset).source);
    expect(html).toContain(`<link rel="modulepreload" fetchpriority="low" crossorigin href="/${react!.fileName}">`);
    expect(html).not.toMatch(/modulepreload[^>]*start-/);
    // Nothing the page loads by script is needed for its first paint (decision 0355): every script tag says so.
    const scriptTags = html.match(/<(script|link)\b[^>]*(type="module"|rel="modulepreload")[^>]*>/g) ?? [];
    expect(scriptTags.map((tag) => /\bfetchpriority="low"/.test(tag))).toEqual([true, true, true, true]);
    expect(html).toContain(`<script fetchpriority="low" type="module" crossorigin src="/${entry!.fileName}">`);
  }, 120_000);
});
