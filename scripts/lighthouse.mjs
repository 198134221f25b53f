#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 12 (mobile, simulated throttling unless LIGHTHOUSE_THROTTLING=devtools, cold cache)
// against what `npm start` serves.
//   1. installs lighthouse on first use into node_modules/.cache/lighthouse-<version> (not a devDependency, so `npm ci`
//      stays fast; decision 0174)
//   2. starts the product (scripts/start.mjs: builds what changed, compiled server) on a free port with its own data dir
//   3. audits the sign-in page, home and checkout, LIGHTHOUSE_RUNS runs each, in Debian's Chromium (/usr/bin/chromium);
//      home and checkout are opened signed in through a fresh magic link (`/?t=...`, `/checkout?t=...`), the way a
//      person arrives from the e-mail, so every run starts from a cold cache and empty storage
//   4. prints the median of performance, LCP, TBT, CLS and accessibility per page (with --json, one JSON object); a run
//      that did not finish (no navigation start recorded, a timeout) is measured again, up to three times
//   5. with LIGHTHOUSE_REPORT_DIR, saves every run's JSON report there (`<page>-<run>.json`, open it in the Lighthouse
//      viewer) and prints per run what painted largest (the LCP element), LCP's phases (time to first byte, resource
//      load delay, load time, render delay), FCP and Speed Index, so a slow LCP can be explained, not only measured
//   6. beside every page, the React-only reference page (scripts/react-baseline: the checkout's first form in React and
//      react-dom alone, built like the SPA and served by the product's own static plugin) is audited in the same run,
//      each pair in alternating order, so the machine's noise falls on both; per page it prints the product's and the
//      baseline's medians and the product/baseline figures (LCP ratio, TBT excess, score difference). Absolute figures
//      are this machine's; the comparison is what carries over (docs/performance.md).
//   7. the library page is a folder of 10,000 documents (LIGHTHOUSE_LIBRARY_DOCUMENTS): its user signs up, the product
//      stops, scripts/library-seed.ts writes the folder into the embedded database, the product starts again, and every
//      run opens /library/<folder> through a fresh magic link
// Environment: LIGHTHOUSE_RUNS (pairs per page, default 5), CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_REPORT_DIR
// (none), LIGHTHOUSE_PAGES (comma-separated subset of sign-in,home,checkout,library; default all), LIGHTHOUSE_BASELINE=0
// (the product alone), LIGHTHOUSE_LIBRARY_DOCUMENTS (default 10000), LIGHTHOUSE_THROTTLING=devtools (the mobile
// conditions applied to the load instead of simulated from an unthrottled one).
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const VERSION = '12.8.2';
const root = resolve(import.meta.dirname, '..');
const cacheDir = join(root, 'node_modules', '.cache', `lighthouse-${VERSION}`);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** How many times one run of a pair is tried before it is left out of the medians. */
const ATTEMPTS = 3;
const withBaseline = process.env.LIGHTHOUSE_BASELINE !== '0';
/**
 * Lighthouse's default simulates a slow phone from an unthrottled load (`simulate`); `devtools` applies the same
 * conditions to the load itself (150 ms round trips, 1.6 Mbps, CPU slowed 4x), so what it reports is what was observed
 * under them: slower to run and noisier, but free of the simulation's guesses (docs/performance.md).
 */
const throttling = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
/** Debian's Chromium (never one a tool downloads), or CHROME_PATH. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const json = process.argv.includes('--json');
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR ? resolve(process.env.LIGHTHOUSE_REPORT_DIR) : undefined;
const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
const log = (...args) => (json ? console.error(...args) : console.log(...args));
const libraryEmail = 'lighthouse-library@example.com';
const libraryDocuments = Number(process.env.LIGHTHOUSE_LIBRARY_DOCUMENTS ?? 10_000);
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** Installs lighthouse once into the cache folder; answers the path of a module inside it. */
function lighthouseModule(name) {
  const dir = join(cacheDir, 'node_modules', name);
  if (!existsSync(join(cacheDir, 'node_modules', 'lighthouse', 'package.json'))) {
    log(`Installing lighthouse ${VERSION} into ${cacheDir} (first run only)…`);
    mkdirSync(cacheDir, { recursive: true });
    execFileSync(
      'npm',
      ['install', '--prefix', cacheDir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `lighthouse@${VERSION}`],
      { stdio: json ? ['ignore', 'ignore', 'inherit'] : 'inherit', env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' } },
    );
  }
  return dir;
}

async function importFrom(dir) {
  const pkg = (await import(pathToFileURL(join(dir, 'package.json')), { with: { type: 'json' } })).default;
  const entry =
    typeof pkg.exports === 'string' ? pkg.exports : (pkg.exports?.['.']?.import ?? pkg.exports?.['.']?.default ?? pkg.main);
  return import(pathToFileURL(join(dir, typeof entry === 'string' ? entry : 'index.js')));
}

export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/**
 * Starts `npm start` (local profile) on `port` with its own data directory, `env` added (e.g. DIST_DIR for another
 * build); resolves with the child once it serves. Its output is echoed unless `echo` is false.
 */
export async function startProduct(port, dataDir, { env = {}, echo = !json } = {}) {
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PROFILE: 'local', ...env },
  });
  await new Promise((done, fail) => {
    child.stdout.on('data', (chunk) => {
      if (echo) process.stdout.write(chunk);
      if (String(chunk).includes('is running at')) done();
    });
    child.once('exit', (code) => fail(new Error(`npm start exited with ${code}`)));
  });
  return child;
}

/**
 * `startProduct` on a free port with a new data directory (`name` in its temporary name): the child, the origin it
 * serves, its port and the data directory.
 */
export async function serveProduct(name, options) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `solo401k-${name}-`));
  return { child: await startProduct(port, dataDir, options), origin: `http://127.0.0.1:${port}`, port, dataDir };
}

const baselineDist = join(root, 'node_modules', '.cache', 'react-baseline', 'dist');

/** Builds the React-only reference page (scripts/react-baseline) and serves it with the product's static plugin. */
async function startBaseline(port) {
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      join(root, 'scripts', 'react-baseline', 'vite.config.ts'),
    ],
    {
      cwd: root,
      stdio: json ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    },
  );
  const child = spawn(process.execPath, [tsx, join(root, 'scripts', 'react-baseline', 'serve.ts'), String(port), baselineDist], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((done, fail) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('is running at')) done();
    });
    child.once('exit', (code) => fail(new Error(`the baseline server exited with ${code}`)));
  });
  return child;
}

/** The id of `email`'s user, signed up through a magic link and seen once by the product API. */
async function signedUpUserId(origin, email) {
  const config = await (await fetch(`${origin}/site-config.json`)).json();
  const token = new URL(await magicLink(origin, email, '/')).searchParams.get('t');
  const verified = await fetch(`${origin}/identity/v1/auth/magiclink/verify`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.descope_project_id}`, 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!verified.ok) throw new Error(`magic link verification answered ${verified.status}`);
  const { sessionJwt } = await verified.json();
  const me = await fetch(new URL(`${config.api_base_url}/me`, origin), { headers: { authorization: `Bearer ${sessionJwt}` } });
  if (!me.ok) throw new Error(`GET /me answered ${me.status}`);
  return (await me.json()).id;
}

/**
 * The library page's folder: its user signs up on the running product, which then stops (the embedded database has one
 * owner), scripts/library-seed.ts writes the folder and its documents, and the product starts again on the same port
 * and data. Answers the restarted product and the folder's id.
 */
async function seedLibrary(product, port, origin, dataDir) {
  const userId = await signedUpUserId(origin, libraryEmail).catch((error) => {
    product.kill('SIGTERM');
    throw error;
  });
  product.kill('SIGTERM');
  await once(product, 'exit');
  const started = Date.now();
  const output = execFileSync(
    process.execPath,
    [tsx, join(root, 'scripts', 'library-seed.ts'), dataDir, userId, String(libraryDocuments)],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const { folderId } = JSON.parse(output.trim().split('\n').at(-1));
  log(`library: ${libraryDocuments} documents in one folder, seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { product: await startProduct(port, dataDir), folderId };
}

/** A fresh magic link for `email` that lands on `path` (the local identity service and its outbox). */
export async function magicLink(origin, email, path) {
  const config = await (await fetch(`${origin}/site-config.json`)).json();
  const res = await fetch(`${origin}/identity/v1/auth/magiclink/signup-in/email`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.descope_project_id}`, 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: email, URI: `${origin}${path}` }),
  });
  if (!res.ok) throw new Error(`magic link request answered ${res.status}`);
  const outbox = await (await fetch(`${origin}/dev/outbox`)).json();
  const link = outbox.filter((m) => m.to === email).at(-1)?.link;
  if (!link) throw new Error(`no magic link for ${email}`);
  return link;
}

/** What painted largest and why it painted when it did, from a report's own audits. */
export function lcpDetails(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items[0]?.items?.[0]?.node;
  const phases = Object.fromEntries((items[1]?.items ?? []).map((row) => [row.phase, Math.round(row.timing)]));
  return {
    element: node ? `${node.selector ?? ''} ${JSON.stringify((node.nodeLabel ?? node.snippet ?? '').slice(0, 60))}` : 'none',
    phases,
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    speedIndexMs: Math.round(lhr.audits['speed-index']?.numericValue ?? 0),
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The medians of a list of samples. */
function medians(samples) {
  return {
    performance: median(samples.map((s) => s.performance)),
    lcpMs: median(samples.map((s) => s.lcpMs)),
    tbtMs: median(samples.map((s) => s.tbtMs)),
    cls: median(samples.map((s) => s.cls)),
    accessibility: median(samples.map((s) => s.accessibility)),
  };
}

/** The product's page against the React-only page measured in the same run: the figures the speed goals are set in. */
export function comparison(product, baseline) {
  return {
    lcpRatio: Number((product.lcpMs / Math.max(1, baseline.lcpMs)).toFixed(2)),
    tbtExcessMs: Math.round(product.tbtMs - baseline.tbtMs),
    scoreDifference: product.performance - baseline.performance,
  };
}

async function main() {
  const lighthouse = (await importFrom(lighthouseModule('lighthouse'))).default;
  const chromeLauncher = await importFrom(join(cacheDir, 'node_modules', 'chrome-launcher'));
  const served = await serveProduct('lighthouse');
  const { origin, port, dataDir } = served;
  const wanted = (name) => !onlyPages || onlyPages.includes(name);
  let product = served.child;
  let libraryFolder;
  if (wanted('library')) ({ product, folderId: libraryFolder } = await seedLibrary(product, port, origin, dataDir));
  const baselinePort = withBaseline ? await freePort() : undefined;
  const baselineServer = baselinePort ? await startBaseline(baselinePort) : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const pages = [
    { name: 'sign-in', url: async () => `${origin}/` },
    { name: 'home', url: () => magicLink(origin, 'lighthouse-home@example.com', '/') },
    { name: 'checkout', url: () => magicLink(origin, 'lighthouse-checkout@example.com', '/checkout') },
    { name: 'library', url: () => magicLink(origin, libraryEmail, `/library/${libraryFolder}`) },
  ].filter((page) => wanted(page.name));
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const loadBefore = loadavg()[0];

  /** One Lighthouse run; undefined when it did not finish (a timeout on a busy machine, no navigation start). */
  async function audit(name, run, url) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      throttlingMethod: throttling,
    });
    if (lhr.runtimeError || lhr.audits['cumulative-layout-shift']?.numericValue === undefined) {
      log(`  ${name} run ${run}: failed (${lhr.runtimeError?.message ?? 'no layout-shift figure'})`);
      return undefined;
    }
    const sample = {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      finalUrl: lhr.finalDisplayedUrl,
    };
    log(`  ${name} run ${run}: ${JSON.stringify(sample)}`);
    if (reportDir) {
      writeFileSync(join(reportDir, `${name}-${run}.json`), JSON.stringify(lhr));
      const lcp = lcpDetails(lhr);
      log(`    LCP element: ${lcp.element}`);
      log(`    LCP phases (ms): ${JSON.stringify(lcp.phases)}; FCP ${lcp.fcpMs} ms, Speed Index ${lcp.speedIndexMs} ms`);
    }
    return sample;
  }

  /**
   * A run that did not finish (Chromium now and then records no navigation start) is measured again, up to
   * ATTEMPTS times, so that each median is of the runs asked for.
   */
  async function measured(attempt) {
    for (let tries = 1; tries <= ATTEMPTS; tries += 1) {
      const sample = await attempt();
      if (sample) return sample;
    }
    return undefined;
  }

  const results = {};
  try {
    for (const page of pages) {
      const samples = [];
      const baselineSamples = [];
      for (let run = 1; run <= runs; run += 1) {
        const measureProduct = async () => {
          const sample = await measured(() => page.url().then((url) => audit(page.name, run, url)));
          if (sample) samples.push(sample);
        };
        const measureBaseline = async () => {
          if (!baselinePort) return;
          const url = `http://127.0.0.1:${baselinePort}/`;
          const sample = await measured(() => audit(`${page.name} baseline`, run, url));
          if (sample) baselineSamples.push(sample);
        };
        // Alternate which of the pair goes first, so neither always meets a warmer or a busier machine.
        if (run % 2 === 1) {
          await measureProduct();
          await measureBaseline();
        } else {
          await measureBaseline();
          await measureProduct();
        }
      }
      if (samples.length === 0) throw new Error(`every run of ${page.name} failed`);
      const productMedians = medians(samples);
      results[page.name] = productMedians;
      if (baselineSamples.length > 0) {
        const baselineMedians = medians(baselineSamples);
        results[page.name] = { ...productMedians, baseline: baselineMedians, ...comparison(productMedians, baselineMedians) };
      }
    }
  } finally {
    await chrome.kill();
    product.kill('SIGTERM');
    baselineServer?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  const load = { before: Number(loadBefore.toFixed(2)), after: Number(loadavg()[0].toFixed(2)) };
  if (json) {
    console.log(JSON.stringify({ date: new Date().toISOString(), lighthouse: VERSION, throttling, runs, load, results }));
    return;
  }
  console.log(
    `\nLighthouse ${VERSION}, mobile, ${throttling === 'devtools' ? 'applied (DevTools) throttling' : 'simulated throttling'}, median of ${runs} ${withBaseline ? 'interleaved pairs' : 'runs'} (${new Date().toISOString().slice(0, 10)}; this machine's figures, 1-minute load ${load.before} before, ${load.after} after)`,
  );
  console.log('page        performance   LCP ms   TBT ms   CLS     accessibility');
  for (const [name, r] of Object.entries(results)) {
    const row = (label, m) =>
      `${label.padEnd(12)}${String(m.performance).padStart(11)}${String(m.lcpMs).padStart(9)}${String(m.tbtMs).padStart(9)}   ${m.cls.toFixed(3)}${String(m.accessibility).padStart(10)}`;
    console.log(row(name, r));
    if (r.baseline) {
      console.log(row('  baseline', r.baseline));
      console.log(
        `  against the baseline: LCP ${r.lcpRatio}x, TBT ${r.tbtExcessMs >= 0 ? '+' : ''}${r.tbtExcessMs} ms, score ${r.scoreDifference >= 0 ? '+' : ''}${r.scoreDifference}`,
      );
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
