#!/usr/bin/env node
// `node scripts/ready-under-throttling.mjs name=distDir,name=distDir [runs] [pages]`: two or more builds of the SPA
// compared under Lighthouse's mobile conditions applied to real loads, not simulated (decision 0355).
//   1. serves each build with `npm start` on its own port and data directory (DIST_DIR=distDir; build one with
//      `npx vite build --outDir /tmp/other` in a worktree of another commit)
//   2. opens each page in Debian's Chromium (412x823, a cold context per load) with the conditions applied through the
//      DevTools protocol as Lighthouse applies its mobile profile (LIGHTHOUSE_THROTTLING=devtools): 562.5 ms latency
//      per request (its 150 ms round trip x 3.75), 1,474.6 kbps down and 675 kbps up (1.6 Mbps and 750 kbps x 0.9),
//      CPU slowed 4x; THROTTLED_LATENCY_MS sets another latency. The builds take turns, the first one alternating
//   3. per load it prints the first contentful paint and when the page was ready to use: the sign-in page's e-mail
//      field enabled; home's area tiles in place of its skeleton (signed in through a fresh magic link)
//   4. prints the medians per page and build
// Default: 5 loads per page and build, pages sign-in,home. A benchmark, not a test: run it on an idle machine.
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromePath, magicLink, median, serveProduct } from './lighthouse.mjs';

const builds = (process.argv[2] ?? '').split(',').map((pair) => {
  const [name, dir] = pair.split('=');
  if (!name || !dir) throw new Error('usage: ready-under-throttling.mjs name=distDir,name=distDir [runs] [pages]');
  return { name, dir: resolve(dir) };
});
const runs = Number(process.argv[3] ?? 5);
const pages = (process.argv[4] ?? 'sign-in,home').split(',');
/** Lighthouse 12's mobile profile as its DevTools throttling applies it (lantern/simulation/Constants.js). */
const MOBILE = {
  latencyMs: Number(process.env.THROTTLED_LATENCY_MS ?? 150 * 3.75),
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuSlowdown: 4,
};

for (const build of builds) {
  const served = await serveProduct('throttled', { env: { DIST_DIR: build.dir }, echo: false });
  build.origin = served.origin;
  build.server = served.child;
}
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });

/** One cold load under the conditions: its first contentful paint and when it was ready, in ms from navigation. */
async function load(build, page, run) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.latencyMs,
      downloadThroughput: (MOBILE.downloadKbps * 1024) / 8,
      uploadThroughput: (MOBILE.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
    const url = page === 'sign-in' ? `${build.origin}/` : await magicLink(build.origin, `throttled-${run}@example.com`, '/');
    await tab.goto(url, { waitUntil: 'commit' });
    if (page === 'sign-in') await tab.waitForSelector('#email:not([disabled])', { timeout: 60_000 });
    else
      await tab.waitForFunction(
        () => !document.querySelector('[data-testid="home-skeleton"]') && document.querySelector('.area-card__title'),
        null,
        { timeout: 60_000, polling: 20 },
      );
    const times = await tab.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      ready: performance.now(),
    }));
    return { fcp: Math.round(times.fcp), ready: Math.round(times.ready) };
  } finally {
    await context.close();
  }
}

const results = new Map();
try {
  for (const page of pages)
    for (let run = 1; run <= runs; run += 1)
      for (const build of run % 2 ? builds : [...builds].reverse()) {
        const times = await load(build, page, run);
        const key = `${page}, ${build.name}`;
        results.set(key, [...(results.get(key) ?? []), times]);
        console.log(`${key} run ${run}: FCP ${times.fcp} ms, ready ${times.ready} ms`);
      }
  console.log(
    `\nMobile conditions applied (${MOBILE.latencyMs} ms per request, ${MOBILE.downloadKbps.toFixed(1)} kbps down, CPU ${MOBILE.cpuSlowdown}x), medians of ${runs}:`,
  );
  for (const [key, times] of results)
    console.log(`${key}: FCP ${median(times.map((t) => t.fcp))} ms, ready ${median(times.map((t) => t.ready))} ms`);
} finally {
  await browser.close();
  for (const build of builds) build.server.kill('SIGTERM');
}
