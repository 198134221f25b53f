import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { CHUNK_FAILED_MESSAGE, RouterStore } from '@/ui/routing/router-store';
import { ToastService } from '@/ui/shell/toast-service';

function router(path = '/') {
  const navigation = new MemoryNavigation(path);
  const toasts = new ToastService();
  const store = new RouterStore(navigation, new MemoryKeyValueStorage(), toasts);
  store.start();
  return { navigation, toasts, store };
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

  test('a failed lazy part goes back to the last known path and says so in a toast', () => {
    const r = router('/');
    r.store.rendered('/library');
    r.store.navigate('/assets');
    expect(r.store.chunkFailed('/assets')).toBe(true);
    expect(r.navigation.currentPath()).toBe('/library');
    expect(r.toasts.pending.map((t) => t.title)).toEqual([CHUNK_FAILED_MESSAGE]);
  });

  test('a failed lazy part of the first page has nowhere to go back to', () => {
    const r = router('/');
    expect(r.store.chunkFailed('/')).toBe(false);
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
