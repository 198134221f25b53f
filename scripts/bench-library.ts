/**
 * `npm run bench:library`: a folder of 10,000 documents (BENCH_DOCUMENTS) in the embedded server (PGlite in memory, or
 * DATABASE_URL), then
 *  1. the first-page API latency of GET /library/documents?folder_id= (median and p95 of BENCH_API_RUNS requests),
 *  2. in Chromium (/usr/bin/chromium, never downloaded): the time from navigation to the first rows of
 *     /library/{folderId}, and
 *  3. a scroll frame budget: the list scrolled by 600 px per frame for 240 frames (pages load as it goes), with
 *     median, p95 and worst frame times and the share of frames over 16.7 ms.
 * The SPA is built into a temporary directory unless BENCH_DIST_DIR names a build.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { buildApp } from '../server/app';
import { LocalPaymentGateway } from '../server/billing/local-payment-gateway';
import { LocalBlobStore } from '../server/blob/local-blob-store';
import { loadConfig } from '../server/config';
import { dropSchema, openDatabase } from '../server/db/database';
import { loadOrCreateSigningKeys } from '../server/identity/keys';
import { Outbox } from '../server/identity/outbox';
import { spaRoutes } from '../server/site/spa-routes';
import { LocalIdentityScorer } from '../server/verification/identity-scorer';
import { seedLibraryFolder } from './library-seed';

const ROOT = resolve(import.meta.dirname, '..');
const COUNT = Number(process.env.BENCH_DOCUMENTS ?? 10_000);
const API_RUNS = Number(process.env.BENCH_API_RUNS ?? 30);
const EMAIL = 'bench-library@example.com';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const port = (probe.address() as { port: number }).port;
      probe.close(() => done(port));
    });
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-library-'));
  const distDir = process.env.BENCH_DIST_DIR ?? join(dataDir, 'dist');
  if (process.env.BENCH_DIST_DIR === undefined) {
    console.log('building the SPA…');
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: distDir, emptyOutDir: true },
    });
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_ORIGIN: origin, PROFILE: 'local' });
  // On PostgreSQL the bench uses a schema of its own, dropped at the end.
  const schema = process.env.DATABASE_URL ? `bench_library_${Date.now().toString(36)}` : undefined;
  const database = await openDatabase({ url: process.env.DATABASE_URL || undefined, schema });
  const outbox = new Outbox(() => undefined);
  const app = await buildApp({
    config,
    database,
    keys: await loadOrCreateSigningKeys(undefined),
    outbox,
    blobs: await LocalBlobStore.open({ dataDir }),
    gateway: new LocalPaymentGateway(),
    scorer: new LocalIdentityScorer(config.verificationScore),
    logLevel: 'silent',
  });
  await app.register(spaRoutes, { distDir, reservedPrefixes: [`/${config.productKey}`, '/identity', '/dev'], sourceMaps: false });
  await app.listen({ port, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await (await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } })).newPage();
    // Sign in through the app (magic link from the in-process outbox).
    await page.goto('/');
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    const link = outbox
      .list()
      .filter((m) => m.to.toLowerCase() === EMAIL)
      .at(-1)!.link;
    await page.goto(link);
    await page.getByTestId('signed-in-as').waitFor();
    const user = await database.db.selectFrom('users').select('id').where('user_email', '=', EMAIL).executeTakeFirstOrThrow();

    // The folder and its documents, written straight to the database (one version row each).
    const started = performance.now();
    const folderId = await seedLibraryFolder(database.db, user.id, COUNT);
    console.log(
      `${COUNT.toLocaleString('en-US')} documents in one folder (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );

    // 1. First-page API latency, measured from Node with a session of the same user.
    const identity = async (path: string, body: unknown): Promise<Record<string, unknown>> => {
      const res = await fetch(`${origin}/identity${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.descopeProjectId}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await res.json()) as Record<string, unknown>;
    };
    await identity('/v1/auth/magiclink/signup-in/email', { loginId: EMAIL, URI: `${origin}/` });
    const magic = new URL(
      outbox
        .list()
        .filter((m) => m.to.toLowerCase() === EMAIL)
        .at(-1)!.link,
    ).searchParams.get('t');
    const token = (await identity('/v1/auth/magiclink/verify', { token: magic })).sessionJwt as string;
    const url = `${origin}/${config.productKey}/library/documents?folder_id=${folderId}&limit=100`;
    const times: number[] = [];
    for (let i = 0; i < API_RUNS; i++) {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { items: unknown[] };
      if (!res.ok || body.items.length !== 100) throw new Error(`first page answered ${res.status}`);
      times.push(performance.now() - t0);
    }
    console.log(
      `first page API (100 of ${COUNT.toLocaleString('en-US')}): median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms over ${API_RUNS} requests`,
    );

    // 2. Time to first rows: navigation start to the first row in the DOM.
    await page.goto(`/library/${folderId}`);
    const firstRows = await page.waitForFunction(
      () => (document.querySelector('.library-list__slot') ? performance.now() : 0),
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    console.log(
      `browser: first rows ${Number(await firstRows.jsonValue()).toFixed(0)} ms after navigation start (page load, sign-in check, folders and first page)`,
    );

    // 3. Scroll frame budget.
    const frames = await page.evaluate(async () => {
      const scroller = document.querySelector('[data-testid="document-scroller"]') as HTMLElement;
      const gaps: number[] = [];
      let last = performance.now();
      for (let i = 0; i < 240; i++) {
        scroller.scrollTop += 600;
        await new Promise((r) => requestAnimationFrame(r));
        const t = performance.now();
        gaps.push(t - last);
        last = t;
      }
      return { gaps, rows: scroller.querySelectorAll('.library-list__slot').length, top: scroller.scrollTop };
    });
    const over = frames.gaps.filter((g) => g > 16.7).length;
    console.log(
      `scroll: 240 frames of 600 px, median ${percentile(frames.gaps, 50).toFixed(1)} ms, p95 ${percentile(frames.gaps, 95).toFixed(1)} ms, worst ${Math.max(...frames.gaps).toFixed(1)} ms, ${over} frames over 16.7 ms; ${frames.rows} rows in the DOM at ${frames.top} px`,
    );
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    if (schema !== undefined) await dropSchema(process.env.DATABASE_URL as string, schema);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
