import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient, type FakeApiCall } from '@/adapters/fakes/fake-api-client';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import type { ApiContribution, ApiContributionSummary } from '@/ui/contributions/contributions-api';
import { ContributionsViewModel, EDIT_FAILED } from '@/ui/contributions/contributions-view-model';
import { Form5500EzViewModel } from '@/ui/contributions/form-5500-ez-view-model';

const NOW = new Date('2026-11-23T12:00:00Z');
const SOURCES = ['Deferral Pre-Tax', 'Deferral Roth', 'Profit Sharing', 'Roll Overs', 'After Tax', 'Employer Match'];

/** A 2026 summary with $24,000 of pre-tax deferrals recorded (the entry below is $4,000 of them). */
function summary(): ApiContributionSummary {
  return {
    tax_year: 2026,
    age: 45,
    limits: { deferral: 24500, catch_up: 0, annual_additions: 72000, compensation_cap: 360000 },
    other_employer_deferrals: 0,
    compensation: null,
    sources: SOURCES.map((source) => ({
      source: source as never,
      total: source === 'Deferral Pre-Tax' ? 24000 : 0,
      room: source === 'Roll Overs' ? null : 500,
    })),
    usage: null,
    warnings: [],
  };
}

const ENTRY: ApiContribution = {
  id: 'c-7',
  source: 'Deferral Pre-Tax',
  amount: 4000,
  deposit_date: '2026-02-10',
  tax_year: 2026,
  reference: 'ACH 1',
};

function setup() {
  const patches: FakeApiCall[] = [];
  const api = new FakeApiClient()
    .respond('GET', '/contributions', [ENTRY])
    .respond('GET', '/contribution-summary', summary)
    .respond('PATCH', '/contributions/:id', (c: FakeApiCall) => {
      patches.push(c);
      return { contribution: { id: 'c-7', ...(c.body as object) }, warnings: [] };
    });
  return { api, patches, vm: new ContributionsViewModel(api, new FakeClock(NOW)) };
}

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
    expect(vm.roomOfChosenSource).toBe(4500);
    expect(vm.pendingWarnings).toEqual([]);
    vm.form.set('amount', '4,600');
    expect(vm.pendingWarnings.map((w) => w.message)).toEqual([
      'Elective deferrals for 2026 (all employers together) would be $100.00 over the limit of $24,500.00.',
    ]);
    vm.form.set('source', 'Roll Overs');
    expect(vm.roomOfChosenSource).toBeUndefined();
  });

  test('saves the change with PATCH in dollars, then the form records new deposits again', async () => {
    const { vm, patches } = setup();
    await vm.load();
    vm.startEdit(ENTRY);
    vm.form.set('amount', '3,500.25');
    vm.form.set('reference', 'ACH 2');
    await vm.record();
    expect(patches.map((p) => [p.path, p.body])).toEqual([
      [
        '/contributions/c-7',
        { source: 'Deferral Pre-Tax', amount: 3500.25, deposit_date: '2026-02-10', tax_year: 2026, reference: 'ACH 2' },
      ],
    ]);
    expect(vm.editing).toBeUndefined();
    expect(vm.edited?.amount).toBe(3500.25);
    expect(vm.recorded).toBeUndefined();
    expect(vm.form.values).toEqual({ source: '', amount: '', deposit_date: '', tax_year: '2026', reference: '' });
  });

  test('the entry rules apply to the change beside their fields; nothing is sent; cancel puts the blank form back', async () => {
    const { vm, patches } = setup();
    await vm.load();
    vm.startEdit(ENTRY);
    vm.form.set('amount', '0');
    vm.form.set('deposit_date', '2024-05-01');
    await vm.record();
    expect(patches).toEqual([]);
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
    vm.startEdit({ ...ENTRY, deposit_date: '2024-03-01', tax_year: 2023 });
    expect(vm.taxYearChoices.map((c) => c.value)).toEqual(['2026', '2025', '2023']);
    api.failWith('PATCH', '/contributions/:id', 500);
    await vm.record();
    expect(vm.failure).toBe(EDIT_FAILED);
    expect(vm.editing?.id).toBe('c-7');
    expect(vm.form.values.deposit_date).toBe('2024-03-01');
  });

  test('removing the entry being changed gives up the change', async () => {
    const { vm, api } = setup();
    api.respond('DELETE', '/contributions/:id', undefined);
    await vm.load();
    vm.startEdit(ENTRY);
    await vm.remove('c-7');
    expect(vm.editing).toBeUndefined();
  });
});

describe('a fiscal plan year from the plan setup (decision 0230)', () => {
  const CHECKOUT = {
    steps: {
      employerDetails: {
        values: {
          entity_type: 'sCorporation',
          employer_fiscal_year_end: 'fiscalBased',
          employer_fiscal_year_end_date: '2020-06-30',
        },
      },
    },
  };

  test('the ledger’s deadlines follow the June 30 plan year', async () => {
    const { vm, api } = setup();
    api.respond('GET', '/checkout', CHECKOUT);
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
    const gets: string[] = [];
    const api = new FakeApiClient()
      .respond('GET', '/checkout', CHECKOUT)
      .respond('GET', '/form-5500-ez/:year', (c: FakeApiCall) => {
        gets.push(c.path);
        return { plan_year: Number(c.path.split('/')[2]) };
      });
    const vm = new Form5500EzViewModel(api, new FakeClock(new Date('2027-04-15T12:00:00Z')));
    await vm.load();
    expect(gets).toEqual(['/form-5500-ez/2025']);
    expect(vm.planYearLabel).toBe('the plan year Jul 1, 2025 to Jun 30, 2026');
    const later = new Form5500EzViewModel(api, new FakeClock(new Date('2027-04-16T12:00:00Z')));
    await later.load();
    expect(gets).toEqual(['/form-5500-ez/2025', '/form-5500-ez/2026']);
    const calendar = new Form5500EzViewModel(new FakeApiClient(), new FakeClock(new Date('2027-04-16T12:00:00Z')));
    expect(calendar.planYearLabel).toBe('2026');
  });
});
