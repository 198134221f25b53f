// Applied throttling A/B: Lighthouse's mobile conditions applied for real (CDP: 150 ms latency, 1.6 Mbps down,
// 750 kbps up, CPU 4x), two builds served side by side; per load: FCP and the time the page is ready
// (sign-in: the e-mail field enabled; home: the skeleton replaced by the tiles).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort, magicLink } from './lighthouse.mjs';

const variants = process.argv[2].split(',').map((pair) => { const [name, dir] = pair.split('='); return { name, dir }; });
const runs = Number(process.argv[3] ?? 5);
const pages = (process.argv[4] ?? 'sign-in,home').split(',');
for (const v of variants) {
  v.port = await freePort();
  v.origin = `http://127.0.0.1:${v.port}`;
  v.proc = spawn(process.execPath, ['/work/main/scripts/start.mjs'], {
    cwd: '/work/main', stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(v.port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'thr-')), PROFILE: 'local', DIST_DIR: v.dir },
  });
  await new Promise((done) => v.proc.stdout.on('data', (c) => String(c).includes('is running at') && done()));
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] });
const results = {};
async function load(v, page, run) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8 * 0.9, uploadThroughput: (750 * 1024) / 8 * 0.9 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const url = page === 'sign-in' ? `${v.origin}/` : await magicLink(v.origin, `thr-${run}@example.com`, '/');
  await tab.goto(url, { waitUntil: 'commit' });
  const ready = page === 'sign-in' ? '#email:not([disabled])' : '.area-grid .area-tile, [data-testid="area-tile"]';
  await tab.waitForSelector(page === 'sign-in' ? ready : 'main h1', { timeout: 60000 });
  if (page === 'sign-in') await tab.waitForSelector(ready, { timeout: 60000 });
  else await tab.waitForFunction(() => !document.querySelector('[data-testid="home-skeleton"]') && document.querySelector('.area-card__title'), null, { timeout: 60000, polling: 20 });
  const t = await tab.evaluate(() => ({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime, now: performance.now() }));
  await context.close();
  return { fcp: Math.round(t.fcp), ready: Math.round(t.now) };
}
for (const page of pages) for (let run = 1; run <= runs; run += 1) {
  const order = run % 2 ? variants : [...variants].reverse();
  for (const v of order) {
    const r = await load(v, page, run);
    (results[`${page} ${v.name}`] ??= []).push(r);
    console.log(page, v.name, run, JSON.stringify(r));
  }
}
const med = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
for (const [k, rs] of Object.entries(results)) console.log(k, 'median FCP', med(rs.map((r) => r.fcp)), 'ready', med(rs.map((r) => r.ready)));
await browser.close();
for (const v of variants) v.proc.kill('SIGTERM');
