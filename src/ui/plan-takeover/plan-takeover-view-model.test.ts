import 'reflect-metadata';
import { describe, expect, test, vi } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakePlanTakeoverApi } from '@/adapters/fakes/fake-plan-takeover-api';
import { planTakeoverTileState } from '@/ui/plan-takeover/plan-takeover-home-tile';
import { PlanTakeoverViewModel } from '@/ui/plan-takeover/plan-takeover-view-model';

function setup() {
  const clock = new FakeClock(new Date('2026-11-23T12:00:00Z'));
  const api = new FakePlanTakeoverApi(clock);
  return { vm: new PlanTakeoverViewModel(api, clock), api };
}

describe('PlanTakeoverViewModel', () => {
  test('documents, opening balances and a prior filing: the progress moves to all done', async () => {
    const { vm } = setup();
    await vm.load();
    expect(vm.status?.summary).toBe('Bring your plan: 0 of 4 done');
    expect(vm.opening.text('as_of')).toBe('2026-01-01');
    for (const kind of ['adoption_agreement', 'trust_document', 'ein_letter'] as const)
      await vm.upload(kind, new File(['%PDF-1.4'], `${kind}.pdf`, { type: 'application/pdf' }));
    expect(vm.status?.summary).toBe('Bring your plan: 3 of 4 done');
    vm.opening.set('pre_tax_cents', '50,000');
    vm.opening.set('roth_cents', '20,000.50');
    vm.opening.set('roth_basis_cents', '15,000');
    vm.opening.set('roth_first_year', '2016');
    await vm.recordOpening();
    expect(vm.notice).toBe('Opening balances recorded.');
    expect(vm.status?.openingBalances).toMatchObject({
      totalCents: 7_000_050,
      rothBasisCents: 1_500_000,
      rothFirstYear: 2016,
    });
    expect(vm.status?.summary).toBe('Bring your plan: all done');
    vm.filing.set('plan_year', '2025');
    vm.filing.set('filed_on', '2026-06-30');
    vm.filing.set('year_end_assets_cents', '72,500');
    await vm.recordFiling();
    expect(vm.status?.priorFilings).toEqual([{ planYear: 2025, filedOn: '2026-06-30', yearEndAssetsCents: 7_250_000 }]);
  });

  test('bad input shows its message beside the field and keeps what was typed; nothing is sent', async () => {
    const { vm, api } = setup();
    const send = vi.spyOn(api, 'recordOpeningBalances');
    await vm.load();
    vm.opening.set('roth_cents', '1,000');
    vm.opening.set('roth_basis_cents', '1,000.01');
    vm.opening.set('after_tax_cents', 'abc');
    await vm.recordOpening();
    expect(vm.opening.messagesOf('after_tax_cents')).toEqual(['After Tax must be an amount in dollars, like 1,250.00']);
    vm.opening.set('after_tax_cents', '');
    await vm.recordOpening();
    expect(vm.opening.messagesOf('roth_basis_cents')).toEqual(['Roth basis can not be more than the Roth balance of $1,000.00']);
    expect(vm.opening.messagesOf('roth_first_year')).toEqual([
      'The year of the first Roth contribution is required for Roth money',
    ]);
    expect(vm.opening.text('roth_basis_cents')).toBe('1,000.01');
    expect(send).not.toHaveBeenCalled();
    vm.filing.set('plan_year', '2026');
    vm.filing.set('filed_on', '2026-06-30');
    await vm.recordFiling();
    expect(vm.filing.messagesOf('plan_year')).toEqual(['Plan year must be from 2015 to 2025']);
    expect(vm.filing.messagesOf('year_end_assets_cents')).toEqual(['Year-end assets are required']);
  });

  test('the same intent sent twice records once', async () => {
    const { vm, api } = setup();
    const send = vi.spyOn(api, 'recordOpeningBalances');
    await vm.load();
    vm.opening.set('pre_tax_cents', '100');
    await Promise.all([vm.recordOpening(), vm.recordOpening()]);
    const keys = send.mock.calls.map((c) => c[1]);
    expect(new Set(keys).size).toBe(1);
    expect(vm.status?.openingBalances?.totalCents).toBe(10_000);
  });

  test('the home tile says how far bringing the plan is, and nothing to bring for a plan set up here', async () => {
    const { api } = setup();
    expect(planTakeoverTileState(await api.status())).toMatchObject({
      status: 'Bring your plan: 0 of 4 done',
      tone: 'notStarted',
      action: 'Bring your plan',
    });
    await api.fileDocument('trust_document', new Blob(['x']), 'trust.pdf');
    await api.fileDocument('ein_letter', new Blob(['x']), 'cp575.pdf');
    expect(planTakeoverTileState(await api.status())).toMatchObject({
      status: 'Bring your plan: 2 of 4 done',
      tone: 'inProgress',
    });
    api.applies = false;
    expect(planTakeoverTileState(await api.status())).toMatchObject({ status: 'Nothing to bring from elsewhere', tone: 'done' });
  });
});
