import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeContributionsApi } from '@/adapters/fakes/fake-contributions-api';
import type { ContributionRecord } from '@/domain/contributions/contribution-records';
import { ApiError } from '@/ports/api-client';
import { ContributionsViewModel, EDIT_FAILED } from '@/ui/contributions/contributions-view-model';
import { Form5500EzViewModel } from '@/ui/contributions/form-5500-ez-view-model';

const NOW = new Date('2026-11-23T12:00:00Z');

const ENTRY: ContributionRecord = {
  id: 'c-7',
  source: 'Deferral Pre-Tax',
  amountCents: 400_000,
  depositDate: '2026-02-10',
  taxYear: 2026,
  reference: 'ACH 1',
  roth: false,
};

/** $24,000 of pre-tax deferrals recorded for 2026 in the port's fake: the entry below is $4,000 of them. */
function setup() {
  const api = new FakeContributionsApi(new FakeClock(NOW));
  api.seed(ENTRY, {
    source: 'Deferral Pre-Tax',
    amountCents: 2_000_000,
    depositDate: '2026-01-10',
    taxYear: 2026,
    reference: null,
  });
  return { api, vm: new ContributionsViewModel(api, new FakeClock(NOW)) };
}

const SETUP_JUNE_30 = { entityType: 'sCorporation', yearEnd: { month: 6, day: 30 }, planHasRoth: undefined };

describe('changing a ledger entry', () => {
  test('the form takes the entry; its room and warnings leave the entry out (its amount is replaced, not added)', async () => {
    const { vm } = setup();
    await vm.load();
    vm.startEdit(ENTRY);
    expect(vm.form.values).toEqual({
      source: 'Deferral Pre-Tax',
      amount: '4000.00',
      deposit_date: '2026-02-10',
      tax_year: '2026',
      reference: 'ACH 1',
    });
    // 24,500 - (24,000 - 4,000) = 4,500 of room for the changed entry.
    expect(vm.roomOfChosenSourceCents).toBe(450_000);
    expect(vm.pendingWarnings).toEqual([]);
    vm.form.set('amount', '4,600');
    expect(vm.pendingWarnings.map((w) => w.message)).toEqual([
      'Elective deferrals for 2026 (all employers together) would be $100.00 over the limit of $24,500.00.',
    ]);
    vm.form.set('source', 'Roll Overs');
    expect(vm.roomOfChosenSourceCents).toBeUndefined();
  });

  test('saves the change through the port in cents, then the form records new deposits again', async () => {
    const { vm, api } = setup();
    await vm.load();
    vm.startEdit(ENTRY);
    vm.form.set('amount', '3,500.25');
    vm.form.set('reference', 'ACH 2');
    await vm.record();
    expect(api.calls).toContain('edit:c-7');
    expect((await api.contributions(2026)).find((c) => c.id === 'c-7')).toEqual({
      id: 'c-7',
      source: 'Deferral Pre-Tax',
      amountCents: 350_025,
      depositDate: '2026-02-10',
      taxYear: 2026,
      reference: 'ACH 2',
      roth: false,
    });
    expect(vm.editing).toBeUndefined();
    expect(vm.edited?.amountCents).toBe(350_025);
    expect(vm.recorded).toBeUndefined();
    expect(vm.form.values).toEqual({ source: '', amount: '', deposit_date: '', tax_year: '2026', reference: '' });
  });

  test('the entry rules apply to the change beside their fields; nothing is sent; cancel puts the blank form back', async () => {
    const { vm, api } = setup();
    await vm.load();
    vm.startEdit(ENTRY);
    vm.form.set('amount', '0');
    vm.form.set('deposit_date', '2024-05-01');
    await vm.record();
    expect(api.calls.filter((c) => c.startsWith('edit'))).toEqual([]);
    expect(vm.form.messagesOf('amount')).toEqual(['Amount must be greater than $0.00']);
    expect(vm.form.messagesOf('tax_year')).toEqual(['Tax year must be the year of the deposit or the year before']);
    vm.cancelEdit();
    expect(vm.editing).toBeUndefined();
    expect(vm.form.values.amount).toBe('');
    expect(vm.form.messagesOf('amount')).toEqual([]);
  });

  test('an older entry keeps its own tax year among the choices; a failed save keeps the edit and says so', async () => {
    const { vm, api } = setup();
    await vm.load();
    vm.startEdit({ ...ENTRY, depositDate: '2024-03-01', taxYear: 2023 });
    expect(vm.taxYearChoices.map((c) => c.value)).toEqual(['2026', '2025', '2023']);
    api.failNext = new ApiError('Request failed with status code 500', 'ERR_BAD_RESPONSE', 500);
    await vm.record();
    expect(vm.failure).toBe(EDIT_FAILED);
    expect(vm.editing?.id).toBe('c-7');
    expect(vm.form.values.deposit_date).toBe('2024-03-01');
  });

  test('removing the entry being changed gives up the change', async () => {
    const { vm, api } = setup();
    await vm.load();
    vm.startEdit(ENTRY);
    await vm.remove('c-7');
    expect(vm.editing).toBeUndefined();
    expect(vm.entries.map((e) => e.id)).not.toContain('c-7');
    expect(api.calls).toContain('remove:c-7');
  });
});

describe('a fiscal plan year from the plan setup (decision 0230)', () => {
  test('the ledger’s deadlines follow the June 30 plan year', async () => {
    const { vm, api } = setup();
    api.setup = SETUP_JUNE_30;
    await vm.load();
    expect(vm.deadlines).toEqual([
      { label: 'Elect your 2026-27 plan-year salary deferrals (pre-tax and Roth)', date: { year: 2027, month: 6, day: 30 } },
      {
        label: "Deposit 2026-27 plan-year employer contributions by the business's tax return (Form 1120-S)",
        date: { year: 2027, month: 9, day: 15 },
        extendedDate: { year: 2028, month: 3, day: 15 },
      },
    ]);
  });

  test('the 5500-EZ shown is the plan year ended June 30 until its extended due date (April 15), named by its days', async () => {
    const api = new FakeContributionsApi(new FakeClock(NOW));
    api.setup = SETUP_JUNE_30;
    const gets = () => api.calls.filter((c) => c.startsWith('form5500Ez:'));
    const vm = new Form5500EzViewModel(api, new FakeClock(new Date('2027-04-15T12:00:00Z')));
    await vm.load();
    expect(gets()).toEqual(['form5500Ez:2025']);
    expect(vm.planYearLabel).toBe('the plan year Jul 1, 2025 to Jun 30, 2026');
    const later = new Form5500EzViewModel(api, new FakeClock(new Date('2027-04-16T12:00:00Z')));
    await later.load();
    expect(gets()).toEqual(['form5500Ez:2025', 'form5500Ez:2026']);
    const calendar = new Form5500EzViewModel(
      new FakeContributionsApi(new FakeClock(NOW)),
      new FakeClock(new Date('2027-04-16T12:00:00Z')),
    );
    expect(calendar.planYearLabel).toBe('2026');
  });
});
