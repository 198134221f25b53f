import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { leaveAdminMode } from '@/ui/admin/admin-mode-entry';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { StoreRegistry } from '@/ui/shell/store-registry';

function setup() {
  const api = new FakeApiClient();
  const navigation = new MemoryNavigation('/admin');
  const adminMode = new AdminModeStore(new MemoryKeyValueStorage(), new FakeQueryCache(), new StoreRegistry(), navigation);
  adminMode.enter({ id: 'p 9', participantName: 'Pat Smith' });
  return { api, adminMode, navigation };
}

describe('leaving admin mode (decision 0297)', () => {
  test('closes the visit on the server, then leaves the admin mode of the tab', async () => {
    const s = setup();
    s.api.respond('DELETE', '/support/admin-mode/:id', undefined);
    await leaveAdminMode(s);
    expect(s.api.calls.map((c) => [c.method, c.path])).toEqual([['DELETE', '/support/admin-mode/p%209']]);
    expect(s.adminMode.enabled).toBe(false);
  });

  test('a failed close does not keep the person in admin mode', async () => {
    const s = setup();
    s.api.failWith('DELETE', '/support/admin-mode/:id', 503);
    await leaveAdminMode(s);
    expect(s.adminMode.enabled).toBe(false);
  });

  test('out of admin mode nothing is sent', async () => {
    const s = setup();
    s.adminMode.exit();
    await leaveAdminMode(s);
    expect(s.api.calls).toEqual([]);
  });
});
