import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { Form5500EzCard } from '@/ui/contributions/form-5500-ez-card';
import { type ApiForm5500EzStatus, Form5500EzViewModel } from '@/ui/contributions/form-5500-ez-view-model';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

function status(extra: Partial<ApiForm5500EzStatus>): ApiForm5500EzStatus {
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
    past_due: false,
    days_late: 0,
    max_penalty: 0,
    max_penalty_cents: 0,
    penalty_per_day_cents: 25000,
    penalty_cap_cents: 15_000_000,
    ...extra,
  };
}

/** The 2026 plan year as the server answers it: July 31, 2027 is a Saturday. */
const MOVED: Partial<ApiForm5500EzStatus> = {
  statutory_due_date: '2027-07-31',
  due_date: '2027-08-02',
  due_date_note: 'Jul 31, 2027 is a Saturday; due the next business day, Aug 2, 2027 (IRC 7503)',
  filing_deadline: '2027-08-02',
};

async function card(answer: ApiForm5500EzStatus): Promise<HTMLElement> {
  const vm = new Form5500EzViewModel(
    new FakeApiClient().respond('GET', '/form-5500-ez/:year', answer),
    new FakeClock(new Date('2027-08-10T12:00:00Z')),
  );
  await vm.load();
  return view.render(<Form5500EzCard vm={vm} />);
}

describe('Form 5500-EZ card (decision 0231)', () => {
  test('past due: the penalty so far and the late-filer penalty relief program, as an alert', async () => {
    const host = await card(
      status({
        ...MOVED,
        past_due: true,
        days_late: 8,
        max_penalty: 2000,
        max_penalty_cents: 200_000,
      }),
    );
    const alert = host.querySelector('[data-testid="late-filer-relief"]');
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.textContent?.replace(/\s+/g, ' ')).toBe(
      'The Form 5500-EZ for 2026 is past due' +
        'It was due on Aug 2, 2027 (or Oct 15, 2027 if you filed Form 5558 in time). The IRS can charge up to $250.00 a day, ' +
        'up to $150,000.00 per return: 8 days late comes to up to $2,000.00.' +
        'The IRS late-filer penalty relief program (Rev. Proc. 2015-32) replaces that penalty with a fee of $500.00 per late ' +
        'return, at most $1,500.00 per plan, as long as the IRS has not yet written to you about a penalty for the return. ' +
        'File each late return on paper with the IRS under the program, with its fee, and record the filing below once it is sent.',
    );
  });

  test('a due date on a Saturday: the status names the next business day and the rule (IRC 7503)', async () => {
    const host = await card(status(MOVED));
    expect(host.querySelector('[data-testid="form-5500-ez-status"]')?.textContent).toBe(
      'Required: file by Aug 2, 2027, or by Oct 15, 2027 with Form 5558.',
    );
    expect([...host.querySelectorAll('[data-testid="form-5500-ez-due-rule"]')].map((p) => p.textContent)).toEqual([
      'Jul 31, 2027 is a Saturday; due the next business day, Aug 2, 2027 (IRC 7503).',
    ]);
    expect(host.querySelector('[data-testid="form-5500-ez-assets"]')?.textContent).toBe('$300,000.00: 1 participant’s account');
  });

  test('the total assets name the participants’ accounts and the loans', async () => {
    const host = await card(status({ participants: 2, participant_loans_cents: 1_000_000, plan_assets_cents: 25_500_000 }));
    expect(host.querySelector('[data-testid="form-5500-ez-assets"]')?.textContent).toBe(
      '$255,000.00: 2 participants’ accounts and $10,000.00 in participant loans',
    );
  });

  test('a return due before 2020: $25 a day up to $15,000; with Form 5558 recorded, due the extended day', async () => {
    const host = await card(
      status({
        plan_year: 2018,
        due_date: '2019-07-31',
        extended_due_date: '2019-10-15',
        filing_deadline: '2019-10-15',
        extension: { filed: true, filed_on: '2019-07-30' },
        past_due: true,
        days_late: 10,
        max_penalty_cents: 25_000,
        penalty_per_day_cents: 2_500,
        penalty_cap_cents: 1_500_000,
      }),
    );
    expect(host.querySelector('[data-testid="late-filer-relief"] p')?.textContent?.replace(/\s+/g, ' ')).toBe(
      'It was due on Oct 15, 2019, extended by Form 5558. The IRS can charge up to $25.00 a day, up to $15,000.00 per return: ' +
        '10 days late comes to up to $250.00.',
    );
    expect(host.querySelector('[data-testid="form-5558-extension"]')?.textContent).toBe(
      'Form 5558 filed on Jul 30, 2019: the return is due Oct 15, 2019.',
    );
  });

  test('filed: no relief text, the filing in words with its method and confirmation', async () => {
    const host = await card(status({ filing: { filed: true, filed_on: '2027-08-09', method: 'paper', confirmation: 'A-1' } }));
    expect(host.querySelector('[data-testid="late-filer-relief"]')).toBeNull();
    expect(host.querySelector('[data-testid="form-5500-ez-filing"]')?.textContent).toBe(
      'Filed on Aug 9, 2027 (On paper with the IRS), confirmation A-1.',
    );
    expect(host.textContent).toContain('Prepare the prefilled Form 5500-EZ');
  });
});
