import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeContributionsApi } from '@/adapters/fakes/fake-contributions-api';
import { invalid } from '@/adapters/fakes/fake-port-kit';
import { ApiError } from '@/ports/api-client';
import { contributionsTileState } from '@/ui/contributions/contributions-home-tile';
import { ContributionsViewModel, sourceName } from '@/ui/contributions/contributions-view-model';
import { EmployerCalculatorViewModel } from '@/ui/contributions/employer-calculator-view-model';
import { Form5500EzViewModel } from '@/ui/contributions/form-5500-ez-view-model';

const NOW = new Date('2026-11-23T12:00:00Z');

/** The port's fake on the day of the test, with $24,000.00 of pre-tax deferrals for 2026 (tests drive its state). */
function setup(preTaxCents = 2_400_000) {
  const api = new FakeContributionsApi(new FakeClock(NOW));
  if (preTaxCents > 0)
    api.seed({ source: 'Deferral Pre-Tax', amountCents: preTaxCents, depositDate: '2026-01-15', taxYear: 2026, reference: null });
  const vm = new ContributionsViewModel(api, new FakeClock(NOW));
  return { api, vm };
}

describe('ContributionsViewModel', () => {
  test('shows the room of the chosen source and warns before recording a deposit over the limit', async () => {
    const { vm } = setup();
    await vm.load();
    vm.form.set('source', 'Deferral Roth');
    expect(vm.roomOfChosenSourceCents).toBe(50_000);
    vm.form.set('amount', '600.00');
    vm.form.set('deposit_date', '2026-11-20');
    expect(vm.pendingWarnings.map((w) => w.message)).toEqual([
      'Elective deferrals for 2026 (all employers together) would be $100.00 over the limit of $24,500.00.',
    ]);
    vm.form.set('amount', '500');
    expect(vm.pendingWarnings).toEqual([]);
  });

  test('fault 5: a 2025 deposit typed for October 16, 2026 warns before it is recorded (sole proprietor)', async () => {
    const { api, vm } = setup();
    api.setup = { ...api.setup, entityType: 'soleProprietorship' };
    await vm.load();
    vm.form.set('source', 'Profit Sharing');
    vm.form.set('amount', '500');
    vm.form.set('deposit_date', '2026-10-16');
    vm.form.set('tax_year', '2025');
    expect(vm.pendingWarnings.map((w) => [w.message, w.suggestedTaxYear])).toEqual([
      [
        "A deposit on Oct 16, 2026 is too late to count for 2025: the deadline was the business's tax return due date " +
          'with extensions, Oct 15, 2026 (IRC 404(a)(6)). Count it for 2026 instead.',
        2026,
      ],
    ]);
    vm.form.set('deposit_date', '2026-10-15');
    expect(vm.pendingWarnings).toEqual([]);
  });

  test('Roth employer designation: offered for employer sources once the plan allows it; recorded, named and explained', async () => {
    const { vm, api } = setup(0);
    await vm.load();
    vm.form.set('source', 'Profit Sharing');
    expect(vm.rothOffered).toBe(false);
    api.rothEmployerAllowed = true;
    await vm.load();
    expect(vm.rothOffered).toBe(true);
    vm.form.set('source', 'Deferral Pre-Tax');
    expect(vm.rothOffered).toBe(false);
    vm.form.set('source', 'Employer Match');
    vm.form.set('roth', true);
    vm.form.set('amount', '3,000');
    vm.form.set('deposit_date', '2026-11-02');
    vm.form.set('tax_year', '2026');
    // Switching to a source that cannot be Roth keeps the box (to untick it) and says why beside it.
    vm.form.set('source', 'Deferral Pre-Tax');
    expect(vm.rothOffered).toBe(true);
    await vm.record();
    expect(vm.form.messagesOf('roth')).toEqual(['Only Profit Sharing and Employer Match can be designated Roth']);
    expect(api.calls).not.toContain('record');
    expect(vm.ledgerChanges).toBe(0);
    vm.form.set('source', 'Employer Match');
    await vm.record();
    // The page reloads the tax forms on a ledger change: the year's Roth employer money is on its 1099-R.
    expect(vm.ledgerChanges).toBe(1);
    expect(vm.recorded).toMatchObject({ source: 'Employer Match', amountCents: 300_000, roth: true });
    expect(sourceName(vm.recorded as NonNullable<typeof vm.recorded>)).toBe('Employer Match (Roth)');
    expect(vm.form.flag('roth')).toBe(false);
    expect(vm.summary?.rothEmployer).toEqual({ allowed: true, allocatedCents: 300_000 });
    const tile = contributionsTileState(vm.summary as NonNullable<typeof vm.summary>);
    expect(tile.facts).toContainEqual({ label: 'Roth employer money, taxable for 2026', value: '$3,000.00' });
  });

  test('records the typed deposit in cents; the form keeps source and year for the next one', async () => {
    const { vm, api } = setup();
    await vm.load();
    vm.form.set('source', 'Profit Sharing');
    vm.form.set('amount', '1,250.50');
    vm.form.set('deposit_date', '2026-03-02');
    vm.form.set('tax_year', '2025');
    vm.form.set('reference', 'ACH 9');
    await vm.record();
    expect(api.calls).toContain('record');
    const recorded = await api.contributions(2025);
    expect(recorded).toEqual([
      {
        id: expect.any(String),
        source: 'Profit Sharing',
        amountCents: 125_050,
        depositDate: '2026-03-02',
        taxYear: 2025,
        reference: 'ACH 9',
        roth: false,
      },
    ]);
    expect(vm.recorded?.id).toBe(recorded[0].id);
    expect(vm.form.values).toEqual({ source: 'Profit Sharing', amount: '', deposit_date: '', tax_year: '2025', reference: '' });
  });

  test('deadlines follow the entity type of the plan setup; without it only the deferral election', async () => {
    const { vm, api } = setup();
    await vm.load();
    expect(vm.deadlines.map((d) => d.label)).toEqual(['Elect your 2026 salary deferrals (pre-tax and Roth)']);
    api.setup = { ...api.setup, entityType: 'sCorporation' };
    await vm.load();
    expect(vm.deadlines[1]).toEqual({
      label: "Deposit 2026 employer contributions by the business's tax return (Form 1120-S)",
      date: { year: 2027, month: 3, day: 15 },
      extendedDate: { year: 2027, month: 9, day: 15 },
    });
  });

  test('bad input is refused next to its field, nothing sent, nothing typed lost', async () => {
    const { vm, api } = setup();
    await vm.load();
    vm.form.set('amount', '12.345');
    vm.form.set('deposit_date', '2026-12-01');
    await vm.record();
    expect(api.calls).not.toContain('record');
    expect(vm.form.messagesOf('source')).toEqual(['Source is required']);
    expect(vm.form.messagesOf('amount')).toEqual(['Amount must be written in dollars, like 1,250.00']);
    expect(vm.form.messagesOf('deposit_date')).toEqual(['Deposit date cannot be in the future']);
    expect(vm.form.values.amount).toBe('12.345');
  });

  test('what is typed into the year facts while the year loads is kept; a slower load of a year left is dropped', async () => {
    const { vm, api } = setup();
    await api.saveYear(2026, { otherEmployerDeferralsCents: 0, compensationCents: 5_000_000, priorYearFicaWagesCents: null });
    await api.saveYear(2025, { otherEmployerDeferralsCents: 0, compensationCents: 7_000_000, priorYearFicaWagesCents: null });
    const loading = vm.load();
    vm.yearForm.set('compensation', '20,000');
    await loading;
    expect(vm.yearForm.text('compensation')).toBe('20,000');
    // Nothing typed: the load fills the form from what was saved.
    await vm.load();
    expect(vm.yearForm.text('compensation')).toBe('50000.00');
    // 2025 asked first, then 2026: the 2025 answer, arriving last, does not replace 2026's page.
    const left = vm.showYear(2025);
    const shown = vm.showYear(2026);
    await Promise.all([shown, left]);
    expect(vm.taxYear).toBe(2026);
    expect(vm.summary?.compensationCents).toBe(5_000_000);
    expect(vm.yearForm.text('compensation')).toBe('50000.00');
  });

  test('the server’s field messages land beside their fields; a load failure offers a retry', async () => {
    const { vm, api } = setup();
    await vm.load();
    vm.form.set('source', 'After Tax');
    vm.form.set('amount', '10');
    vm.form.set('deposit_date', '2026-11-01');
    api.failNext = invalid({ reference: ['Reference must be text'] });
    await vm.record();
    expect(vm.form.messagesOf('reference')).toEqual(['Reference must be text']);
    api.failNext = new ApiError('Request failed with status code 500', 'ERR_BAD_RESPONSE', 500);
    await vm.load();
    expect(vm.hasErrors).toBe(true);
  });
});

describe('EmployerCalculatorViewModel', () => {
  test('fault 7: $400,000 of W-2 wages and $24,500 deferred: $47,500 (415(c) less deferrals), not 25% of the cap', () => {
    const calc = new EmployerCalculatorViewModel(new FakeClock(NOW));
    calc.form.set('basis', 'w2');
    calc.form.set('compensation', '400,000.00');
    expect(calc.resultFor(2_450_000)?.maximumCents).toBe(4_750_000);
  });

  test('a year without limits: "Limits for 2027 are not yet published" and no result', () => {
    const calc = new EmployerCalculatorViewModel(new FakeClock(new Date('2027-01-04T12:00:00Z')));
    calc.form.set('basis', 'w2');
    calc.form.set('compensation', '100,000.00');
    expect(calc.notPublished).toBe('Limits for 2027 are not yet published');
    expect(calc.resultFor(0)).toBeUndefined();
  });

  test('follows the tax year shown: in January 2027 the 2026 maximum is still computed from the 2026 limits', () => {
    const calc = new EmployerCalculatorViewModel(new FakeClock(new Date('2027-01-04T12:00:00Z')));
    calc.form.set('basis', 'w2');
    calc.form.set('compensation', '100,000.00');
    calc.showYear(2026);
    expect(calc.notPublished).toBeUndefined();
    expect(calc.resultFor(0)?.maximumCents).toBe(2_500_000);
    calc.showYear(2027);
    expect(calc.resultFor(0)).toBeUndefined();
  });

  test('sole proprietor with $100,000 of net profit: $18,587.04, with the steps', () => {
    const calc = new EmployerCalculatorViewModel(new FakeClock(NOW));
    expect(calc.resultFor(0)).toBeUndefined();
    calc.form.set('basis', 'selfEmployment');
    calc.form.set('compensation', '100,000.00');
    expect(calc.resultFor(0)?.maximumCents).toBe(1_858_704);
    expect(calc.resultFor(0)?.steps).toHaveLength(12);
    expect(calc.notPublished).toBeUndefined();
    calc.form.set('compensation', 'lots');
    expect(calc.resultFor(0)).toBeUndefined();
    calc.form.blur('compensation');
    expect(calc.form.messagesOf('compensation')).toEqual(['Compensation must be written in dollars, like 1,250.00']);
  });
});

describe('contributions home tile', () => {
  test('not started, in progress with what is left, attention with the warning', async () => {
    expect(contributionsTileState(await setup(0).api.summary(2026))).toEqual({
      status: 'No deposits recorded for 2026',
      tone: 'notStarted',
      next: 'Record each deposit to see the room left under the IRS limits.',
      action: 'Record a deposit',
    });
    expect(contributionsTileState(await setup(1_000_000).api.summary(2026))).toEqual({
      status: '$10,000.00 deposited for 2026',
      tone: 'inProgress',
      facts: [
        { label: 'Deposited for 2026', value: '$10,000.00' },
        { label: 'Deferrals left', value: '$14,500.00' },
        { label: 'Annual additions left', value: '$62,000.00' },
      ],
      action: 'Open contributions',
    });
    const over = contributionsTileState(await setup(2_500_000).api.summary(2026));
    expect(over).toMatchObject({
      status: 'Over a limit for 2026',
      tone: 'attention',
      next: 'Elective deferrals for 2026 (all employers together) are $500.00 over the limit of $24,500.00.',
    });
  });
});

describe('room per source', () => {
  test('stays true when another limit is exceeded: deferrals over 402(g) leave the profit sharing room', async () => {
    // $25,000 of pre-tax deferrals: $500 over the 2026 deferral limit (the owner is under 50).
    const { vm } = setup(2_500_000);
    await vm.load();
    expect(vm.summary?.warnings.map((w) => w.limit)).toEqual(['deferrals']);
    const room = (source: string) => vm.summary?.sources.find((s) => s.source === source)?.roomCents;
    expect(room('Deferral Roth')).toBe(0);
    // The 415(c) limit of $72,000 less the $24,500 of deferrals within 402(g)... what the rules count: more than $0.
    expect(room('Profit Sharing')).toBeGreaterThan(0);
    vm.form.set('source', 'Profit Sharing');
    expect(vm.roomOfChosenSourceCents).toBe(room('Profit Sharing'));
  });
});

describe('after a deposit is recorded', () => {
  test("each warning shows once (the card has the year's), and a new attempt drops the last confirmation", async () => {
    const { vm } = setup(2_400_000);
    await vm.load();
    vm.form.set('source', 'Deferral Pre-Tax');
    vm.form.set('amount', '600');
    vm.form.set('deposit_date', '2026-11-01');
    vm.form.set('tax_year', '2026');
    await vm.record();
    expect(vm.recorded?.amountCents).toBe(60_000);
    expect(vm.recordedWarnings.map((w) => w.limit)).toContain('deferrals');
    expect(vm.summary?.warnings.map((w) => w.limit)).toContain('deferrals');
    // The card shows the year's 402(g) warning: the confirmation does not repeat it.
    expect(vm.recordedWarningsNotOnCard).toEqual([]);
    // A new attempt that fails: no confirmation of the last deposit beside its message.
    vm.form.set('amount', 'lots');
    await vm.record();
    expect([vm.recorded, vm.form.messagesOf('amount')]).toEqual([
      undefined,
      ['Amount must be written in dollars, like 1,250.00'],
    ]);
  });
});

describe('Form5500EzViewModel', () => {
  test('shows last year until its extended due date (October 15) has passed, then this year', () => {
    const api = new FakeContributionsApi(new FakeClock(NOW));
    expect(new Form5500EzViewModel(api, new FakeClock(new Date('2026-10-15T23:00:00Z'))).planYear).toBe(2025);
    expect(new Form5500EzViewModel(api, new FakeClock(new Date('2026-10-16T00:00:00Z'))).planYear).toBe(2026);
  });

  test('saves the declarations in cents and shows the status the port answers', async () => {
    const api = new FakeContributionsApi(new FakeClock(NOW));
    const vm = new Form5500EzViewModel(api, new FakeClock(NOW));
    await vm.load();
    expect(vm.status?.required).toBe(false);
    vm.form.set('other_plans_assets', '300,000');
    vm.form.set('final_plan_year', false);
    await vm.save();
    expect(api.calls.filter((c) => c.startsWith('save'))).toEqual(['saveForm5500EzFacts:2026']);
    expect(vm.status).toMatchObject({
      otherPlansAssetsCents: 30_000_000,
      finalPlanYear: false,
      required: true,
      reason: 'assets',
    });
    expect(vm.form.values.other_plans_assets).toBe('300000.00');
    vm.form.set('other_plans_assets', 'a lot');
    await vm.save();
    expect(api.calls.filter((c) => c.startsWith('save'))).toHaveLength(1);
    expect(vm.form.messagesOf('other_plans_assets')).toEqual(['Assets must be written in dollars, like 1,250.00']);
  });
});
