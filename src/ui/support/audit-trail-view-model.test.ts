import 'reflect-metadata';
import { describe, expect, test, vi } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { invalid, refused } from '@/adapters/fakes/fake-port-kit';
import { FakeSupportApi } from '@/adapters/fakes/fake-support-api';
import { auditEntryFixture } from '@/domain/support/support-record-fixtures';
import { ApiError } from '@/ports/api-client';
import { auditEntryText, formatInstant } from '@/ui/support/audit-labels';
import {
  AUDIT_FAILED_MESSAGE,
  AuditTrailViewModel,
  ENTRIES_PER_PAGE,
  EXPORT_FAILED_MESSAGE,
} from '@/ui/support/audit-trail-view-model';

const NOW = new Date('2026-02-03T08:00:00Z');
const serverError = (): ApiError => new ApiError('Request failed with status code 500', 'ERR_BAD_RESPONSE', 500);

function setup() {
  const support = new FakeSupportApi(new FakeClock(NOW)).seedAudit(
    ...Array.from({ length: 60 }, (_, i) =>
      auditEntryFixture({
        id: String(i + 1),
        at: new Date(Date.parse('2026-01-10T00:00:00Z') + i * 3600_000).toISOString(),
        agentEmail: i % 2 === 0 ? 'helen@example.com' : 'ida@example.com',
      }),
    ),
  );
  const audit = vi.spyOn(support, 'audit');
  const auditCsv = vi.spyOn(support, 'auditCsv');
  return { support, audit, auditCsv, vm: new AuditTrailViewModel(support, new FakeClock(NOW)) };
}

describe('AuditTrailViewModel', () => {
  test('without a second factor in the session the trail and the export say so in the API words (decision 0269)', async () => {
    const s = setup();
    const stepUp = () => refused(403, 'step_up_required', 'Support users need a second factor before using the support console.');
    s.support.failNext = stepUp();
    await s.vm.apply();
    expect(s.vm.error).toBe('Support users need a second factor before using the support console.');
    expect(s.vm.result).toBeUndefined();
    s.vm.error = undefined;
    s.support.failNext = stepUp();
    expect(await s.vm.exportCsv()).toBeUndefined();
    expect(s.vm.error).toBe('Support users need a second factor before using the support console.');
  });

  test('loads the first page on opening, then applies the typed filters (blank ones left out)', async () => {
    const s = setup();
    s.vm.activate();
    await expect.poll(() => s.vm.result?.total).toBe(60);
    expect(s.audit.mock.calls[0]).toEqual([{}, 1, ENTRIES_PER_PAGE]);
    expect(s.vm.result?.items[0].id).toBe('60');
    expect(s.vm.pages).toBe(3);
    s.vm.setFilter('agent', ' helen ');
    s.vm.setFilter('from', '2026-01-01');
    s.vm.setFilter('participant', '   ');
    await s.vm.goToPage(2);
    expect(s.audit.mock.lastCall).toEqual([{}, 2, ENTRIES_PER_PAGE]);
    await s.vm.apply();
    expect(s.audit.mock.lastCall).toEqual([{ agent: 'helen', from: '2026-01-01' }, 1, ENTRIES_PER_PAGE]);
    expect(s.vm.result?.total).toBe(30);
    expect(s.vm.pages).toBe(2);
    await s.vm.goToPage(2);
    expect(s.audit.mock.lastCall).toEqual([{ agent: 'helen', from: '2026-01-01' }, 2, ENTRIES_PER_PAGE]);
    await s.vm.goToPage(3);
    expect(s.audit.mock.lastCall?.[1]).toBe(2);
    await s.vm.clear();
    expect(s.vm.filters).toEqual({ agent: '', participant: '', from: '', to: '' });
    expect(s.audit.mock.lastCall).toEqual([{}, 1, ENTRIES_PER_PAGE]);
  });

  test("the participant filter finds a participant by name; the entries carry the people's names", async () => {
    const s = setup();
    s.support.seedAudit(
      auditEntryFixture({
        id: 'olive-1',
        participantId: 'u-olive',
        participantEmail: 'o.p@example.com',
        participantName: 'Olive Park',
      }),
    );
    s.vm.setFilter('participant', 'olive park');
    await s.vm.apply();
    expect(s.vm.result?.items.map((e) => [e.id, e.participantName, e.agentName])).toEqual([
      ['olive-1', 'Olive Park', 'Hal Stone'],
    ]);
  });

  test("shows the server's field messages under the filters, and a general message otherwise", async () => {
    const s = setup();
    s.vm.setFilter('from', '2026-01-12');
    s.vm.setFilter('to', '2026-01-11');
    await s.vm.apply();
    expect(s.vm.fieldErrors).toEqual({ to: 'The last day must not be before the first day' });
    s.vm.setFilter('to', '2026-02-01');
    expect(s.vm.fieldErrors).toEqual({});
    s.support.failNext = invalid({ from: ['Invalid date'] });
    await s.vm.apply();
    expect(s.vm.fieldErrors).toEqual({ from: 'Invalid date' });
    s.support.failNext = serverError();
    await s.vm.apply();
    expect(s.vm.error).toBe(AUDIT_FAILED_MESSAGE);
  });

  test("exports the filtered trail as the server's CSV, named by today's date", async () => {
    const s = setup();
    s.vm.setFilter('agent', 'ida');
    const file = await s.vm.exportCsv();
    expect(file?.fileName).toBe('audit-trail-2026-02-03.csv');
    expect(file?.text).toBe(await s.support.auditCsv({ agent: 'ida' }));
    expect(file?.text.startsWith('Time (UTC),Agent,')).toBe(true);
    expect(s.auditCsv.mock.calls[0]).toEqual([{ agent: 'ida' }]);
    s.support.failNext = serverError();
    expect(await s.vm.exportCsv()).toBeUndefined();
    expect(s.vm.error).toBe(EXPORT_FAILED_MESSAGE);
    expect(s.vm.exporting).toBe(false);
  });
});

describe('audit labels', () => {
  test('names what happened in words and times in UTC', () => {
    expect(auditEntryText('send_sign_in_link', 'user', 'u-1')).toBe('Sent a sign-in link');
    expect(auditEntryText('disable', 'user', 'u-1')).toBe('Disabled the account');
    expect(auditEntryText('reset_factors_failed', 'user', 'u-1')).toBe(
      'Tried to reset the second factors (the identity provider refused)',
    );
    expect(auditEntryText('status:rejected', 'distribution', 'd-1')).toBe('Distribution rejected');
    expect(formatInstant('2026-01-10T23:59:00.000Z')).toBe('Jan 10, 2026, 23:59 UTC');
    expect(formatInstant('not a time')).toBe('not a time');
  });
});
