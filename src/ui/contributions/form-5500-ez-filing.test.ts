import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeContributionsApi } from '@/adapters/fakes/fake-contributions-api';
import { invalid } from '@/adapters/fakes/fake-port-kit';
import { ApiError } from '@/ports/api-client';
import { FORM_5500_EZ_DOCUMENT_FAILED, Form5500EzViewModel } from '@/ui/contributions/form-5500-ez-view-model';

const NOW = new Date('2027-08-10T12:00:00Z');

/** The plan held $300,000.00 at the end of 2026: the return was due Aug 2, 2027 (Jul 31 is a Saturday) and is late. */
function setup() {
  const api = new FakeContributionsApi(new FakeClock(NOW));
  api.planAssetsCents[2026] = 30_000_000;
  const saves = () => api.calls.filter((c) => c.startsWith('save'));
  return { api, saves, vm: new Form5500EzViewModel(api, new FakeClock(NOW)) };
}

describe('Form 5500-EZ prefilled return and filing record (decision 0231)', () => {
  test('prepares the return of the plan year shown and keeps it on the status', async () => {
    const { vm, api } = setup();
    await vm.load();
    expect(vm.planYear).toBe(2026);
    expect(vm.status).toMatchObject({ required: true, pastDue: true, dueDate: '2027-08-02' });
    await vm.generate();
    expect(api.calls.filter((c) => c.startsWith('file'))).toEqual(['fileForm5500EzDocument:2026']);
    expect(vm.status?.document).toEqual(vm.generated);
    expect(vm.generated?.name).toBe('Form 5500-EZ 2026.pdf');
    api.failNext = new ApiError('Request failed with status code 500', 'ERR_BAD_RESPONSE', 500);
    await vm.generate();
    expect(vm.failure).toBe(FORM_5500_EZ_DOCUMENT_FAILED);
  });

  test('the filing record: a filed return needs its date and method beside their fields; nothing sent until valid', async () => {
    const { vm, saves } = setup();
    await vm.load();
    expect(vm.filingForm.values).toEqual({ filed: false, filed_on: '', method: '', confirmation: '' });
    vm.filingForm.set('filed', true);
    vm.filingForm.set('filed_on', '2027-08-11');
    await vm.saveFiling();
    expect(saves()).toEqual([]);
    expect(vm.filingForm.messagesOf('filed_on')).toEqual(['Filing date cannot be in the future']);
    expect(vm.filingForm.messagesOf('method')).toEqual(['Filing method is required']);
    vm.filingForm.set('filed_on', '2027-08-09');
    vm.filingForm.set('method', 'paper');
    vm.filingForm.set('confirmation', '  ');
    await vm.saveFiling();
    expect(saves()).toEqual(['saveForm5500EzFiling:2026']);
    expect(vm.status?.filing).toEqual({ filed: true, filedOn: '2027-08-09', method: 'paper', confirmation: null });
    expect(vm.status?.pastDue).toBe(false);
    expect(vm.filingSaved).toBe(true);
    expect(vm.filingForm.values).toEqual({ filed: true, filed_on: '2027-08-09', method: 'paper', confirmation: '' });
  });

  test('not filed sends only that; the port’s messages land beside their fields', async () => {
    const { vm, saves, api } = setup();
    await vm.load();
    await vm.saveFiling();
    expect(saves()).toEqual(['saveForm5500EzFiling:2026']);
    expect(vm.status?.filing.filed).toBe(false);
    vm.filingForm.set('filed', true);
    vm.filingForm.set('filed_on', '2027-01-05');
    vm.filingForm.set('method', 'efast2');
    api.failNext = invalid({ filed_on: ['Filing date cannot be before the plan year began'] });
    await vm.saveFiling();
    expect(vm.filingForm.messagesOf('filed_on')).toEqual(['Filing date cannot be before the plan year began']);
  });

  test('downloads the return in the library', async () => {
    const { vm, api } = setup();
    const doc = await api.fileForm5500EzDocument(2026);
    await vm.load();
    await vm.download();
    expect(api.calls.at(-1)).toBe(`download:${doc.documentId}`);
    expect(api.downloads).toEqual(['Form 5500-EZ 2026.pdf']);
  });

  test('Form 5558: a day after the return’s due day is refused beside its field; a day by then is sent', async () => {
    const { vm, saves } = setup();
    await vm.load();
    expect(vm.extensionForm.values).toEqual({ filed: false, filed_on: '' });
    vm.extensionForm.set('filed', true);
    vm.extensionForm.set('filed_on', '2027-08-03');
    await vm.saveExtension();
    expect(saves()).toEqual([]);
    expect(vm.extensionForm.messagesOf('filed_on')).toEqual(["Form 5558 must be filed by the return's due date, Aug 2, 2027"]);
    vm.extensionForm.set('filed_on', '2027-08-02');
    await vm.saveExtension();
    expect(saves()).toEqual(['saveForm5558Extension:2026']);
    expect(vm.extensionSaved).toBe(true);
    expect(vm.status?.extension).toEqual({ filed: true, filedOn: '2027-08-02' });
    expect(vm.status?.filingDeadline).toBe('2027-10-15');
    expect(vm.extensionForm.values).toEqual({ filed: true, filed_on: '2027-08-02' });
  });
});
