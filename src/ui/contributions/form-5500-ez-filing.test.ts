import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient, type FakeApiCall } from '@/adapters/fakes/fake-api-client';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import {
  type ApiForm5500EzStatus,
  FORM_5500_EZ_DOCUMENT_FAILED,
  Form5500EzViewModel,
} from '@/ui/contributions/form-5500-ez-view-model';

const NOW = new Date('2027-08-10T12:00:00Z');
const DOC = {
  document_id: 'd-1',
  version_id: 'v-1',
  name: 'Form 5500-EZ 2026.pdf',
  download_path: '/documents/d-1/download/google-cloud-url?id=v-1',
};

function status(extra: Partial<ApiForm5500EzStatus> = {}): ApiForm5500EzStatus {
  return {
    plan_year: 2026,
    plan_year_start: '2026-01-01',
    plan_year_end: '2026-12-31',
    plan_assets: 300000,
    plan_assets_cents: 300000 * 100,
    participant_accounts_cents: 300000 * 100,
    participant_loans_cents: 0,
    participants: 1,
    other_plans_assets_cents: 0,
    all_plans_assets_cents: 300000 * 100,
    other_plans_assets: 0,
    final_plan_year: false,
    required: true,
    reason: 'assets',
    due_date: '2027-07-31',
    extended_due_date: '2027-10-15',
    statutory_due_date: '2027-07-31',
    due_date_note: null,
    statutory_extended_due_date: '2027-10-15',
    extended_due_date_note: null,
    extension: { filed: false, filed_on: null },
    filing_deadline: '2027-07-31',
    reminders: [],
    filing: { filed: false, filed_on: null, method: null, confirmation: null },
    document: null,
    past_due: true,
    days_late: 10,
    max_penalty: 2500,
    max_penalty_cents: 2500 * 100,
    penalty_per_day_cents: 25000,
    penalty_cap_cents: 15_000_000,
    ...extra,
  };
}

function setup() {
  const puts: FakeApiCall[] = [];
  const api = new FakeApiClient()
    .respond('GET', '/form-5500-ez/:year', () => status())
    .respond('POST', '/form-5500-ez/:year/document', DOC)
    .respond('PUT', '/form-5500-ez/:year/filing', (c: FakeApiCall) => {
      puts.push(c);
      const body = c.body as Record<string, unknown>;
      return status({
        filing: { filed: true, filed_on: body.filed_on as string, method: 'paper', confirmation: null },
        past_due: false,
        days_late: 0,
        max_penalty: 0,
      });
    });
  return { api, puts, vm: new Form5500EzViewModel(api, new FakeClock(NOW)) };
}

describe('Form 5500-EZ prefilled return and filing record (decision 0231)', () => {
  test('prepares the return of the plan year shown and keeps it on the status', async () => {
    const { vm, api } = setup();
    await vm.load();
    expect(vm.planYear).toBe(2026);
    await vm.generate();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/form-5500-ez/2026/document']);
    expect(vm.status?.document).toEqual(DOC);
    expect(vm.generated).toEqual(DOC);
    api.failWith('POST', '/form-5500-ez/:year/document', 500);
    await vm.generate();
    expect(vm.failure).toBe(FORM_5500_EZ_DOCUMENT_FAILED);
  });

  test('the filing record: a filed return needs its date and method beside their fields; nothing sent until valid', async () => {
    const { vm, puts } = setup();
    await vm.load();
    expect(vm.filingForm.values).toEqual({ filed: false, filed_on: '', method: '', confirmation: '' });
    vm.filingForm.set('filed', true);
    vm.filingForm.set('filed_on', '2027-08-11');
    await vm.saveFiling();
    expect(puts).toEqual([]);
    expect(vm.filingForm.messagesOf('filed_on')).toEqual(['Filing date cannot be in the future']);
    expect(vm.filingForm.messagesOf('method')).toEqual(['Filing method is required']);
    vm.filingForm.set('filed_on', '2027-08-09');
    vm.filingForm.set('method', 'paper');
    vm.filingForm.set('confirmation', '  ');
    await vm.saveFiling();
    expect(puts.map((p) => [p.path, p.body])).toEqual([
      ['/form-5500-ez/2026/filing', { filed: true, filed_on: '2027-08-09', method: 'paper', confirmation: null }],
    ]);
    expect(vm.status?.past_due).toBe(false);
    expect(vm.filingSaved).toBe(true);
    expect(vm.filingForm.values).toEqual({ filed: true, filed_on: '2027-08-09', method: 'paper', confirmation: '' });
  });

  test('not filed sends only that; the server’s messages land beside their fields', async () => {
    const { vm, puts, api } = setup();
    await vm.load();
    await vm.saveFiling();
    expect(puts.map((p) => p.body)).toEqual([{ filed: false }]);
    api.failWith('PUT', '/form-5500-ez/:year/filing', 400, {
      error: 'validation',
      fields: { filed_on: ['Filing date cannot be before the plan year began'] },
    });
    vm.filingForm.set('filed', true);
    vm.filingForm.set('filed_on', '2027-01-05');
    vm.filingForm.set('method', 'efast2');
    await vm.saveFiling();
    expect(vm.filingForm.messagesOf('filed_on')).toEqual(['Filing date cannot be before the plan year began']);
  });

  test('downloads the return through its signed link', async () => {
    const { vm, api } = setup();
    api.respond('GET', '/form-5500-ez/:year', () => status({ document: DOC }));
    api.respond('GET', '/documents/:id/download/google-cloud-url', { url: 'https://signed.example/d-1' });
    api.files.set('https://signed.example/d-1', new Blob(['%PDF']));
    await vm.load();
    await vm.download();
    expect(api.calls.at(-1)).toMatchObject({ path: '/documents/d-1/download/google-cloud-url', query: { id: 'v-1' } });
    expect(api.downloads.map((d) => [d.url, d.fileName])).toEqual([['https://signed.example/d-1', 'Form 5500-EZ 2026.pdf']]);
  });

  test('Form 5558: a day after the return’s due day is refused beside its field; a day by then is sent', async () => {
    const { vm, api } = setup();
    const sent: FakeApiCall[] = [];
    api.respond('PUT', '/form-5500-ez/:year/extension', (c: FakeApiCall) => {
      sent.push(c);
      return status({ extension: { filed: true, filed_on: '2027-08-02' }, filing_deadline: '2027-10-15', past_due: false });
    });
    api.respond('GET', '/form-5500-ez/:year', () => status({ due_date: '2027-08-02', statutory_due_date: '2027-07-31' }));
    await vm.load();
    expect(vm.extensionForm.values).toEqual({ filed: false, filed_on: '' });
    vm.extensionForm.set('filed', true);
    vm.extensionForm.set('filed_on', '2027-08-03');
    await vm.saveExtension();
    expect(sent).toEqual([]);
    expect(vm.extensionForm.messagesOf('filed_on')).toEqual(["Form 5558 must be filed by the return's due date, Aug 2, 2027"]);
    vm.extensionForm.set('filed_on', '2027-08-02');
    await vm.saveExtension();
    expect(sent.map((c) => [c.path, c.body])).toEqual([
      ['/form-5500-ez/2026/extension', { filed: true, filed_on: '2027-08-02' }],
    ]);
    expect(vm.extensionSaved).toBe(true);
    expect(vm.status?.filing_deadline).toBe('2027-10-15');
    expect(vm.extensionForm.values).toEqual({ filed: true, filed_on: '2027-08-02' });
  });
});
