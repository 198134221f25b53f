// `npm run mutate`: mutation testing of the domain's money and compliance modules (Stryker with its Vitest runner).
// Not part of `npm test`. FC_NUM_RUNS is lowered in the script: a mutant that a property can kill dies in the first
// few hundred cases, and each mutant re-runs the tests that cover it. Score and judged survivors: docs/mutation-testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/domain/contributions/*.ts',
    'src/domain/loans/*.ts',
    'src/domain/distributions/withholding.ts',
    'src/domain/distributions/distribution-kinds.ts',
    'src/domain/distributions/required-minimum-distribution.ts',
    'src/domain/money/cents.ts',
    'src/domain/assets/plan-value.ts',
    'src/domain/shared/business-days.ts',
    'src/domain/balances/*.ts',
    '!src/domain/**/*.test.ts',
    '!src/domain/**/index.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: 90 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
