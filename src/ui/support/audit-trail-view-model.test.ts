import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { actionLabel, formatInstant, objectTypeLabel } from '@/ui/support/audit-labels';
import {
  AUDIT_FAILED_MESSAGE,
  AuditTrailViewModel,
  ENTRIES_PER_PAGE,
  EXPORT_FAILED_MESSAGE,
} from '@/ui/support/audit-trail-view-model';

const ENTRY = {
  id: '1',
  at: '2026-01-10T23:59:00.000Z',
  agent_id: 's-1',
  agent_email: 'helen@example.com',
  participant_id: 'u-1',
  participant_email: 'ann@example.com',
  action: 'rename',
  object_type: 'folder',
  object_id: 'f-1',
};

function setup() {
  const api = new FakeApiClient();
  api.respond('GET', '/support/audit', (c: { query: Record<string, string> }) => ({
    items: [ENTRY],
    total: 60,
    page: Number(c.query.page),
    page_size: ENTRIES_PER_PAGE,
  }));
  return { api, vm: new AuditTrailViewModel(api, new FakeClock(new Date('2026-02-03T08:00:00Z'))) };
}

describe('AuditTrailViewModel', () => {
  test('without a second factor in the session the trail and the export say so in the API words (decision 0269)', async () => {
    const s = setup();
    const refusal = {
      error: 'step_up_required',
      message: 'Support users need a second factor before using the support console.',
    };
    s.api.failWith('GET', '/support/audit', 403, refusal);
    s.api.failWith('GET', '/support/audit.csv', 403, refusal);
    await s.vm.apply();
    expect(s.vm.error).toBe('Support users need a second factor before using the support console.');
    expect(s.vm.result).toBeUndefined();
    s.vm.error = undefined;
    expect(await s.vm.exportCsv()).toBeUndefined();
    expect(s.vm.error).toBe('Support users need a second factor before using the support console.');
  });

  test('loads the first page on opening, then applies the typed filters (blank ones left out)', async () => {
    const s = setup();
    s.vm.activate();
    await expect.poll(() => s.vm.result?.total).toBe(60);
    expect(s.api.calls[0].query).toEqual({ page: '1', page_size: String(ENTRIES_PER_PAGE) });
    expect(s.vm.pages).toBe(3);
    s.vm.setFilter('agent', ' helen ');
    s.vm.setFilter('from', '2026-01-01');
    s.vm.setFilter('participant', '   ');
    await s.vm.goToPage(2);
    expect(s.api.calls.at(-1)?.query).toEqual({ page: '2', page_size: String(ENTRIES_PER_PAGE) });
    await s.vm.apply();
    expect(s.api.calls.at(-1)?.query).toEqual({
      agent: 'helen',
      from: '2026-01-01',
      page: '1',
      page_size: String(ENTRIES_PER_PAGE),
    });
    await s.vm.goToPage(3);
    expect(s.api.calls.at(-1)?.query).toMatchObject({ agent: 'helen', page: '3' });
    await s.vm.goToPage(4);
    expect(s.api.calls.at(-1)?.query.page).toBe('3');
    await s.vm.clear();
    expect(s.vm.filters).toEqual({ agent: '', participant: '', from: '', to: '' });
    expect(s.api.calls.at(-1)?.query).toEqual({ page: '1', page_size: String(ENTRIES_PER_PAGE) });
  });

  test("shows the server's field messages under the filters, and a general message otherwise", async () => {
    const s = setup();
    s.api.failWith('GET', '/support/audit', 400, {
      error: 'validation',
      fields: { to: ['The last day must not be before the first day'] },
    });
    await s.vm.apply();
    expect(s.vm.fieldErrors).toEqual({ to: 'The last day must not be before the first day' });
    s.vm.setFilter('to', '2026-02-01');
    expect(s.vm.fieldErrors).toEqual({});
    s.api.failWith('GET', '/support/audit', 500);
    await s.vm.apply();
    expect(s.vm.error).toBe(AUDIT_FAILED_MESSAGE);
  });

  test("exports the filtered trail as the server's CSV, named by today's date", async () => {
    const s = setup();
    s.api.respond('GET', '/support/audit.csv', 'Time (UTC),Agent\r\n');
    s.vm.setFilter('participant', 'ann');
    expect(await s.vm.exportCsv()).toEqual({ fileName: 'audit-trail-2026-02-03.csv', text: 'Time (UTC),Agent\r\n' });
    expect(s.api.calls.at(-1)).toMatchObject({ path: '/support/audit.csv', query: { participant: 'ann' } });
    s.api.failWith('GET', '/support/audit.csv', 500);
    expect(await s.vm.exportCsv()).toBeUndefined();
    expect(s.vm.error).toBe(EXPORT_FAILED_MESSAGE);
    expect(s.vm.exporting).toBe(false);
  });
});

describe('audit labels', () => {
  test('names actions and object types in words and times in UTC', () => {
    expect(actionLabel('send_sign_in_link')).toBe('Sent a sign-in link');
    expect(actionLabel('disable')).toBe('Disabled the account');
    expect(actionLabel('reset_factors')).toBe('Reset the second factors');
    expect(actionLabel('reset_factors_failed')).toBe('Tried to reset the second factors (the identity provider refused)');
    expect(actionLabel('approve_request')).toBe('Approve request');
    expect(objectTypeLabel('bank_application')).toBe('bank application');
    expect(formatInstant('2026-01-10T23:59:00.000Z')).toBe('Jan 10, 2026, 23:59 UTC');
    expect(formatInstant('not a time')).toBe('not a time');
  });
});
