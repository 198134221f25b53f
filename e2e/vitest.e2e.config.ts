import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('../src', import.meta.url)) };

/**
 * The browser suite: real Chromium (Debian's /usr/bin/chromium) against the real embedded server.
 * The global setup builds the SPA once, starts one server on a free port with a fresh data directory,
 * and launches one browser that every test file connects to. Files run one after another.
 */
export default defineProject({
  resolve: { alias },
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    environment: 'node',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // One file at a time, also when run as a project of the root config (which ignores fileParallelism here):
    // the files share one server and one browser.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A page waiting on the server (home's tiles wait for every area) can take seconds on a busy machine: every
    // expect.poll waits up to 10 s, not vitest's 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
