/**
 * `npm run bench:api`: authenticated GET /me of the embedded server against a bare Fastify hello-world on the same
 * machine, measured with autocannon and printed as a throughput ratio (goal: at least 0.7 of the bare figure).
 * Both servers run side by side and are measured in alternating rounds, so that load from other processes on a
 * shared machine hits both alike; the ratio is that of the median throughputs.
 * Beside each run it prints the server thread's CPU time per answer (user and kernel, from /proc on Linux): both servers
 * run on this process's main thread, and that figure moves far less with the machine's load than throughput does, so
 * it is the one to compare two versions of the code by.
 * Environment: BENCH_ROUNDS (default 3), BENCH_DURATION (seconds per run, default 5), BENCH_CONNECTIONS (default 50),
 * BENCH_WORKERS (load-generator threads, default 2), DATABASE_URL (default: PGlite in memory).
 */
import { readFileSync } from 'node:fs';
import autocannon, { type Options, type Result } from 'autocannon';
import Fastify from 'fastify';
import { openDatabase } from '../db/database';
import { startTestApp } from '../test-support/start-test-app';

const GOAL = 0.7;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const workers = Number(process.env.BENCH_WORKERS ?? 2);

/** The main thread's CPU time so far in clock ticks (user, kernel), or undefined where /proc is not there. */
function mainThreadTicks(): { user: number; kernel: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${process.pid}/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]), kernel: Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** Runs autocannon and answers its result with the server thread's CPU microseconds per answer. */
async function measured(options: Options): Promise<{ result: Result; cpu: string }> {
  const before = mainThreadTicks();
  const result = await autocannon(options);
  const after = mainThreadTicks();
  if (before === undefined || after === undefined) return { result, cpu: '' };
  // Linux reports thread times in ticks of 10 ms (USER_HZ 100).
  const perAnswer = (ticks: number): string => ((ticks * 10_000) / Math.max(1, result.requests.total)).toFixed(1);
  return {
    result,
    cpu: `   server CPU per answer: user ${perAnswer(after.user - before.user)} us, kernel ${perAnswer(after.kernel - before.kernel)} us`,
  };
}

function line(name: string, m: { result: Result; cpu: string }): string {
  const r = m.result;
  return `  ${name.padEnd(26)} ${r.requests.average.toFixed(0).padStart(8)} req/s   latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms   errors ${r.errors}, non-2xx ${r.non2xx}${m.cpu}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function main(): Promise<void> {
  console.log(
    `API benchmark: ${rounds} rounds, ${duration} s per run, ${connections} connections, ${workers} load threads, database ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/`;

  const database = await openDatabase({ url: process.env.DATABASE_URL || undefined });
  const t = await startTestApp({ database, logLevel: 'warn' });
  const user = await t.signIn('bench@example.com');
  const apiOptions = {
    url: `${t.origin}${t.prefix}/me`,
    connections,
    // As the SPA sends it: the session's bearer token and the anti-forgery cookie every answer after the first carries.
    headers: { authorization: `Bearer ${user.token}`, cookie: `XSRF-TOKEN=${user.xsrf}` },
    workers,
  };

  const bareRates: number[] = [];
  const apiRates: number[] = [];
  let failed = 0;
  try {
    await autocannon({ url: bareUrl, connections, duration: 1, workers });
    await autocannon({ ...apiOptions, duration: 1 });
    for (let i = 1; i <= rounds; i++) {
      console.log(`round ${i}`);
      const b = await measured({ url: bareUrl, connections, duration, workers });
      console.log(line('bare Fastify hello-world', b));
      const a = await measured({ ...apiOptions, duration });
      console.log(line('authenticated GET /me', a));
      failed += a.result.errors + a.result.non2xx;
      bareRates.push(b.result.requests.average);
      apiRates.push(a.result.requests.average);
    }
  } finally {
    await t.close();
    await database.close();
    await bare.close();
  }
  if (failed > 0) console.log(`WARNING: ${failed} API requests failed`);
  const ratio = median(apiRates) / median(bareRates);
  console.log(`median: bare ${median(bareRates).toFixed(0)} req/s, GET /me ${median(apiRates).toFixed(0)} req/s`);
  console.log(`ratio (GET /me / bare): ${ratio.toFixed(2)}  goal >= ${GOAL}: ${ratio >= GOAL ? 'met' : 'NOT met'}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
