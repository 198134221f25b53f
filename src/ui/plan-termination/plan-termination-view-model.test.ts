import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeAccountApi } from '@/adapters/fakes/fake-account-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { FakePlanTerminationApi } from '@/adapters/fakes/fake-plan-termination-api';
import { PlanTerminationViewModel } from './plan-termination-view-model';

/** A 1x1 PNG: a drawn signature. */
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const NOW = new Date('2026-11-23T10:00:00Z');

function setUp(storage = new MemoryKeyValueStorage()): { api: FakePlanTerminationApi; vm: PlanTerminationViewModel } {
  const clock = new FakeClock(NOW);
  const api = new FakePlanTerminationApi(clock);
  return { api, vm: new PlanTerminationViewModel(api, clock, new FakeAccountApi(), storage) };
}

function fill(vm: PlanTerminationViewModel): void {
  vm.form.set('signer_first_name', 'Avery');
  vm.form.set('signer_last_name', 'Quinn');
  vm.form.set('signer_title', 'Owner');
  vm.form.set('signature', SIGNATURE_PNG);
}

describe('PlanTerminationViewModel', () => {
  test('the resolution is checked beside its fields before the confirmation opens; nothing typed is lost', async () => {
    const { api, vm } = setUp();
    await vm.load();
    expect(vm.state?.status).toBe('not_started');
    expect(vm.form.values).toMatchObject({ resolution_date: '2026-11-23', termination_date: '2026-11-23' });
    vm.form.set('termination_date', '2026-11-22');
    vm.form.set('signer_first_name', 'Avery');
    vm.ask();
    expect(vm.confirming).toBe(false);
    expect(vm.form.messagesOf('termination_date')).toEqual(['The termination date cannot be before the resolution date']);
    expect(vm.form.messagesOf('signer_last_name')).toEqual(['Last name is required']);
    expect(vm.form.messagesOf('signature')).toEqual(['Signature is required']);
    expect(vm.form.text('signer_first_name')).toBe('Avery');
    expect(api.calls).toEqual(['state']);
  });

  test('confirmed, the resolution is adopted and the checklist shows; cancelled, nothing is sent', async () => {
    const { api, vm } = setUp();
    api.balanceCents = 12_000;
    await vm.load();
    fill(vm);
    vm.ask();
    expect(vm.confirming).toBe(true);
    vm.cancel();
    expect(api.calls).toEqual(['state']);
    vm.ask();
    await vm.adopt();
    expect(vm.confirming).toBe(false);
    expect(vm.state).toMatchObject({ status: 'terminating', checklist: { stepsLeft: 2 } });
    expect(vm.notice).toBe(
      'The resolution is adopted and filed in your document library, folder Plan documents. Next: distribute or roll over every account.',
    );
  });

  test("a refusal's message is shown; a loan is offset by reason of the termination", async () => {
    const { api, vm } = setUp();
    api.role = 'participant';
    await vm.load();
    fill(vm);
    vm.ask();
    await vm.adopt();
    expect(vm.failure).toBe('Only the plan owner can terminate the plan');
    api.role = 'owner';
    api.loans = [{ id: 'l-1', outstandingCents: 50_000 }];
    await vm.adopt();
    expect(vm.state?.checklist?.loans).toHaveLength(1);
    await vm.offsetLoan('l-1');
    expect(vm.state?.checklist?.loans).toEqual([]);
    expect(vm.notice).toBe('The loan is offset against the account: a qualified plan loan offset, Form 1099-R code M.');
  });

  test('a reload keeps what was typed but the signature; the draft goes once the resolution is adopted', async () => {
    const storage = new MemoryKeyValueStorage();
    const first = setUp(storage);
    await first.vm.load();
    fill(first.vm);
    first.vm.form.set('termination_date', '2026-12-01');
    const again = setUp(storage);
    await again.vm.load();
    expect(again.vm.form.values).toMatchObject({
      signer_first_name: 'Avery',
      signer_title: 'Owner',
      termination_date: '2026-12-01',
    });
    expect(again.vm.form.text('signature')).toBe('');
    again.vm.form.set('signature', SIGNATURE_PNG);
    again.vm.ask();
    await again.vm.adopt();
    expect(storage.keys().filter((k) => k.includes('plan-termination'))).toEqual([]);
  });
});
