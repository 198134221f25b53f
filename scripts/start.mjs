#!/usr/bin/env node
// `npm start`: the whole product on one port, from a fresh clone (`npm ci && npm start`) or a warm restart.
//   1. fingerprints the sources of the SPA and of the server (file contents, tests excluded)
//   2. builds the SPA (vite build -> dist/) only when its fingerprint changed or dist/ is missing
//   3. compiles the server (Vite SSR build -> build/server/main.js, packages left to node_modules) only when its
//      fingerprint changed or the output is missing
//   4. runs the compiled server with plain node (no TypeScript loader), DIST_DIR pointing at dist/
// Fingerprints live in node_modules/.cache/solo401k/start.json. START_REBUILD=1 forces both builds.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const serverOut = join(root, 'build', 'server');
const serverEntry = join(serverOut, 'main.js');
const stampFile = join(root, 'node_modules', '.cache', 'solo401k', 'start.json');
const TEST_FILE = /\.(test|contract)\.tsx?$|-fixtures\.tsx?$|-test-kit\.tsx?$/;

/** Every file under the given paths (files or folders) of `base`, tests excluded, sorted. */
function filesOf(paths, base) {
  const out = [];
  const walk = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path)) if (name !== 'node_modules' && !name.startsWith('.')) walk(join(path, name));
    } else if (!TEST_FILE.test(path)) out.push(path);
  };
  for (const p of paths) walk(join(base, p));
  return out.sort();
}

/** A hash of the names and contents of the given paths (relative to `base`, the project by default). */
export function fingerprint(paths, base = root) {
  const hash = createHash('sha256');
  for (const file of filesOf(paths, base)) hash.update(relative(base, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const SPA_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/build-version-plugin.ts',
  'scripts/compress-plugin.ts',
  'scripts/prerender-plugin.ts',
  'package-lock.json',
  'tsconfig.json',
];
const SERVER_INPUTS = ['server', 'src/domain', 'scripts/start.mjs', 'package-lock.json', 'tsconfig.json'];

function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return {};
  }
}

async function buildSpa() {
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}

async function buildServer() {
  const { build } = await import('vite');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@': join(root, 'src') } },
    build: {
      ssr: join(root, 'server', 'main.ts'),
      outDir: serverOut,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node20',
      sourcemap: true,
      rollupOptions: { output: { entryFileNames: 'main.js', format: 'es' } },
    },
  });
}

async function main() {
  const force = process.env.START_REBUILD === '1';
  const stamp = readStamp();
  const spa = fingerprint(SPA_INPUTS);
  const server = fingerprint(SERVER_INPUTS);
  const started = Date.now();
  if (force || stamp.spa !== spa || !existsSync(join(dist, 'index.html'))) {
    console.log('Building the app (its sources changed; this takes up to a minute)…');
    await buildSpa();
  }
  if (force || stamp.server !== server || !existsSync(serverEntry)) {
    console.log('Compiling the server (its sources changed)…');
    await buildServer();
  }
  mkdirSync(join(stampFile, '..'), { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ spa, server }));
  const built = Date.now() - started > 200;
  console.log(
    built
      ? `Built in ${((Date.now() - started) / 1000).toFixed(1)} s. Starting the server…`
      : 'Starting the server (nothing changed since the last build)…',
  );

  const child = spawn(process.execPath, [...serverNodeFlags(process.env.NODE_OPTIONS), serverEntry], {
    cwd: root,
    stdio: 'inherit',
    env: { DIST_DIR: dist, ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/**
 * V8 flags of the server process: a young generation of 2 MB semi-spaces instead of 16 (decision 0350). An idle server
 * then holds about 25-35 MiB less (the young generation is not collected while nothing happens); a request's garbage is
 * small, so the extra scavenges cost little. NODE_OPTIONS that set the semi-space size keep theirs.
 */
export function serverNodeFlags(nodeOptions = '') {
  return /--(max|min)-semi-space-size/.test(nodeOptions) ? [] : ['--max-semi-space-size=2'];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
