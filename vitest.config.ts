import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * One runner for every suite. Projects:
 * - unit:   domain, ports, adapters, server and tooling tests in Node (`*.test.ts`)
 * - dom:    React/DOM tests in jsdom (`*.test.tsx`)
 * - e2e:    the browser suite in Debian's Chromium against the real server (e2e/vitest.e2e.config.ts)
 * Property tests read FC_NUM_RUNS (default 10000), see test/setup/fast-check.ts.
 *
 * unit and dom run two files at a time (vitest's default is one fewer than the cores: one on the project's 2-core
 * machines). Many of their files wait on something outside the worker (PostgreSQL, a server child process, timers), so a
 * second worker uses the time the first one waits (decision 0216). e2e stays at one: its files share one server and
 * one browser.
 * unit runs its files in the same module graph per worker (`isolate: false`, decision 0304): most of its files import
 * the whole server, and importing it afresh for each file was a third of the stage. Its files leave no global state
 * behind (a test that sets an environment variable or fakes timers puts it back); dom stays isolated (jsdom per file).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    setupFiles: ['./test/setup/fast-check.ts'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          maxWorkers: 2,
          isolate: false,
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['test/architecture/fixture/**', 'node_modules/**'],
          setupFiles: ['./test/setup/fast-check.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'jsdom',
          maxWorkers: 2,
          include: ['src/**/*.test.tsx', 'test/**/*.test.tsx'],
          exclude: ['test/architecture/fixture/**', 'node_modules/**'],
          // react-act.ts: the React `act` flag that every dom test needs, set once.
          setupFiles: ['./test/setup/fast-check.ts', './test/setup/react-act.ts'],
          testTimeout: 30_000,
          // A loaded CI machine can take longer than vitest's 10 s default to set up a rendered page.
          hookTimeout: 60_000,
        },
      },
      'e2e/vitest.e2e.config.ts',
    ],
  },
});
