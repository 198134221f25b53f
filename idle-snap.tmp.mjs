import { mkdtempSync, readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort, magicLink, startProduct } from './scripts/lighthouse.mjs';
const runs = Number(process.argv[2] ?? 3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (let i = 0; i < runs; i++) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = await startProduct(port, mkdtempSync(join(tmpdir(), 'mem-')), { echo: false });
  const server = execSync(`pgrep -P ${child.pid}`).toString().trim().split('\n')[0];
  const page = await (await browser.newContext()).newPage();
  let reads = 0;
  page.on('request', (r) => { if (r.url().includes('/api/')) reads++; });
  await page.goto(await magicLink(origin, `mem${i}@example.com`, '/'));
  await page.waitForSelector('.area-card__title', { timeout: 60000 });
  await new Promise((r) => setTimeout(r, 15000));
  if (process.env.SNAP) { process.kill(Number(server), 'SIGUSR2'); await new Promise((r) => setTimeout(r, 20000)); }
  const rss = readFileSync(`/proc/${server}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1];
  console.log(`run ${i + 1}: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} RSS ${Math.round(rss / 1024)} MiB, api reads ${reads}`);
  await page.context().close();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
await browser.close();
