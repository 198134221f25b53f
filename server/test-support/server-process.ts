import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { TestClient } from './test-client';
import { freePort } from './free-port';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A real server process (server/main.ts) on its own port and DATA_DIR, for tests that kill it. */
export interface ServerProcess {
  origin: string;
  prefix: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the output matches `pattern` (rejects when the process exits first or after timeoutMs). */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Runs the real magic-link sign-in (link read from /dev/outbox) and answers a client with bearer and XSRF header. */
  signIn(email: string): Promise<TestClient>;
  /** The process's exit code once it exited (null while it runs, or when a signal ended it). */
  exitCode(): number | null;
  /** Sends the signal to the process group and resolves when the process has exited. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/** Starts `tsx server/main.ts` (local profile, PGlite under dataDir) and resolves once it listens. */
export async function spawnServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const fullEnv: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: origin,
    DATA_DIR: dataDir,
    DIST_DIR: await mkdtemp(join(tmpdir(), 'server-process-dist-')),
    PROFILE: 'local',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const child: ChildProcess = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATABASE_URL: '', FIELD_ENCRYPTION_KEY: '', ...fullEnv },
  });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer): void => {
    out += chunk.toString();
    for (const l of listeners) l();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(() => {
    for (const l of listeners) l();
  });

  const waitForOutput = (pattern: RegExp, timeoutMs = 60_000): Promise<void> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        if (pattern.test(out)) done(resolve);
        else if (child.exitCode !== null || child.signalCode !== null)
          done(() => reject(new Error(`server exited before ${pattern}:\n${out}`)));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${out}`))), timeoutMs);
      const done = (f: () => void): void => {
        clearTimeout(timer);
        listeners.delete(check);
        f();
      };
      listeners.add(check);
      check();
    });

  const config = loadConfig(fullEnv);
  const prefix = `/${config.productKey}`;
  const xsrf = 'server-process-xsrf-0123456789';
  const identity = async (path: string, body: unknown): Promise<Record<string, any>> => {
    const response = await fetch(`${origin}/identity${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.descopeProjectId}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, any>;
    if (!response.ok) throw new Error(`identity ${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json;
  };

  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
    await exited;
  };

  try {
    await waitForOutput(/is running at/);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return {
    origin,
    prefix,
    output: () => out,
    exitCode: () => child.exitCode,
    waitForOutput,
    stop,
    async signIn(email: string): Promise<TestClient> {
      await identity('/v1/auth/magiclink/signup-in/email', { loginId: email, URI: `${origin}/` });
      const outbox = (await (await fetch(`${origin}/dev/outbox`)).json()) as { to: string; link: string }[];
      const message = outbox.filter((m) => m.to.toLowerCase() === email.toLowerCase()).at(-1);
      if (message === undefined) throw new Error(`no magic link for ${email} in the outbox`);
      const token = new URL(message.link).searchParams.get('t');
      const verified = await identity('/v1/auth/magiclink/verify', { token });
      return new TestClient(origin, prefix, verified.sessionJwt as string, xsrf, verified.user?.userId as string | undefined);
    },
  };
}

/**
 * The real servers a test file starts, and their data directories: each is killed (SIGKILL) and removed after the
 * file, whatever its tests left running. Call it in the file's describe block.
 */
export function serversOfThisFile(): {
  dataDir(prefix: string): Promise<string>;
  spawn(dataDir: string, env?: Record<string, string>): Promise<ServerProcess>;
} {
  const running: ServerProcess[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const server of running) await server.stop('SIGKILL');
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  return {
    async dataDir(prefix) {
      const dir = await mkdtemp(join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    async spawn(dataDir, env) {
      const server = await spawnServer(dataDir, env);
      running.push(server);
      return server;
    },
  };
}
