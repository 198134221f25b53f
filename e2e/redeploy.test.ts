import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answerOptInIfOffered, expectHeading, HOME_HEADING } from './support/app-driver';
import { connectBrowser } from './support/browser';

/**
 * Issue 9, "Redeploys and missing files": a tab opened on one build keeps working after the server restarts with a
 * new build. This file runs its own server (it must restart it), on one port and one data directory for both builds.
 */
const ROOT = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'solo401k-redeploy-'));
const dataDir = join(work, 'data');
let port = 0;
let server: ChildProcess | undefined;
let browser: Browser;
let context: BrowserContext;
let page: Page;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Signs in with the support role, so the header links the admin page (a page with no style sheet of its own). */
const SUPPORT_EMAIL = 'support-redeploy@e2e.test';

const origin = (): string => `http://127.0.0.1:${port}`;

/** A production build of the app into `outDir`; a `release` renames every asset (as changed sources would). */
async function buildInto(outDir: string, release?: string): Promise<string> {
  const tag = release ? `-${release}` : '';
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: {
        output: {
          entryFileNames: `assets/[name]${tag}-[hash].js`,
          chunkFileNames: `assets/[name]${tag}-[hash].js`,
          assetFileNames: `assets/[name]${tag}-[hash][extname]`,
        },
      },
    },
  });
  return (JSON.parse(readFileSync(join(outDir, 'version.json'), 'utf8')) as { buildId: string }).buildId;
}

async function startServer(distDir: string): Promise<void> {
  const logFile = join(work, 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      PROFILE: 'local',
      SUPPORT_EMAILS: SUPPORT_EMAIL,
    },
  });
  server = child;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${readFileSync(logFile, 'utf8')}`);
        return fetch(`${origin()}/site-config.json`).then(
          (r) => r.ok,
          () => false,
        );
      },
      { timeout: 180_000, interval: 250 },
    )
    .toBe(true);
}

async function stopServer(): Promise<void> {
  const child = server;
  server = undefined;
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  const signal = (name: NodeJS.Signals): void => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The same-origin scripts the page asked for, by URL path: `REQ path` when asked, `STATUS path` when answered. A request
 * can stay unanswered for the page: once a failed style sheet has started the full page load, the browser cancels the
 * old page's requests still in flight, so an old chunk's 404 may never reach it (seen on a loaded CI machine).
 */
function scriptsOf(p: Page): string[] {
  const seen: string[] = [];
  const isScript = (url: string): string | undefined => {
    const path = new URL(url).pathname;
    return path.startsWith('/assets/') && path.endsWith('.js') ? path : undefined;
  };
  p.on('request', (r) => {
    const path = isScript(r.url());
    if (path) seen.push(`REQ ${path}`);
  });
  p.on('response', (r) => {
    const path = isScript(r.url());
    if (path) seen.push(`${r.status()} ${path}`);
  });
  return seen;
}

/** The three releases, built before the tests (building is the slow part on a busy machine). */
const builds = { old: '', new: '', third: '' };

beforeAll(async () => {
  port = await freePort();
  browser = await connectBrowser();
  builds.old = await buildInto(join(work, 'dist-old'));
  builds.new = await buildInto(join(work, 'dist-new'), 'r2');
  builds.third = await buildInto(join(work, 'dist-third'), 'r3');
}, 300_000);

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close().catch(() => undefined);
  await stopServer();
  rmSync(work, { recursive: true, force: true });
});

describe.sequential('redeploy under an open page', { timeout: 300_000 }, () => {
  let oldBuild: string;
  let newBuild: string;
  let loads = 0;
  let scripts: string[];

  test('a tab signed in on the old build', async () => {
    oldBuild = builds.old;
    await startServer(join(work, 'dist-old'));
    context = await browser.newContext({ baseURL: origin(), viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    page.on('load', () => (loads += 1));
    scripts = scriptsOf(page);
    await page.goto('/');
    await expectHeading(page, 'Sign in or create your account');
    const email = SUPPORT_EMAIL;
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await expectHeading(page, 'Check your e-mail');
    const outbox = (await (await fetch(`${origin()}/dev/outbox`)).json()) as Array<{ to: string; link: string }>;
    const link = outbox.filter((m) => m.to.toLowerCase() === email).at(-1)?.link;
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expectHeading(page, HOME_HEADING);
    await answerOptInIfOffered(page);
    expect(await page.locator('meta[name="build-id"]').getAttribute('content')).toBe(oldBuild);
  });

  test('after a restart with a new build, old chunk URLs answer 404 and the favicon is served', async () => {
    const oldChunks = [...new Set(scripts.map((s) => s.split(' ')[1]))];
    expect(oldChunks.length).toBeGreaterThan(0);
    await stopServer();
    newBuild = builds.new;
    expect(newBuild).not.toBe(oldBuild);
    await startServer(join(work, 'dist-new'));
    for (const path of oldChunks) {
      const res = await fetch(`${origin()}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('<div id="root">');
    }
    const favicon = await fetch(`${origin()}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toContain('image/svg+xml');
    expect((await fetch(`${origin()}/favicon.ico`)).status).toBe(404);
  });

  test('clicking on in the open tab loads the target afresh on the new build, once (its style sheet is gone)', async () => {
    // The open tab still shows home (says what it shows instead when it does not).
    await expectHeading(page, HOME_HEADING);
    const loadsBefore = loads;
    scripts.length = 0;
    await page.locator('[data-area="checkout"] a').click();
    await expectHeading(page, 'Set up your individual 401(k)');
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await page.locator('meta[name="build-id"]').getAttribute('content')).toBe(newBuild);
    expect(loads).toBe(loadsBefore + 1);
    // The open tab asked for old chunks, none of which the new server served (404, or cancelled by the full load),
    // then the fresh page loaded the new build's chunks.
    const oldBuildScripts = scripts.filter((s) => !s.includes('-r2-'));
    expect(oldBuildScripts.some((s) => s.startsWith('REQ '))).toBe(true);
    expect(oldBuildScripts.filter((s) => !s.startsWith('REQ ') && !s.startsWith('404 '))).toEqual([]);
    expect(scripts.some((s) => s.startsWith('200 ') && s.includes('-r2-'))).toBe(true);
  });

  test('another redeploy: a failed page chunk runs the build check, which loads the target afresh once', async () => {
    await stopServer();
    const third = builds.third;
    expect(third).not.toBe(newBuild);
    await startServer(join(work, 'dist-third'));
    await expectHeading(page, 'Set up your individual 401(k)');
    const loadsBefore = loads;
    await page.getByRole('link', { name: 'Admin mode' }).click();
    await expectHeading(page, 'Admin mode');
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await page.locator('meta[name="build-id"]').getAttribute('content')).toBe(third);
    expect(await page.evaluate(() => sessionStorage.getItem('buildReloadedFor'))).toBe(third);
    expect(loads).toBe(loadsBefore + 1);
    // Still signed in, and the app keeps working on the new build without another load.
    await page.getByRole('link', { name: 'Home' }).click();
    await expectHeading(page, HOME_HEADING);
    expect(loads).toBe(loadsBefore + 1);
  });
});
