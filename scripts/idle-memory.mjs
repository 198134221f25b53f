#!/usr/bin/env node
// `node scripts/idle-memory.mjs [runs]`: the resident memory of an idle server after one sign-in (a speed goal: PGlite
// under 250 MiB, PostgreSQL under 150 MiB).
//   1. starts the product as `npm start` runs it (scripts/lighthouse.mjs `serveProduct`), each run with a new data
//      directory; PGlite unless DATABASE_URL names a PostgreSQL database (use a new, empty one)
//   2. signs in through a fresh magic link in Debian's Chromium and waits for home's area tiles
//   3. 15 s later reads the server process's RSS from /proc (Linux) and stops it
//   4. prints each run and the median
// Default: 5 runs. A benchmark, not a test: run it on an idle machine and write the figures in performance-log.md.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromePath, magicLink, median, serveProduct } from './lighthouse.mjs';

const runs = Number(process.argv[2] ?? 5);
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const browser = await chromium.launch({ executablePath: chromePath });
const figures = [];
try {
  for (let run = 1; run <= runs; run++) {
    const { child: starter, origin } = await serveProduct('idle', { echo: false });
    try {
      // `npm start` runs the compiled server as its child.
      const server = execFileSync('pgrep', ['-P', String(starter.pid)], { encoding: 'utf8' })
        .trim()
        .split('\n')[0];
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(await magicLink(origin, `idle-${run}@example.com`, '/'));
      await page.waitForSelector('.area-card__title', { timeout: 120_000 });
      await new Promise((resolve) => setTimeout(resolve, 15_000));
      const kib = Number(readFileSync(`/proc/${server}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1]);
      figures.push(Math.round(kib / 1024));
      console.log(`run ${run}: ${database}, idle after one sign-in: RSS ${figures.at(-1)} MiB`);
      await context.close();
    } finally {
      starter.kill('SIGTERM');
      await new Promise((resolve) => starter.once('exit', resolve));
    }
  }
} finally {
  await browser.close();
}
console.log(`${database}: median ${median(figures)} MiB of ${figures.length} runs (${figures.join(', ')})`);
