import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { CONFIG_QUERY, CURRENT_USER_QUERY } from '@/ports/query-cache';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { StoreRegistry } from '@/ui/shell/store-registry';
import { ADMIN_MODE_KEY } from '@/ui/shell/storage-keys';

function tab(path = '/admin', tabStorage = new MemoryKeyValueStorage()) {
  const queries = new FakeQueryCache();
  const navigation = new MemoryNavigation(path);
  const stores = new StoreRegistry();
  let cleared = 0;
  stores.register({ clear: () => (cleared += 1) });
  const store = new AdminModeStore(tabStorage, queries, stores, navigation);
  return { queries, navigation, tabStorage, store, cleared: () => cleared };
}

describe('AdminModeStore', () => {
  test('entering stores id, name and the current path in this tab, drops cached queries except current-user and config, clears stores', () => {
    const t = tab('/admin?q=sm');
    t.queries.set([CURRENT_USER_QUERY], { id: 'support-1' });
    t.queries.set([CONFIG_QUERY], { name: 'config' });
    t.queries.set(['account'], { id: 'support-1' });
    t.store.enter({ id: 'p-7', participantName: 'Pat Smith' });
    expect(t.store.enabled).toBe(true);
    expect(JSON.parse(t.tabStorage.get(ADMIN_MODE_KEY)!)).toEqual({
      enabled: true,
      id: 'p-7',
      participantName: 'Pat Smith',
      returnPath: '/admin?q=sm',
    });
    expect(t.queries.get([CURRENT_USER_QUERY])).toEqual({ id: 'support-1' });
    expect(t.queries.get([CONFIG_QUERY])).toEqual({ name: 'config' });
    expect(t.queries.get(['account'])).toBeUndefined();
    expect(t.cleared()).toBe(1);
  });

  test('leaving drops cached data again and goes to the remembered path', () => {
    const t = tab('/library');
    t.store.enter({ id: 'p-7', participantName: 'Pat Smith' });
    t.navigation.navigate({ path: '/' });
    t.queries.set(['account'], { id: 'p-7' });
    t.store.exit();
    expect(t.store.enabled).toBe(false);
    expect(t.tabStorage.get(ADMIN_MODE_KEY)).toBeUndefined();
    expect(t.queries.get(['account'])).toBeUndefined();
    expect(t.cleared()).toBe(2);
    expect(t.navigation.currentPath()).toBe('/library');
  });

  test('leaving without a remembered path goes to the root', () => {
    const storage = new MemoryKeyValueStorage({ [ADMIN_MODE_KEY]: JSON.stringify({ enabled: true, id: 'p-1' }) });
    const t = tab('/assets', storage);
    expect(t.store.enabled).toBe(true);
    t.store.exit();
    expect(t.navigation.currentPath()).toBe('/');
  });

  test('is kept per tab: another tab with its own storage is not in admin mode', () => {
    const first = tab('/admin');
    first.store.enter({ id: 'p-7', participantName: 'Pat Smith' });
    const second = tab('/admin');
    expect(second.store.enabled).toBe(false);
    expect(new AdminModeStore(first.tabStorage, first.queries, new StoreRegistry(), first.navigation).mode.id).toBe('p-7');
  });

  test('a malformed marker reads as off', () => {
    const t = tab('/', new MemoryKeyValueStorage({ [ADMIN_MODE_KEY]: '{not json' }));
    expect(t.store.enabled).toBe(false);
  });
});
