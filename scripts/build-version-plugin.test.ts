import type { Rollup } from 'vite';
import { describe, expect, test } from 'vitest';
import { buildAppInMemory } from './build-in-memory';
import { buildIdOf } from './build-version-plugin';

/** A production build of the app in memory (nothing written): its files by name. */
async function buildApp(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const item of await buildAppInMemory()) files.set(item.fileName, item.type === 'chunk' ? item.code : String(item.source));
  return files;
}

const metaBuildId = (html: string): string | undefined => html.match(/<meta name="build-id" content="([^"]+)"/)?.[1];

describe('stable chunks (decision 0170)', () => {
  test('two builds of the same source give the same file names, the same build id, and no id inside any chunk', async () => {
    const first = await buildApp();
    const second = await buildApp();
    const names = (files: Map<string, string>): string[] => [...files.keys()].sort();
    // Only in one of the two builds (the message names them if a chunk name is not stable).
    const onlyOne = [...names(first).filter((n) => !second.has(n)), ...names(second).filter((n) => !first.has(n))];
    expect(onlyOne).toEqual([]);
    expect(names(first).filter((n) => n.endsWith('.js')).length).toBeGreaterThan(5);
    const id = metaBuildId(first.get('index.html')!);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(metaBuildId(second.get('index.html')!)).toBe(id);
    expect(JSON.parse(first.get('version.json')!)).toEqual({ buildId: id });
    for (const [name, code] of first) if (name.endsWith('.js')) expect(code.includes(id!), name).toBe(false);
  }, 120_000);

  test('the build id follows the hashed file names: a changed chunk changes it', () => {
    const bundle = (...names: string[]): Rollup.OutputBundle =>
      Object.fromEntries(names.map((n) => [n, {} as Rollup.OutputChunk])) as Rollup.OutputBundle;
    const a = buildIdOf(bundle('index.html', 'assets/index-AAA.js', 'assets/page-BBB.js', 'version.json'));
    expect(buildIdOf(bundle('assets/page-BBB.js', 'assets/index-AAA.js'))).toBe(a);
    expect(buildIdOf(bundle('assets/index-AAA.js', 'assets/page-CCC.js'))).not.toBe(a);
    expect(buildIdOf(bundle('assets/index-AAA.js', 'assets/page-BBB.js', 'assets/page-BBB.js.map'))).toBe(a);
  });
});
