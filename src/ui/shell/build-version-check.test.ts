import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import type { BuildInfo } from '@/ports/build-info';
import { BuildVersionCheck } from '@/ui/shell/build-version-check';

function setup(running: string | undefined, deployed: string | undefined, tabStorage = new MemoryKeyValueStorage()) {
  let cachesCleared = 0;
  const build: BuildInfo = {
    runningBuildId: running,
    fetchDeployedBuildId: async () => deployed,
    clearBrowserCaches: async () => void (cachesCleared += 1),
  };
  const queries = new FakeQueryCache();
  queries.set(['account'], { id: 'u' });
  const navigation = new MemoryNavigation('/');
  const check = new BuildVersionCheck(build, queries, tabStorage, navigation);
  return { check, queries, navigation, tabStorage, cachesCleared: () => cachesCleared };
}

describe('BuildVersionCheck', () => {
  test('a different deployed build clears caches and reloads once', async () => {
    const s = setup('build-a', 'build-b');
    expect(await s.check.check()).toBe(true);
    expect(s.navigation.reloads).toBe(1);
    expect(s.cachesCleared()).toBe(1);
    expect(s.queries.get(['account'])).toBeUndefined();
  });

  test('never reloads twice for the same deployed build in one tab (no loop)', async () => {
    const first = setup('build-a', 'build-b');
    await first.check.check();
    const afterReload = setup('build-a', 'build-b', first.tabStorage);
    expect(await afterReload.check.check()).toBe(false);
    expect(afterReload.navigation.reloads).toBe(0);
  });

  test('the same build, an unknown running build or a missing version file do nothing', async () => {
    for (const [running, deployed] of [
      ['a', 'a'],
      [undefined, 'b'],
      ['a', undefined],
    ] as const) {
      const s = setup(running, deployed);
      expect(await s.check.check()).toBe(false);
      expect(s.navigation.reloads).toBe(0);
    }
  });
});
