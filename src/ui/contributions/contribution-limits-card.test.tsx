import 'reflect-metadata';
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { FakeApiClient, type FakeApiCall } from '@/adapters/fakes/fake-api-client';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { ContributionLimitsCard } from '@/ui/contributions/contribution-limits-card';
import type { ApiContributionSummary, ApiContributionWarning } from '@/ui/contributions/contributions-api';
import { ContributionsViewModel } from '@/ui/contributions/contributions-view-model';
import { DepositForm } from '@/ui/contributions/deposit-form';
import { YearFactsForm } from '@/ui/contributions/year-facts-form';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();
const NOW = new Date('2026-11-23T12:00:00Z');
const SOURCES = ['Deferral Pre-Tax', 'Deferral Roth', 'Profit Sharing', 'Roll Overs', 'After Tax', 'Employer Match'];

function summary(taxYear: number, warnings: ApiContributionWarning[], published = true): ApiContributionSummary {
  const use = { limit: 0, used: 0, remaining: 0, excess: 0 };
  return {
    tax_year: taxYear,
    age: 45,
    limits: published ? { deferral: 23500, catch_up: 0, annual_additions: 70000, compensation_cap: 350000 } : null,
    other_employer_deferrals: 0,
    compensation: null,
    prior_year_fica_wages_cents: null,
    sources: SOURCES.map((source) => ({ source: source as never, total: 0, room: null })),
    usage: published ? { deferrals: use, catch_up: use, annual_additions: use } : null,
    warnings,
  };
}

const LATE: ApiContributionWarning = {
  limit: 'depositDeadline',
  excess: 0,
  message:
    "A deposit on Oct 16, 2026 is too late to count for 2025: the deadline was the business's tax return due date with " +
    'extensions, Oct 15, 2026 (IRC 404(a)(6)). Count it for 2026 instead.',
  suggested_tax_year: 2026,
  contribution_id: 'c-late',
};

describe('contribution limits card: the new warnings where the page shows warnings', () => {
  test('a late prior-year deposit: its warning, and one click counts it for the suggested year', async () => {
    const patches: FakeApiCall[] = [];
    const api = new FakeApiClient()
      .respond('GET', '/contributions', [])
      .respond('GET', '/contribution-summary', (c: FakeApiCall) =>
        summary(Number(c.query.tax_year), c.query.tax_year === '2025' ? [LATE] : []),
      )
      .respond('PATCH', '/contributions/:id', (c: FakeApiCall) => {
        patches.push(c);
        return { contribution: { id: 'c-late', tax_year: 2026 }, warnings: [] };
      });
    const vm = new ContributionsViewModel(api, new FakeClock(NOW));
    await vm.showYear(2025);
    const host = await view.render(<ContributionLimitsCard vm={vm} />);
    const alert = host.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(`${LATE.message} Count it for 2026`);
    const button = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Count it for 2026');
    await act(async () => button?.click());
    await expect.poll(() => patches.map((p) => [p.path, p.body])).toEqual([['/contributions/c-late', { tax_year: 2026 }]]);
    await expect.poll(() => vm.taxYear).toBe(2026);
    await expect.poll(() => host.querySelector('[role="alert"]')).toBeNull();
  });

  test('a year whose limits are not yet published says so, in the card and before a deposit is recorded', async () => {
    const api = new FakeApiClient()
      .respond('GET', '/contributions', [])
      .respond('GET', '/contribution-summary', () =>
        summary(2027, [{ limit: 'limitsNotPublished', excess: 0, message: 'Limits for 2027 are not yet published' }], false),
      );
    const vm = new ContributionsViewModel(api, new FakeClock(new Date('2027-01-05T12:00:00Z')));
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
    const warnings: ApiContributionWarning[] = [
      {
        limit: 'compensation',
        excess: 8000,
        message:
          'Elective deferrals to this plan for 2025 would be $8,000.00 more than your compensation of $15,000.00; ' +
          'deferrals and catch-up cannot exceed pay.',
      },
      { limit: 'deduction', excess: 5000, message: 'Employer contributions for 2025 of $30,000.00 would be $5,000.00 over.' },
    ];
    const api = new FakeApiClient()
      .respond('GET', '/contributions', [])
      .respond('GET', '/contribution-summary', () => summary(2025, warnings));
    const vm = new ContributionsViewModel(api, new FakeClock(NOW));
    await vm.showYear(2025);
    const host = await view.render(<ContributionLimitsCard vm={vm} />);
    expect([...host.querySelectorAll('[role="alert"] p')].map((p) => p.textContent)).toEqual([
      'Elective deferrals to this plan for 2025 would be $8,000.00 more than your compensation of $15,000.00; ' +
        'deferrals and catch-up cannot exceed pay.',
      'Employer contributions for 2025 of $30,000.00 would be $5,000.00 over.',
    ]);
    expect(host.querySelector('button')).toBeNull();
  });

  test("a corporation's owner is asked last year's FICA wages; they are saved in cents for the Roth catch-up rule", async () => {
    const puts: FakeApiCall[] = [];
    const api = new FakeApiClient()
      .respond('GET', '/contributions', [])
      .respond('GET', '/contribution-summary', () => summary(2026, []))
      .respond('GET', '/checkout', { steps: { employerDetails: { values: { entity_type: 'sCorporation' } } } })
      .respond('PUT', '/contribution-years/:year', (c: FakeApiCall) => {
        puts.push(c);
        return { ...summary(2026, []), prior_year_fica_wages_cents: 15_500_050 };
      });
    const vm = new ContributionsViewModel(api, new FakeClock(NOW));
    await vm.load();
    const host = await view.render(<YearFactsForm vm={vm} />);
    const input = [...host.querySelectorAll('label')].find(
      (l) => l.textContent === "Last year's FICA wages from the business (W-2 box 3)",
    );
    expect(input).toBeDefined();
    expect(host.textContent).toContain('Above $150,000.00 in 2025, catch-ups for 2026 must be Roth (IRC 414(v)(7)).');
    act(() => vm.yearForm.set('prior_year_fica_wages', '155,000.50'));
    await act(async () => vm.saveYear());
    expect(puts.map((p) => p.body)).toEqual([
      { other_employer_deferrals: 0, compensation: null, prior_year_fica_wages_cents: 15_500_050 },
    ]);
  });

  test('a sole proprietor is not asked: self-employment income is not FICA wages', async () => {
    const api = new FakeApiClient()
      .respond('GET', '/contributions', [])
      .respond('GET', '/contribution-summary', () => summary(2026, []))
      .respond('GET', '/checkout', { steps: { employerDetails: { values: { entity_type: 'soleProprietorship' } } } });
    const vm = new ContributionsViewModel(api, new FakeClock(NOW));
    await vm.load();
    const host = await view.render(<YearFactsForm vm={vm} />);
    expect(host.textContent).not.toContain('FICA wages');
  });
});

describe('contribution limits card: the corrections offered from the warnings (decisions 0299, 0300)', () => {
  const DEFERRALS: ApiContributionWarning = {
    limit: 'deferrals',
    excess: 500,
    message: 'Elective deferrals for 2026 (all employers together) would be $500.00 over the limit of $24,500.00.',
    corrected: false,
    correctable_cents: 50_000,
    correction_deadline: '2027-04-15',
  };
  const PAY: ApiContributionWarning = {
    limit: 'compensation',
    excess: 4500,
    message:
      'Elective deferrals to this plan for 2026 would be $4,500.00 more than your compensation of $20,000.00; deferrals and catch-up cannot exceed pay.',
    corrected: false,
    correctable_cents: 450_000,
    correction_deadline: '2029-12-31',
  };
  const ADDITIONS: ApiContributionWarning = {
    ...PAY,
    limit: 'annualAdditions',
    message: 'Contributions over 100% of compensation.',
  };

  test('each offer opens its form on a click; the 415(c) one is offered once under the first of its warnings', async () => {
    const withDeferrals = {
      ...summary(2026, [DEFERRALS, PAY, ADDITIONS]),
      sources: [{ source: 'Deferral Pre-Tax' as never, total: 24500, room: 0 }],
    };
    const api = new FakeApiClient().respond('GET', '/contributions', []).respond('GET', '/contribution-summary', withDeferrals);
    const vm = new ContributionsViewModel(api, new FakeClock(NOW));
    await vm.load();
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
