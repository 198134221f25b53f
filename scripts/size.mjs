#!/usr/bin/env node
// `npm run size`: how much JavaScript the first page loads, against React alone.
//   1. builds the SPA (vite build) unless --no-build is given and dist/index.html exists
//   2. reads dist/index.html: the entry <script type="module" src> and every <link rel="modulepreload" href>
//   3. gzips each of those files (level 9) and sums them
//   4. builds a bundle of react + react-dom alone with Vite's API and gzips it the same way
//   5. prints both figures and their ratio (with --json, one JSON object instead)
//   6. also prints what the sign-in page needs before a person can use it: the first page plus the chunks the
//      composition root loads at start (container, shell) and the sign-in page's own chunk (from the build manifest)
// Chunks loaded later by dynamic import (vendor SDKs, other pages, the test profile's fakes) are counted in neither.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const args = new Set(process.argv.slice(2));
const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** The entry script and modulepreload URLs of a built index.html, in document order. */
export function firstPageScripts(html) {
  const urls = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isEntry = /^<script/i.test(tag) && /type=["']module["']/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /rel=["']modulepreload["']/i.test(tag);
    const url = tag.match(/(?:src|href)=["']([^"']+)["']/i)?.[1];
    if ((isEntry || isPreload) && url && !/^https?:/i.test(url)) urls.push(url);
  }
  return urls;
}

async function reactAloneGzip() {
  const dir = mkdtempSync(join(tmpdir(), 'size-react-'));
  try {
    writeFileSync(
      join(dir, 'entry.js'),
      "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.body).render(createElement('p', null, 'hi'));\n",
    );
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><body><script type="module" src="/entry.js"></script></body></html>',
    );
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      build: { outDir: join(dir, 'out'), emptyOutDir: true, modulePreload: { polyfill: false } },
      cacheDir: join(dir, '.vite'),
      // react and react-dom resolve from this project's node_modules (the temporary root has none)
      plugins: [
        {
          name: 'resolve-from-project',
          enforce: 'pre',
          async resolveId(id, _importer) {
            if (/^react(-dom)?(\/|$)/.test(id)) return this.resolve(id, join(root, 'src', 'main.tsx'), { skipSelf: true });
            return undefined;
          },
        },
      ],
    });
    const assets = join(dir, 'out', 'assets');
    return readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gz(readFileSync(join(assets, f))), 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Output files of `keys` and of everything they import statically (build manifest of Vite). */
export function staticClosure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const dep of entry.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return files;
}

/** The sign-in page ready to use: the first page, what the entry loads at start, and the sign-in page. */
function signInReadyFiles(manifest) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const atStart = manifest[entryKey]?.dynamicImports ?? [];
  return staticClosure(manifest, [entryKey, ...atStart, 'src/ui/sign-in/sign-in-page.tsx']);
}

async function main() {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!(args.has('--no-build') && existsSync(join(dist, 'index.html')) && existsSync(manifestFile))) {
    await build({ root, logLevel: 'warn', build: { manifest: true } });
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const ready = [...signInReadyFiles(manifest)].reduce((sum, file) => sum + gz(readFileSync(join(dist, file))), 0);
  const scripts = firstPageScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
  const files = scripts.map((url) => ({ url, gzip: gz(readFileSync(join(dist, url.replace(/^\//, '')))) }));
  const firstPage = files.reduce((sum, f) => sum + f.gzip, 0);
  const react = await reactAloneGzip();
  const ratio = firstPage / react;
  if (args.has('--json')) {
    console.log(
      JSON.stringify({
        firstPageGzipBytes: firstPage,
        reactGzipBytes: react,
        ratio: Number(ratio.toFixed(2)),
        signInReadyGzipBytes: ready,
        signInReadyRatio: Number((ready / react).toFixed(2)),
        files,
      }),
    );
    return;
  }
  for (const f of files) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.url}`);
  console.log(`first page JavaScript (gzip): ${kb(firstPage)} in ${files.length} files`);
  console.log(`react + react-dom alone (gzip): ${kb(react)}`);
  console.log(`ratio: ${ratio.toFixed(2)}x React alone`);
  console.log(
    `sign-in page ready to use (first page + start-up chunks + its page, gzip): ${kb(ready)}, ${(ready / react).toFixed(2)}x React alone`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
