import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakePlanAmendmentsApi } from '@/adapters/fakes/fake-plan-amendments-api';
import { ApiError } from '@/ports/api-client';
import { PlanAmendmentsViewModel } from '@/ui/plan-amendments/plan-amendments-view-model';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const setUp = async (iso = '2026-11-30T12:00:00Z') => {
  const api = new FakePlanAmendmentsApi(new FakeClock(new Date(iso)));
  api.effectiveDate = '2025-01-01';
  const vm = new PlanAmendmentsViewModel(api);
  await vm.load();
  return { api, vm };
};

describe('PlanAmendmentsViewModel', () => {
  test('loads the tasks; a preview is saved; signing needs the fields, keeps what was typed, then gives the receipt', async () => {
    const { api, vm } = await setUp();
    expect(vm.tasks.map((t) => t.state)).toEqual(['due_soon', 'due']);
    await vm.preview('secure-2-0-interim-amendment');
    expect(api.previews).toEqual(['SECURE 2.0 Interim Amendment (to review).pdf']);

    vm.startSigning('secure-2-0-interim-amendment');
    vm.form.set('signer_first_name', 'Avery');
    expect(await vm.sign()).toBe(false);
    expect(vm.form.messagesOf('signer_last_name')).toEqual(['Signer Last Name is required']);
    expect(vm.form.messagesOf('signature')).toEqual(['Signature is required']);
    expect(vm.form.text('signer_first_name')).toBe('Avery');
    expect(api.calls.filter((c) => c.startsWith('sign'))).toEqual([]);

    vm.form.set('signer_last_name', 'Quinn');
    vm.form.set('signer_title', 'Owner');
    vm.form.set('signature', PNG);
    expect(await vm.sign()).toBe(true);
    expect(vm.justSigned?.signature?.fileName).toBe('SECURE 2.0 Interim Amendment (signed 2026-11-30).pdf');
    expect(vm.signingId).toBeUndefined();
    expect(vm.tasks.map((t) => t.state)).toEqual(['signed', 'due']);
  });

  test('a refusal of the server shows its message; a failed load says so', async () => {
    const { api, vm } = await setUp();
    vm.startSigning('secure-2-0-interim-amendment');
    for (const [k, v] of Object.entries({ signer_first_name: 'A', signer_last_name: 'Q', signer_title: 'Owner', signature: PNG }))
      vm.form.set(k, v);
    api.failNext = new ApiError('Request failed with status code 409', 'ERR_BAD_REQUEST', 409, {
      error: 'already_signed',
      message: 'This document is already signed',
    });
    expect(await vm.sign()).toBe(false);
    expect(vm.failure).toBe('This document is already signed');
    api.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await vm.load();
    expect(vm.loadFailed).toBe(true);
  });

  test('after the deadline the unsigned amendment is listed as overdue', async () => {
    const { vm } = await setUp('2027-02-01T12:00:00Z');
    expect(vm.overdue.map((t) => t.title)).toEqual(['SECURE 2.0 Interim Amendment']);
  });
});
