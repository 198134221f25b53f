import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '..');
const check = () => spawnSync(process.execPath, ['scripts/api-types.mjs', '--check'], { cwd: root, encoding: 'utf8' });

describe('the generated wire types (decision 0302)', () => {
  test('src/adapters/http/generated/api-types.ts is what openapi-typescript makes of docs/api/openapi.yaml today', () => {
    const result = check();
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('api types: current');
    expect(result.status).toBe(0);
  });

  test('the file holds an operation and a schema of the contract (it is generated from the whole contract, not a stub)', () => {
    const text = readFileSync(join(root, 'src/adapters/http/generated/api-types.ts'), 'utf8');
    const contract = readFileSync(join(root, 'docs/api/openapi.yaml'), 'utf8');
    const operationIds = [...contract.matchAll(/operationId: (\w+)/g)].map((m) => m[1]);
    expect(operationIds.length).toBeGreaterThan(100);
    for (const id of operationIds) expect(text).toContain(`    ${id}: {`);
    expect(text).toMatch(/\n {8}Loan: \{/);
  });
});
