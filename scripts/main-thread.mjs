#!/usr/bin/env node
// `npm run main-thread [runs] [pages]`: main-thread blocking that a busy machine does not blur. Lighthouse's TBT
// (docs/performance.md) multiplies each task's WALL time by 4, so other processes on a shared 2-core machine inflate
// it many times over; this diagnostic opens the same pages (sign-in, home and checkout through a fresh magic link,
// 412x823, cold context) in Debian's Chromium against `npm start`, records a trace, and sums, over the renderer's
// main-thread tasks after first contentful paint, 4 x each task's THREAD time (CPU time) beyond 50 ms. It prints each
// run's figure and its long tasks with what ran inside them (script evaluation, function calls with their chunk), and
// the median. Use it to compare two versions of the code on the same machine; judge the goals with `npm run lighthouse`
// on an idle machine. Default: 3 runs of every page. With --cpu it also records a CPU profile of each load and prints
// the JavaScript CPU time (all samples in the page's scripts, long task or not: steadier than blocking time on a
// noisy machine) with its median and the mean per chunk; `((program))` is the browser's own work (parsing, style,
// layout) and `((garbage collector))` V8's. MAIN_THREAD_SAVE_DIR=dir keeps each load's trace (`<page>-<run>.trace.json`)
// and, with --cpu, its CPU profile (`<page>-<run>.cpuprofile`) there, to open in Chromium's DevTools or to map
// through the build's source maps (dist/assets/*.map).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromePath, magicLink, serveProduct } from './lighthouse.mjs';

const cpu = process.argv.includes('--cpu');
const positional = process.argv.slice(2).filter((arg) => arg !== '--cpu');
const runs = Number(positional[0] ?? 3);
const only = (positional[1] ?? 'sign-in,home,checkout').split(',');
const saveDir = process.env.MAIN_THREAD_SAVE_DIR ? resolve(process.env.MAIN_THREAD_SAVE_DIR) : undefined;
if (saveDir) mkdirSync(saveDir, { recursive: true });
/** Keeps one load's trace or profile in MAIN_THREAD_SAVE_DIR, when it is set. */
const save = (name, run, kind, text) => {
  if (saveDir) writeFileSync(join(saveDir, `${name}-${run}.${kind}`), text);
};
const INNER = [
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'RunMicrotasks',
  'MajorGC',
  'MinorGC',
];

const { child: product, origin, dataDir } = await serveProduct('main-thread', { echo: false });

/** Blocking time from thread time, and the long tasks with their largest inner events, from one trace. */
function blocking(events) {
  const names = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.tdur &&
      names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' &&
      (!fcp || e.ts >= fcp.ts),
  );
  let total = 0;
  const long = [];
  for (const task of tasks) {
    total += Math.max(0, (4 * task.tdur) / 1000 - 50);
    if (4 * task.tdur <= 50_000) continue;
    const inner = events
      .filter(
        (e) =>
          e !== task &&
          e.ph === 'X' &&
          e.tdur &&
          e.pid === task.pid &&
          e.tid === task.tid &&
          e.ts >= task.ts &&
          e.ts < task.ts + task.dur &&
          INNER.includes(e.name),
      )
      .sort((a, b) => b.tdur - a.tdur)
      .slice(0, 3)
      .map(
        (e) => `${e.name} ${Math.round(e.tdur / 1000)} ms${e.args?.data?.url ? ` ${e.args.data.url.replace(/.*\//, '')}` : ''}`,
      );
    long.push(`${Math.round(task.tdur / 1000)} ms thread time: ${inner.join(', ')}`);
  }
  return { total: Math.round(total), long };
}

/** JavaScript CPU time by chunk (hash dropped) from a CDP CPU profile; `(program)` is the browser's own work. */
function cpuByChunk(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byChunk = new Map();
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id).callFrame;
    const chunk = frame.url.replace(/.*\//, '').replace(/-[\w-]{8}\.js$/, '') || `(${frame.functionName || 'program'})`;
    byChunk.set(chunk, (byChunk.get(chunk) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  byChunk.delete('((idle))');
  return byChunk;
}

const pages = {
  'sign-in': async () => `${origin}/`,
  home: () => magicLink(origin, 'main-thread-home@example.com', '/'),
  checkout: () => magicLink(origin, 'main-thread-checkout@example.com', '/checkout'),
};
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const name of only) {
    const totals = [];
    const jsTotals = [];
    const chunks = new Map();
    for (let run = 1; run <= runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const url = await pages[name]();
      const cdp = cpu ? await context.newCDPSession(page) : undefined;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
      }
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
      await page.goto(url, { waitUntil: 'networkidle' });
      // Work that starts after the network went quiet (the tiles' commit, a dialog) still belongs to the page's load.
      await page.waitForLoadState('networkidle');
      await new Promise((done) => setTimeout(done, 2_000));
      const traceText = String(await browser.stopTracing());
      save(name, run, 'trace.json', traceText);
      const trace = JSON.parse(traceText);
      if (cdp) {
        const { profile } = await cdp.send('Profiler.stop');
        save(name, run, 'cpuprofile', JSON.stringify(profile));
        const byChunk = cpuByChunk(profile);
        let js = 0;
        for (const [chunk, ms] of byChunk) {
          chunks.set(chunk, (chunks.get(chunk) ?? 0) + ms / runs);
          if (!chunk.startsWith('((')) js += ms;
        }
        jsTotals.push(Math.round(js));
        console.log(`${name} run ${run}: ${Math.round(js)} ms of JavaScript CPU time`);
      }
      await context.close();
      const result = blocking(trace.traceEvents ?? trace);
      totals.push(result.total);
      console.log(`${name} run ${run}: ${result.total} ms`);
      for (const line of result.long) console.log(`    ${line}`);
    }
    const sorted = [...totals].sort((a, b) => a - b);
    console.log(`${name}: median ${sorted[Math.floor(sorted.length / 2)]} ms of CPU-time blocking over ${runs} runs`);
    if (cpu) {
      const js = [...jsTotals].sort((a, b) => a - b);
      console.log(`${name}: median ${js[Math.floor(js.length / 2)]} ms of JavaScript CPU time over ${runs} runs; mean by chunk:`);
      for (const [chunk, ms] of [...chunks].sort((a, b) => b[1] - a[1]).slice(0, 12))
        console.log(`    ${ms.toFixed(1).padStart(7)} ms ${chunk}`);
    }
  }
} finally {
  await browser.close();
  product.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
