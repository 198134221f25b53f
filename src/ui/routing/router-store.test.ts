import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeBuildInfo } from '@/adapters/fakes/fake-build-info';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { CHUNK_FAILED_MESSAGE, RouterStore } from '@/ui/routing/router-store';
import { BuildVersionCheck } from '@/ui/shell/build-version-check';
import { ToastService } from '@/ui/shell/toast-service';

function router(path = '/', build = new FakeBuildInfo('build-a', 'build-a')) {
  const navigation = new MemoryNavigation(path);
  const toasts = new ToastService();
  const tabStorage = new MemoryKeyValueStorage();
  const buildCheck = new BuildVersionCheck(build, new FakeQueryCache(), tabStorage, navigation);
  const store = new RouterStore(navigation, tabStorage, toasts, buildCheck);
  store.start();
  return { navigation, toasts, store, build };
}

describe('RouterStore', () => {
  test('follows navigation and resolves paths through the page table; unknown paths have no match (404)', () => {
    const r = router('/');
    expect(r.store.match?.entry.pattern).toBe('/');
    r.navigation.navigate({ path: '/library?folder=2' });
    expect(r.store.pathname).toBe('/library');
    expect(r.store.match?.entry.variant).toBe('library');
    r.navigation.navigate({ path: '/no/such/page' });
    expect(r.store.match).toBeUndefined();
  });

  test('never scrolls on navigation', () => {
    const r = router('/');
    r.store.navigate('/assets');
    r.store.navigate('/library');
    expect(r.navigation.scrolls).toEqual([]);
  });

  test('a failed lazy part goes back to the last known path and says so in a toast', async () => {
    const r = router('/');
    r.store.rendered('/library');
    r.store.navigate('/assets');
    expect(await r.store.chunkFailed('/assets')).toBe(true);
    expect(r.navigation.currentPath()).toBe('/library');
    expect(r.navigation.reloads).toBe(0);
    expect(r.toasts.pending.map((t) => t.title)).toEqual(['That page could not be loaded. Check your connection and try again.']);
    expect(CHUNK_FAILED_MESSAGE).toBe('That page could not be loaded. Check your connection and try again.');
  });

  test('a failed lazy part of the first page has nowhere to go back to', async () => {
    const r = router('/');
    expect(await r.store.chunkFailed('/')).toBe(false);
  });

  test('a failed lazy part after a redeploy loads the target afresh once (build check), with no toast', async () => {
    const r = router('/', new FakeBuildInfo('build-a', 'build-b'));
    r.store.rendered('/library');
    r.store.navigate('/assets');
    expect(await r.store.chunkFailed('/assets')).toBe(true);
    expect(r.navigation.reloads).toBe(1);
    expect(r.navigation.currentPath()).toBe('/assets');
    expect(r.build.cachesCleared).toBe(1);
    expect(r.toasts.pending).toEqual([]);
    // The same deployed build never reloads twice: the next failure goes back to the last known path.
    expect(await r.store.chunkFailed('/assets')).toBe(true);
    expect(r.navigation.reloads).toBe(1);
    expect(r.navigation.currentPath()).toBe('/library');
  });

  test('failed page resources load the target as a full page, once per target', () => {
    const r = router('/');
    r.store.navigate('/assets');
    expect(r.store.resourcesFailed()).toBe(true);
    expect(r.navigation.loads).toEqual(['/assets']);
    expect(r.store.resourcesFailed()).toBe(false);
    expect(r.navigation.loads).toEqual(['/assets']);
  });
});
