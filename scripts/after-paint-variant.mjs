#!/usr/bin/env node
// `node scripts/after-paint-variant.mjs distDir outDir`: a copy of a build whose pages ask for their scripts only once
// the browser reported its first contentful paint (decision 0356), to measure that option against the build as it is.
//   1. copies distDir to outDir (outDir is replaced)
//   2. in index.html and every frames/*.html: removes the entry's <script type="module"> and every
//      <link rel="modulepreload">, and adds one inline module script that inserts the same tags when the paint entry
//      'first-contentful-paint' is reported (at once in a hidden tab, after 3 s at the latest); writes .gz and .br anew
//   3. prints the content-security-policy source that allows that inline script ('sha256-...'): serve the copy with
//      DIST_DIR=outDir CSP_SCRIPT_SRC="'sha256-...'" (npm start, npm run lighthouse, ready-under-throttling.mjs)
// An experiment's tool, not part of the build: the product's pages keep their script tags (decision 0356).
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const ENTRY = /<script\b[^>]*\btype=["']?module["']?[^>]*\bsrc=["']([^"']+)["'][^>]*>\s*<\/script>\s*/i;
const PRELOAD = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>\s*/gi;
const HREF = /\bhref=["']([^"']+)["']/i;

/** The inline script that inserts `preloads` and then the entry `entry` once the first contentful paint is reported. */
export function afterPaintScript(entry, preloads) {
  return [
    'const go=()=>{',
    `for(const h of ${JSON.stringify(preloads)}){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.append(l)}`,
    `const s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.append(s)};`,
    'let done=false;const once=()=>{if(!done){done=true;go()}};',
    "new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();once()}}).observe({type:'paint',buffered:true});",
    "if(document.visibilityState==='hidden')once();else setTimeout(once,3000);",
  ].join('');
}

/**
 * A built page with its entry script and module preloads taken out and asked for by an inline script after the first
 * contentful paint; `script` is that inline script's text (its hash goes into the content security policy).
 * A page without a module entry is answered unchanged, with `script` undefined.
 */
export function scriptsAfterPaint(html) {
  const entry = html.match(ENTRY);
  if (entry === null) return { html, script: undefined };
  const preloads = (html.match(PRELOAD) ?? []).map((tag) => tag.match(HREF)?.[1]).filter((href) => href !== undefined);
  const script = afterPaintScript(entry[1], preloads);
  const rest = html.replace(ENTRY, '').replace(PRELOAD, '');
  // A function, so that no `$` in the script is read as a replacement pattern.
  return { html: rest.replace('</head>', () => `<script type="module">${script}</script></head>`), script };
}

/** The CSP source of an inline script's text. */
export function cspHashSource(script) {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * Copies the build `from` to `to` (replaced) with every page (index.html, frames/*.html) rewritten by
 * `scriptsAfterPaint` and its precompressed .gz and .br written anew; answers the CSP sources of the inline scripts.
 */
export function writeAfterPaintCopy(from, to) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const pages = [
    'index.html',
    ...readdirSync(join(to, 'frames'))
      .filter((f) => f.endsWith('.html'))
      .map((f) => `frames/${f}`),
  ];
  const sources = new Set();
  for (const page of pages) {
    const { html, script } = scriptsAfterPaint(readFileSync(join(to, page), 'utf8'));
    if (script === undefined) continue;
    sources.add(cspHashSource(script));
    writeFileSync(join(to, page), html);
    writeFileSync(join(to, `${page}.gz`), gzipSync(html, { level: 9 }));
    writeFileSync(join(to, `${page}.br`), brotliCompressSync(html));
  }
  return [...sources];
}

function main() {
  const [from, to] = process.argv.slice(2).map((dir) => (dir === undefined ? undefined : resolve(dir)));
  if (from === undefined || to === undefined) throw new Error('usage: after-paint-variant.mjs distDir outDir');
  console.log(writeAfterPaintCopy(from, to).join(' '));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
