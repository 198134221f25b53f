#!/usr/bin/env node
// `npm test`: every automated check the project has, in one command.
//   1. type-checking (tsc --noEmit)
//   2. every vitest project (unit, dom, and the browser suite once present)
// Ends with one line `N passed, N failed` that totals all of them
// (type-checking counts as one check).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

const results = '.vitest-results.json';
let passed = 0;
let failed = 0;

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  return r.status ?? 1;
}

console.log('\n== typecheck ==');
if (run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']) === 0) {
  passed += 1;
  console.log('typecheck: ok');
} else {
  failed += 1;
  console.log('typecheck: FAILED');
}

console.log('\n== vitest ==');
rmSync(results, { force: true });
const extra = process.argv.slice(2);
const status = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`, ...extra]);
try {
  const report = JSON.parse(readFileSync(results, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A suite that fails to load has no failed tests but must still fail the run.
  if (status !== 0 && report.numFailedTests === 0) failed += Math.max(1, report.numFailedTestSuites);
} catch {
  failed += 1;
  console.log('vitest: no report was written');
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
