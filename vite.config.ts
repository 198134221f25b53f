import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { buildVersionPlugin } from './scripts/build-version-plugin.ts';
import { compressPlugin } from './scripts/compress-plugin.ts';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';
import { reactAriaUsEnglishPlugin } from './scripts/react-aria-locale-plugin.ts';
import { startPreloadPlugin } from './scripts/start-preload-plugin.ts';

/**
 * The chunks a page loads, in few files rather than many (decision 0346): every module script costs the main thread
 * a request, a compile and a task of its own, so the parts that always load together are one chunk each. The entry
 * (`index`) is the composition root alone; React is a chunk of its own that changes only with React.
 */
const START = [
  'src/container/create-app-container.ts',
  'src/container/browser-environment.ts',
  'src/adapters/site-config/http-site-config-source.ts',
  'src/ui/app.tsx',
  'src/ui/ui-module.ts',
  'src/ui/shell/signed-in-hint.ts',
  // every page's error message (the sign-in page's too)
  'src/ui/kit/error-alert.tsx',
];
const path = (id: string) => id.replaceAll('\\', '/');
/** Each module's answer, worked out once per build (both groups below ask about every kit module). */
const reactAriaUse = new Map<string, boolean>();
/** Whether a source module imports React Aria, itself or through another module of the kit. */
function usesReactAria(id: string, seen = new Set<string>()): boolean {
  const known = reactAriaUse.get(id);
  if (known !== undefined) return known;
  if (seen.has(id) || !/\.tsx?$/.test(id) || !existsSync(id)) return false;
  // Only a whole answer is kept: inside a cycle of imports, a module's answer is partial until the first one's is known.
  const first = seen.size === 0;
  seen.add(id);
  const source = readFileSync(id, 'utf8');
  const uses =
    /from '(react-aria|react-aria-components|react-stately)/.test(source) ||
    [...source.matchAll(/from '@\/ui\/kit\/([\w-]+)'/g)].some(([, name]) =>
      ['.ts', '.tsx'].some((ext) => usesReactAria(fileURLToPath(new URL(`./src/ui/kit/${name}${ext}`, import.meta.url)), seen)),
    );
  if (first) reactAriaUse.set(id, uses);
  return uses;
}
const CHUNK_GROUPS = [
  // Vite's preload helper behind every import() call, the entry's included: a chunk of its own, so that the entry
  // evaluates no library before the first paint (decision 0354).
  { name: 'preload', test: (id: string) => path(id).includes('vite/preload-helper'), priority: 50 },
  // React, react-dom and the scheduler (the floor of any React page), with the metadata polyfill the entry installs
  // before anything else.
  {
    name: 'react',
    test: (id: string) => /node_modules\/(react|react-dom|scheduler|reflect-metadata)\//.test(path(id)),
    priority: 40,
  },
  // What the composition root loads before the first render (the container with every adapter, the shell, the
  // stores), with everything they import.
  { name: 'start', test: (id: string) => START.some((root) => path(id).endsWith(root)), priority: 30 },
  // The identity SDK, loaded on its first call (decision 0349): a sign-in, a refresh, a second factor. Only the
  // product's own copy: the account widgets bundle theirs.
  {
    name: 'identity-sdk',
    test: (id: string) =>
      /\/node_modules\/@descope\/core-js-sdk\//.test(path(id)) &&
      !/\/node_modules\/@descope\/[^/]+\/node_modules\//.test(path(id)),
    priority: 25,
    includeDependenciesRecursively: false,
  },
  // Home shows every area's tile at once; the areas' HTTP adapters are asked for together by the tiles.
  {
    name: 'home-tiles',
    test: (id: string) => /\/src\/ui\/[\w-]+\/[\w-]+-home-tile\.tsx?$/.test(path(id)),
    priority: 20,
    // the tiles alone: what they share with the areas' pages goes with the shared code below, not into home's chunk
    includeDependenciesRecursively: false,
  },
  {
    name: 'area-adapters',
    test: (id: string) => /\/src\/adapters\/http\/http-[\w-]+-api\.ts$/.test(path(id)),
    priority: 20,
    includeDependenciesRecursively: false,
  },
  // The rules and formats more than one page uses (the domain with its validation libraries, the kit's pieces without
  // React Aria): pure functions and small components, so a page that shows figures does not load the form library.
  {
    name: 'shared',
    test: (id: string) =>
      /\/src\/domain\/|node_modules\/(class-validator|validator|date-fns|libphonenumber-js)\//.test(path(id)) ||
      (/\/src\/ui\/kit\//.test(path(id)) && !usesReactAria(id)),
    minShareCount: 2,
    priority: 15,
    includeDependenciesRecursively: false,
  },
  // The form pieces: React Aria's components and hooks with the kit's fields built on them.
  {
    name: 'forms',
    test: (id: string) =>
      /node_modules\/(react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized|@react-types)\//.test(
        path(id),
      ) ||
      (/\/src\/ui\/kit\//.test(path(id)) && usesReactAria(id)),
    minShareCount: 2,
    priority: 10,
  },
];

/** The SPA build. The embedded server (server/) serves dist/ in `npm start`. */
export default defineConfig({
  // prerenderPlugin after buildVersionPlugin: every frame carries the build id written into index.html.
  // optimizeLocales: React Aria's own strings (a dialog's "Dismiss", a search field's "Clear search") in US English
  // only, the product's one language, instead of 34 languages in every chunk that shows them.
  plugins: [
    optimizeLocales.vite({ locales: ['en-US'] }),
    reactAriaUsEnglishPlugin(),
    react(),
    // React is the entry's first import, after the first paint: the HTML preloads it (decision 0354). The start-up
    // chunk is not preloaded, so that the first page's JavaScript stays React's and the entry's.
    startPreloadPlugin(['react']),
    buildVersionPlugin(),
    prerenderPlugin(),
    compressPlugin(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Browsers have Map/WeakMap: the lite build of the metadata API is enough for Inversify (and smaller).
      { find: /^reflect-metadata$/, replacement: 'reflect-metadata/lite' },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Every browser the app supports has native module preloading; skip the polyfill on the first page.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
});
