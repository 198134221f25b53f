import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeAccountSecurity } from '@/adapters/fakes/fake-account-security';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeIdentityProvider } from '@/adapters/fakes/fake-identity-provider';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { FakeSupportApi } from '@/adapters/fakes/fake-support-api';
import { supportUserFixture } from '@/domain/support/support-record-fixtures';
import { ApiError } from '@/ports/api-client';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { ParticipantSearchViewModel, SEARCH_FAILED_MESSAGE } from '@/ui/admin/participant-search-view-model';
import { StoreRegistry } from '@/ui/shell/store-registry';
import { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';

const PAT = supportUserFixture({ id: 'p-9', email: 'pat@example.com', name: 'Pat Smith' });

function setup() {
  const support = new FakeSupportApi(new FakeClock(new Date('2026-11-23T10:00:00Z')), {
    id: 'me',
    email: 'help@support.test',
  });
  const navigation = new MemoryNavigation('/admin');
  const adminMode = new AdminModeStore(new MemoryKeyValueStorage(), new FakeQueryCache(), new StoreRegistry(), navigation);
  const identity = new FakeIdentityProvider();
  const vm = new ParticipantSearchViewModel(support, adminMode, new FakeAccountSecurity(identity), new StepUpPrompt());
  return { support, adminMode, identity, vm };
}

describe('ParticipantSearchViewModel', () => {
  test('applies the search rules of section 5 with their messages and sends nothing invalid', async () => {
    const s = setup();
    const cases: Array<[string, string]> = [
      [' a ', 'Search value must contain at least 2 non-whitespace characters'],
      ['pat;drop', 'Only letters digits and spaces are allowed'],
      ['1234567', 'Code length should not be longer then 6 digits'],
    ];
    for (const [value, message] of cases) {
      s.vm.setQuery(value);
      await s.vm.search();
      expect(s.vm.error).toBe(message);
    }
    expect(s.support.calls).toEqual([]);
  });

  test('lists participants found and acts as the chosen one', async () => {
    const s = setup();
    s.support.seed(PAT);
    s.vm.setQuery(' Pat ');
    await s.vm.search();
    expect(s.support.calls).toEqual(['participants']);
    expect(s.vm.results).toEqual([{ id: 'p-9', name: 'Pat Smith', email: 'pat@example.com', label: 'Pat Smith' }]);
    await s.identity.signIn('help@example.com', ['email', 'totp', 'mfa']);
    await s.vm.actAs(s.vm.results![0]);
    // The reason comes first (decision 0297): admin mode is still off and nothing was sent.
    expect(s.vm.entry.candidate).toEqual({ id: 'p-9', participantName: 'Pat Smith' });
    expect(s.adminMode.enabled).toBe(false);
    expect(await s.vm.entry.confirm()).toBe(false);
    expect(s.vm.entry.error).toBe('Enter the reason for acting as this participant');
    s.vm.entry.setReason('  Ticket 12  ');
    expect(s.vm.entry.error).toBeUndefined();
    expect(await s.vm.entry.confirm()).toBe(true);
    expect(s.support.calls.at(-1)).toBe('enterAdminMode:p-9');
    expect(s.support.openVisits()).toEqual(['p-9']);
    expect((await s.support.audit({ participant: 'p-9' }, 1, 25)).items[0]).toMatchObject({
      action: 'enter_admin_mode',
      reason: 'Ticket 12',
    });
    expect(s.vm.entry.candidate).toBeUndefined();
    expect(s.adminMode.mode).toMatchObject({ enabled: true, id: 'p-9', participantName: 'Pat Smith' });
    expect(s.vm.actingAsName).toBe('Pat Smith');
  });

  test('a refused entry keeps the dialog open with the server words and the reason typed; admin mode stays off', async () => {
    const s = setup();
    await s.identity.signIn('help@example.com', ['email', 'totp', 'mfa']);
    await s.vm.actAs({ id: 'me', label: 'Me' });
    s.vm.entry.setReason('Testing');
    expect(await s.vm.entry.confirm()).toBe(false);
    expect(s.vm.entry.error).toBe('You cannot act as yourself');
    expect(s.vm.entry.reason).toBe('Testing');
    expect(s.vm.entry.candidate).toEqual({ id: 'me', participantName: 'Me' });
    expect(s.adminMode.enabled).toBe(false);
    s.vm.entry.setReason('x'.repeat(501));
    expect(await s.vm.entry.confirm()).toBe(false);
    expect(s.vm.entry.error).toBe('The reason can be at most 500 characters');
    s.vm.entry.cancel();
    expect(s.vm.entry.candidate).toBeUndefined();
    expect(s.support.calls).toEqual(['enterAdminMode:me']);
  });

  test('the server answer names each person once: by name when saved, else by e-mail (shown once)', async () => {
    const s = setup();
    s.support.seed(
      supportUserFixture({ id: 'p-1', email: 'carol@example.com', name: 'Carolina Westbrook' }),
      supportUserFixture({ id: 'p-2', email: 'bob@example.com', name: null }),
    );
    s.vm.setQuery('example');
    await s.vm.search();
    expect(s.vm.results).toEqual([
      { id: 'p-2', name: undefined, email: 'bob@example.com', label: 'bob@example.com' },
      { id: 'p-1', name: 'Carolina Westbrook', email: 'carol@example.com', label: 'Carolina Westbrook' },
    ]);
  });

  test('a failed search says so', async () => {
    const s = setup();
    s.support.failNext = new ApiError('Request failed with status code 500', 'ERR_BAD_RESPONSE', 500);
    s.vm.setQuery('Pat');
    await s.vm.search();
    expect(s.vm.error).toBe(SEARCH_FAILED_MESSAGE);
    expect(s.vm.searching).toBe(false);
  });
});
