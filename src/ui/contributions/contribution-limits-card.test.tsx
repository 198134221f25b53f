import 'reflect-metadata';
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeContributionsApi } from '@/adapters/fakes/fake-contributions-api';
import { contributionSummaryFixture } from '@/domain/contributions/contribution-record-fixtures';
import type { ContributionWarningRecord } from '@/domain/contributions/contribution-records';
import { ContributionLimitsCard } from '@/ui/contributions/contribution-limits-card';
import { ContributionsViewModel } from '@/ui/contributions/contributions-view-model';
import { DepositForm } from '@/ui/contributions/deposit-form';
import { YearFactsForm } from '@/ui/contributions/year-facts-form';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();
const NOW = new Date('2026-11-23T12:00:00Z');

/** The page over the port's fake on `now`; tests set its plan and ledger. */
function setup(now = NOW) {
  const api = new FakeContributionsApi(new FakeClock(now));
  return { api, vm: new ContributionsViewModel(api, new FakeClock(now)) };
}

describe('contribution limits card: the new warnings where the page shows warnings', () => {
  test('a late prior-year deposit: its warning, and one click counts it for the suggested year', async () => {
    const { api, vm } = setup();
    api.setup = { ...api.setup, entityType: 'soleProprietorship' };
    api.seed({
      id: 'c-late',
      source: 'Profit Sharing',
      amountCents: 50_000,
      depositDate: '2026-10-16',
      taxYear: 2025,
      reference: null,
    });
    await vm.showYear(2025);
    const host = await view.render(<ContributionLimitsCard vm={vm} />);
    const alert = host.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(
      "A deposit on Oct 16, 2026 is too late to count for 2025: the deadline was the business's tax return due date with " +
        'extensions, Oct 15, 2026 (IRC 404(a)(6)). Count it for 2026 instead. Count it for 2026',
    );
    const button = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Count it for 2026');
    await act(async () => button?.click());
    await expect.poll(() => api.calls.filter((c) => c.startsWith('edit'))).toEqual(['edit:c-late']);
    await expect.poll(() => vm.taxYear).toBe(2026);
    expect(vm.entries.map((e) => [e.id, e.taxYear])).toEqual([['c-late', 2026]]);
    await expect.poll(() => host.querySelector('[role="alert"]')).toBeNull();
  });

  test('a year whose limits are not yet published says so, in the card and before a deposit is recorded', async () => {
    const { vm } = setup(new Date('2027-01-05T12:00:00Z'));
    await vm.load();
    const host = await view.render(
      <>
        <ContributionLimitsCard vm={vm} />
        <DepositForm vm={vm} />
      </>,
    );
    expect(host.querySelector('[role="alert"]')?.textContent).toBe('Limits for 2027 are not yet published');
    act(() => {
      vm.form.set('source', 'Deferral Pre-Tax');
      vm.form.set('amount', '1,000.00');
      vm.form.set('deposit_date', '2027-01-04');
    });
    expect(host.querySelector('.contrib-warning')?.textContent).toBe(
      'You can still record this deposit, but:Limits for 2027 are not yet published',
    );
  });

  test('the pay, deduction and Roth catch-up warnings of the summary are shown as they come', async () => {
    const warnings: ContributionWarningRecord[] = [
      {
        limit: 'compensation',
        excessCents: 800_000,
        message:
          'Elective deferrals to this plan for 2025 would be $8,000.00 more than your compensation of $15,000.00; ' +
          'deferrals and catch-up cannot exceed pay.',
      },
      {
        limit: 'deduction',
        excessCents: 500_000,
        message: 'Employer contributions for 2025 of $30,000.00 would be $5,000.00 over.',
      },
    ];
    const { api, vm } = setup();
    // A summary as it comes, warnings without a correction offered (the fake's rules always offer one).
    api.summary = async (taxYear) => contributionSummaryFixture({ taxYear, warnings });
    await vm.showYear(2025);
    const host = await view.render(<ContributionLimitsCard vm={vm} />);
    // Recorded deposits: the card says what is, not what would be.
    expect([...host.querySelectorAll('[role="alert"] p')].map((p) => p.textContent)).toEqual([
      'Elective deferrals to this plan for 2025 are $8,000.00 more than your compensation of $15,000.00; ' +
        'deferrals and catch-up cannot exceed pay.',
      'Employer contributions for 2025 of $30,000.00 are $5,000.00 over.',
    ]);
    expect(host.querySelector('button')).toBeNull();
  });

  test("a corporation's owner is asked last year's FICA wages; they are saved in cents for the Roth catch-up rule", async () => {
    const { api, vm } = setup();
    api.setup = { ...api.setup, entityType: 'sCorporation' };
    await vm.load();
    const host = await view.render(<YearFactsForm vm={vm} />);
    const input = [...host.querySelectorAll('label')].find(
      (l) => l.textContent === "Last year's FICA wages from the business (W-2 box 3)",
    );
    expect(input).toBeDefined();
    expect(host.textContent).toContain('Above $150,000.00 in 2025, catch-ups for 2026 must be Roth (IRC 414(v)(7)).');
    act(() => vm.yearForm.set('prior_year_fica_wages', '155,000.50'));
    await act(async () => vm.saveYear());
    expect(api.calls).toContain('saveYear:2026');
    expect(await api.summary(2026)).toMatchObject({
      otherEmployerDeferralsCents: 0,
      compensationCents: null,
      priorYearFicaWagesCents: 15_500_050,
    });
  });

  test('a sole proprietor is not asked: self-employment income is not FICA wages', async () => {
    const { api, vm } = setup();
    api.setup = { ...api.setup, entityType: 'soleProprietorship' };
    await vm.load();
    const host = await view.render(<YearFactsForm vm={vm} />);
    expect(host.textContent).not.toContain('FICA wages');
  });
});

describe('contribution limits card: the corrections offered from the warnings (decisions 0299, 0300)', () => {
  test('each offer opens its form on a click; the 415(c) one is offered once under the first of its warnings', async () => {
    // $24,500.00 deferred here and $500.00 elsewhere: $500.00 over 402(g); with $20,000.00 of pay, $4,500.00 over pay.
    const { api, vm } = setup();
    api.seed({ source: 'Deferral Pre-Tax', amountCents: 2_450_000, depositDate: '2026-06-01', taxYear: 2026, reference: null });
    await api.saveYear(2026, {
      otherEmployerDeferralsCents: 50_000,
      compensationCents: 2_000_000,
      priorYearFicaWagesCents: null,
    });
    await vm.load();
    expect(vm.summary?.warnings.map((w) => w.limit)).toEqual(
      expect.arrayContaining(['deferrals', 'compensation', 'annualAdditions']),
    );
    const host = await view.render(<ContributionLimitsCard vm={vm} />);
    const buttons = () => [...host.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons().filter((t) => t === 'Correct the excess')).toHaveLength(1);
    const press = async (name: string) => {
      const button = [...host.querySelectorAll('button')].find((b) => b.textContent === name);
      await act(async () => button?.click());
    };
    await press('Request a corrective distribution');
    expect(host.textContent).toContain(
      'The plan returns the 2026 excess of $500.00 with the earnings on it by Apr 15, 2027; 10% federal income tax is withheld.',
    );
    await press('Correct the excess');
    expect(host.textContent).toContain(
      "Under the IRS's self-correction program (EPCRS) the plan returns $4,500.00 of contributions with the earnings on them (10% federal income tax is withheld; the 1099-R has code E). Correct it by Dec 31, 2029.",
    );
  });
});

describe('Roth employer contributions on the page (decision 0332)', () => {
  test('the deposit form offers a labelled Roth box for an employer source; the card says what the money means for taxes', async () => {
    const { api, vm } = setup();
    api.rothEmployerAllowed = true;
    api.seed({
      source: 'Profit Sharing',
      amountCents: 700_000,
      depositDate: '2026-03-02',
      taxYear: 2026,
      reference: null,
      roth: true,
    });
    await vm.load();
    const host = await view.render(
      <>
        <DepositForm vm={vm} />
        <ContributionLimitsCard vm={vm} />
      </>,
    );
    const box = (): HTMLInputElement | null => host.querySelector('input[name="roth"]');
    expect(box()).toBeNull();
    await act(async () => vm.form.set('source', 'Employer Match'));
    const label = box()?.closest('label');
    expect(label?.textContent).toBe('Designate this employer contribution as Roth');
    const described = box()?.getAttribute('aria-describedby') ?? '';
    expect(host.querySelector(`[id="${described}"]`)?.textContent).toBe(
      'Roth employer money is taxable to you for the year it is deposited (Form 1099-R, code G); nothing is withheld from it. It then grows in your Roth account.',
    );
    expect(host.querySelector('[data-testid="roth-employer-note"]')?.textContent).toBe(
      'Roth employer contributions deposited in 2026: $7,000.00. They are taxable income to you for 2026, reported on ' +
        'Form 1099-R with code G (not on your W-2). No tax is withheld from them, so you may need to pay estimated tax; ' +
        'later, qualified distributions of them and their earnings are tax-free.',
    );
  });
});

describe('after-tax room (issue 30)', () => {
  test('the card says how much can still go in after tax: 415(c) less the deferrals and the employer money', async () => {
    const { api, vm } = setup();
    const empty = await view.render(<ContributionLimitsCard vm={vm} />);
    await vm.load();
    expect(empty.querySelector('[data-testid="after-tax-room"]')).toBeNull();
    api.seed(
      { source: 'Deferral Pre-Tax', amountCents: 2_000_000, depositDate: '2026-03-02', taxYear: 2026, reference: null },
      { source: 'Profit Sharing', amountCents: 1_000_000, depositDate: '2026-03-02', taxYear: 2026, reference: null },
    );
    await act(async () => vm.load());
    // 2026's 415(c) limit is $72,000.00: $20,000.00 deferred and $10,000.00 of profit sharing leave $42,000.00.
    await expect
      .poll(() => empty.querySelector('[data-testid="after-tax-room"]')?.textContent)
      .toBe(
        'After-tax contributions can still add $42,000.00 for 2026: what the annual additions limit (415(c)) leaves after ' +
          'your deferrals and the employer money.',
      );
  });
});
