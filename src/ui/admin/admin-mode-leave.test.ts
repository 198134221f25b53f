import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { FakeSupportApi } from '@/adapters/fakes/fake-support-api';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { supportUserFixture } from '@/domain/support/support-record-fixtures';
import { ApiError } from '@/ports/api-client';
import { leaveAdminMode } from '@/ui/admin/admin-mode-entry';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { StoreRegistry } from '@/ui/shell/store-registry';

async function setup() {
  const support = new FakeSupportApi(new FakeClock(new Date('2026-11-23T10:00:00Z'))).seed(
    supportUserFixture({ id: 'p 9', name: 'Pat Smith' }),
  );
  await support.enterAdminMode('p 9', 'Ticket 12');
  const navigation = new MemoryNavigation('/admin');
  const adminMode = new AdminModeStore(new MemoryKeyValueStorage(), new FakeQueryCache(), new StoreRegistry(), navigation);
  adminMode.enter({ id: 'p 9', participantName: 'Pat Smith' });
  return { support, adminMode, navigation };
}

describe('leaving admin mode (decision 0297)', () => {
  test('closes the visit on the server, then leaves the admin mode of the tab', async () => {
    const s = await setup();
    await leaveAdminMode(s);
    expect(s.support.calls.at(-1)).toBe('leaveAdminMode:p 9');
    expect(s.support.openVisits()).toEqual([]);
    expect(s.adminMode.enabled).toBe(false);
  });

  test('a failed close does not keep the person in admin mode', async () => {
    const s = await setup();
    s.support.failNext = new ApiError('Request failed with status code 503', 'ERR_BAD_RESPONSE', 503);
    await leaveAdminMode(s);
    expect(s.support.openVisits()).toEqual(['p 9']);
    expect(s.adminMode.enabled).toBe(false);
  });

  test('out of admin mode nothing is sent', async () => {
    const s = await setup();
    s.adminMode.exit();
    const before = s.support.calls.length;
    await leaveAdminMode(s);
    expect(s.support.calls).toHaveLength(before);
  });
});
