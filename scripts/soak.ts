// `npm run soak`: simulated people sign in, go through the checkout step and pay, again and again, against one server
// process and then against two behind a round-robin loopback proxy; prints requests per second, p50/p99 latency,
// errors and the server processes' memory over time. A benchmark, not a test: run it on an otherwise idle machine.
//
// Environment:
//   SOAK_USERS (default 200)       simulated people working at the same time
//   SOAK_SECONDS (default 300)     how long each configuration runs (the loops stop by themselves then)
//   SOAK_PROCESSES (default "1,2") which configurations to run
//   DATABASE_URL / TEST_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test): each
//                                  configuration gets a new database, dropped at the end. Without PostgreSQL only
//                                  the one-process run takes place, on PGlite.
//   REDIS_URL                      count rate limits in Redis instead of the PostgreSQL table
// Every request goes to 127.0.0.1 only. Each simulated person has its own client address (X-Forwarded-For, trusted
// from the loopback proxy only), as people on their own devices would; the identity rate limits stay on.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { startRoundRobinProxy } from '../server/test-support/round-robin-proxy';

const ROOT = resolve(import.meta.dirname, '..');
const USERS = Number(process.env.SOAK_USERS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const RUNS = (process.env.SOAK_PROCESSES ?? '1,2').split(',').map((n) => Number(n.trim()));
const PG_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const { descopeProjectId, productKey } = loadConfig({});
const card = { card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } };
const personal = {
  title: 'Ms',
  first_name: 'Ada',
  last_name: 'Lovelace',
  DOB: '1980-12-10',
  gender: 'female',
  address01: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  phone: '512-555-0100',
  ssn_number: '123-45-6780',
  ssn: '123-45-6780',
  occupation: 'Engineer',
  married: false,
};

interface Server {
  origin: string;
  pid: number;
  /** Sign-in links the process printed, by address. */
  links: Map<string, string>;
  stop(): Promise<void>;
}

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

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PROFILE: 'local', LOG_LEVEL: 'warn', ...env },
  });
  const links = new Map<string, string>();
  let buffered = '';
  let log = '';
  const started = new Promise<void>((done, fail) => {
    const onData = (chunk: Buffer): void => {
      const text = chunk.toString();
      if (log.length < 20_000) log += text;
      buffered += text;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const m = /^\[outbox\] to (\S+): .* (http\S+)$/.exec(line);
        if (m) links.set(m[1]!, m[2]!);
        if (line.includes('is running at')) done();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${log}`)));
  });
  await started;
  // tsx runs the server in a child node process: measure that one (the listener on the port).
  const pid = await listenerPid(port, child.pid!);
  return {
    origin: `http://127.0.0.1:${port}`,
    pid,
    links,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}

/** The process listening on `port` among `root` and its children (tsx starts node as a child). */
async function listenerPid(port: number, root: number): Promise<number> {
  const children = await readFile(`/proc/${root}/task/${root}/children`, 'utf8').catch(() => '');
  const candidates = [root, ...children.trim().split(/\s+/).filter(Boolean).map(Number)];
  const inodes = new Set<string>();
  const table = await readFile('/proc/net/tcp', 'utf8');
  for (const line of table.split('\n').slice(1)) {
    const cols = line.trim().split(/\s+/);
    if (cols[3] === '0A' && Number.parseInt(cols[1]?.split(':')[1] ?? '', 16) === port) inodes.add(cols[9]!);
  }
  const { readdir, readlink } = await import('node:fs/promises');
  for (const pid of candidates.reverse()) {
    for (const fd of await readdir(`/proc/${pid}/fd`).catch(() => [] as string[])) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) return pid;
    }
  }
  return root;
}

async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Latencies (ms) and outcomes of every request of one run. */
class Stats {
  readonly latencies: number[] = [];
  readonly errors = new Map<string, number>();
  requests = 0;
  journeys = 0;

  record(label: string, ms: number, ok: boolean, status: number): void {
    this.requests += 1;
    this.latencies.push(ms);
    if (!ok) this.errors.set(`${label} ${status}`, (this.errors.get(`${label} ${status}`) ?? 0) + 1);
  }

  percentile(p: number): number {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  }
}

/** One simulated person: a new account each round, through sign-in, the checkout step and payment. */
async function person(index: number, origin: string, servers: Server[], stats: Stats, deadline: number): Promise<void> {
  const ip = `127.${100 + Math.floor(index / 250)}.${index % 250}.${1 + (index % 200)}`;
  const xsrf = `soak-xsrf-${index}-${randomBytes(8).toString('hex')}`;
  const call = async (label: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const started = performance.now();
    let status = 0;
    let json: Record<string, unknown> = {};
    try {
      const res = await fetch(`${origin}${path}`, {
        method,
        headers: {
          'x-forwarded-for': ip,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          cookie: `XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': xsrf,
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = res.status;
      const text = await res.text();
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      status = 0;
    }
    const ok = status >= 200 && status < 300;
    stats.record(label, performance.now() - started, ok, status);
    return { ok, json };
  };
  const identity = { authorization: `Bearer ${descopeProjectId}` };
  while (Date.now() < deadline) {
    const email = `soak-${index}-${randomBytes(4).toString('hex')}@example.com`;
    const asked = await call(
      'magic link',
      'POST',
      '/identity/v1/auth/magiclink/signup-in/email',
      {
        loginId: email,
        URI: `${origin}/`,
      },
      identity,
    );
    if (!asked.ok) continue;
    const link = servers.map((s) => s.links.get(email)).find((l) => l !== undefined);
    if (link === undefined) {
      stats.record('link printed', 0, false, 0);
      continue;
    }
    for (const s of servers) s.links.delete(email);
    const verified = await call(
      'verify',
      'POST',
      '/identity/v1/auth/magiclink/verify',
      {
        token: new URL(link).searchParams.get('t'),
      },
      identity,
    );
    if (!verified.ok) continue;
    const bearer = { authorization: `Bearer ${String(verified.json.sessionJwt)}` };
    const api = `/${productKey}`;
    await call('GET /me', 'GET', `${api}/me`, undefined, bearer);
    await call('GET /checkout', 'GET', `${api}/checkout`, undefined, bearer);
    await call('PUT step', 'PUT', `${api}/checkout/steps/personalDetails`, { ...personal, email }, bearer);
    await call('GET step', 'GET', `${api}/checkout/steps/personalDetails`, undefined, bearer);
    const invoice = await call('POST /invoices', 'POST', `${api}/invoices`, undefined, bearer);
    if (!invoice.ok) continue;
    await call('pay', 'POST', `${api}/invoices/${String(invoice.json.id)}/payments`, card, {
      ...bearer,
      'idempotency-key': `soak-${email}`,
    });
    await call('GET invoice', 'GET', `${api}/invoices/${String(invoice.json.id)}`, undefined, bearer);
    stats.journeys += 1;
  }
}

async function run(processes: number, withPostgres: boolean): Promise<void> {
  const dbName = `soak_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'soak-'));
  const distDir = await mkdtemp(join(tmpdir(), 'soak-dist-'));
  let databaseUrl = '';
  if (withPostgres) {
    await adminQuery(`create database ${dbName}`);
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const backends: string[] = [];
  const proxy = await startRoundRobinProxy(backends, { keepForwardedFor: true });
  const servers: Server[] = [];
  try {
    const env = {
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_ORIGIN: proxy.origin,
      TRUSTED_PROXIES: '127.0.0.1',
      REDIS_URL: process.env.REDIS_URL ?? '',
      FIELD_ENCRYPTION_KEY: '',
    };
    for (let i = 0; i < processes; i += 1) {
      const server = await startServer(env);
      servers.push(server);
      backends.push(server.origin);
    }
    const stats = new Stats();
    const memory: number[][] = servers.map(() => []);
    const sample = async (): Promise<void> => {
      for (const [i, s] of servers.entries()) memory[i]!.push(await rssMiB(s.pid));
    };
    await sample();
    const sampler = setInterval(() => void sample(), 10_000);
    const storage = withPostgres ? `PostgreSQL${process.env.REDIS_URL ? ' + Redis' : ''}` : 'PGlite';
    console.log(`\n${processes} process(es) on ${storage}: ${USERS} simulated people for ${SECONDS} s…`);
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(Array.from({ length: USERS }, (_, i) => person(i, proxy.origin, servers, stats, deadline)));
    clearInterval(sampler);
    await sample();
    const elapsed = (Date.now() - started) / 1000;
    const errors = [...stats.errors].map(([k, n]) => `${k} x${n}`).join(', ') || 'none';
    console.log(
      `  ${stats.requests} requests, ${(stats.requests / elapsed).toFixed(1)} req/s, ${stats.journeys} sign-in-to-payment journeys`,
    );
    console.log(`  latency p50 ${stats.percentile(50).toFixed(1)} ms, p99 ${stats.percentile(99).toFixed(1)} ms`);
    console.log(`  errors: ${errors}`);
    for (const [i, m] of memory.entries()) {
      console.log(
        `  process ${i + 1} RSS MiB (every 10 s): ${m.join(' ')}  (start ${m[0]}, max ${Math.max(...m)}, end ${m.at(-1)})`,
      );
    }
    if (stats.errors.size > 0) process.exitCode = 1;
  } finally {
    for (const s of servers) await s.stop();
    await proxy.close();
    if (withPostgres) await adminQuery(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    await rm(distDir, { recursive: true, force: true });
  }
}

const withPostgres = await postgresReachable();
for (const processes of RUNS) {
  if (processes > 1 && !withPostgres) {
    console.log(`\n${processes} processes: skipped, PostgreSQL does not answer at ${PG_URL} (two processes share one database)`);
    continue;
  }
  await run(processes, withPostgres);
}
