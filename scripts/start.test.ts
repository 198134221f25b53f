import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { fingerprint, serverNodeFlags } from './start.mjs';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('npm start fingerprint (skip the build when sources have not changed)', () => {
  test('is stable for the same sources and changes with any source file, but not with tests', async () => {
    const base = await mkdtemp(join(tmpdir(), 'start-fp-'));
    dirs.push(base);
    await mkdir(join(base, 'src', 'ui'), { recursive: true });
    await writeFile(join(base, 'src', 'ui', 'page.tsx'), 'export const a = 1;');
    await writeFile(join(base, 'index.html'), '<!doctype html>');
    const fp = (): string => fingerprint(['src', 'index.html', 'missing-folder'], base);
    const first = fp();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(fp()).toBe(first);
    await writeFile(join(base, 'src', 'ui', 'page.test.tsx'), 'test file');
    expect(fp()).toBe(first);
    await writeFile(join(base, 'src', 'ui', 'page.tsx'), 'export const a = 2;');
    const changed = fp();
    expect(changed).not.toBe(first);
    await writeFile(join(base, 'src', 'ui', 'other.ts'), '');
    expect(fp()).not.toBe(changed);
  });

  test("the project's own fingerprint covers the app sources", () => {
    expect(fingerprint(['src'])).not.toBe(fingerprint(['server']));
  });
});

describe('the server process', () => {
  test('runs with 2 MB semi-spaces (decision 0350) unless NODE_OPTIONS set the semi-space size', () => {
    expect(serverNodeFlags()).toEqual(['--max-semi-space-size=2']);
    expect(serverNodeFlags('--enable-source-maps')).toEqual(['--max-semi-space-size=2']);
    expect(serverNodeFlags('--max-semi-space-size=8')).toEqual([]);
    expect(serverNodeFlags('--enable-source-maps --min-semi-space-size=1')).toEqual([]);
  });
});
