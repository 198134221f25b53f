import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The Vitest configuration of `npm run mutate` (Stryker): the domain's own tests in Node, nothing else. Stryker runs
 * the tests that cover each mutant, so a mutant of a money rule is judged by that rule's example and property tests.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'mutate',
    environment: 'node',
    include: ['src/domain/**/*.test.ts'],
    setupFiles: ['./test/setup/fast-check.ts'],
    testTimeout: 60_000,
  },
});
