#!/usr/bin/env node
// `npm test`: every automated check the project has, in one command.
//   1. type-checking (tsc --noEmit), then lint and format (biome ci)
//   2. the vitest projects unit and dom, then the browser suite (e2e) on its own
// Ends with one line `N passed, N failed` that totals all of them
// (type-checking and lint count as one check each).
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

console.log('\n== lint and format (Biome) ==');
if (run('npx', ['biome', 'ci', '.']) === 0) {
  passed += 1;
  console.log('lint: ok');
} else {
  failed += 1;
  console.log('lint: FAILED (npm run format fixes formatting; the rest is listed above)');
}

// Node and DOM suites first, then the browser suite on its own, so the two never compete for the 2 cores.
const stages = [
  { name: 'unit + dom', args: ['--project', 'unit', '--project', 'dom'] },
  { name: 'e2e (Chromium)', args: ['--project', 'e2e'] },
];
const extra = process.argv.slice(2);
for (const stage of stages) {
  console.log(`\n== vitest: ${stage.name} ==`);
  rmSync(results, { force: true });
  const status = run('npx', [
    'vitest',
    'run',
    ...stage.args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${results}`,
    ...extra,
  ]);
  try {
    const report = JSON.parse(readFileSync(results, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A file that fails to load has no failed test but must still fail the run.
    if (status !== 0 && report.numFailedTests === 0) failed += Math.max(1, report.numFailedTestSuites);
  } catch {
    failed += 1;
    console.log(`${stage.name}: no report was written`);
  }
}
rmSync(results, { force: true });

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
