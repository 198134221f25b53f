import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { enrolAuthenticatorApp } from './authenticator';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const ROOT = resolve(import.meta.dirname, '../..');
/** The address that gets the `support` role in the suite. */
const SUPPORT_EMAIL = 'support@e2e.test';
/** A second support address that never sets up a second factor (admin mode must turn it away). */
const SUPPORT_WITHOUT_FACTOR_EMAIL = 'support-no-factor@e2e.test';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function waitForServer(url: string, server: ChildProcess, logFile: string): Promise<void> {
  // A fresh data directory runs initdb (in a child process) first; on a busy 2-core machine that alone takes a minute.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const res = await fetch(`${url}/site-config.json`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const log = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
  throw new Error(`The embedded server did not answer at ${url} (exit code ${server.exitCode}).\n${log}`);
}

/** Builds the SPA once, starts the embedded server and one Chromium; returns the teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'solo401k-e2e-'));
  // The suite's own build, so that another build of dist/ during the run cannot change the app under test.
  // E2E_DIST_DIR reuses a build made beforehand (quicker reruns while working on the tests only).
  const entry = process.env.E2E_SERVER_ENTRY ?? 'server/main.ts';
  const distDir = process.env.E2E_DIST_DIR ?? join(dataDir, 'dist');
  if (process.env.E2E_DIST_DIR === undefined) {
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: distDir, emptyOutDir: true },
    });
  }

  const logFile = join(dataDir, 'server.log');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = openSync(logFile, 'a');
  const server = spawn(join(ROOT, 'node_modules/.bin/tsx'), [entry], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      SUPPORT_EMAILS: `${SUPPORT_EMAIL},${SUPPORT_WITHOUT_FACTOR_EMAIL}`,
      PROFILE: 'local',
    },
  });
  let browser: BrowserServer | undefined;
  const stopServer = async (): Promise<void> => {
    if (!server.pid || server.exitCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    const signal = (name: NodeJS.Signals): void => {
      try {
        process.kill(-server.pid!, name);
      } catch {
        // already gone
      }
    };
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), 3_000);
    await exited;
    clearTimeout(timer);
  };
  const teardown = async (): Promise<void> => {
    await stopServer();
    await browser?.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Admin mode needs a second factor (decision 0266): the support user has an authenticator app from the start.
  const supportTotpStepFile = join(dataDir, 'support-totp-step');
  let supportTotpSecret = '';
  try {
    await waitForServer(baseUrl, server, logFile);
    supportTotpSecret = await enrolAuthenticatorApp(baseUrl, SUPPORT_EMAIL, supportTotpStepFile);
    browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('supportEmail', SUPPORT_EMAIL);
  project.provide('supportWithoutFactorEmail', SUPPORT_WITHOUT_FACTOR_EMAIL);
  project.provide('supportTotpSecret', supportTotpSecret);
  project.provide('supportTotpStepFile', supportTotpStepFile);
  return teardown;
}
