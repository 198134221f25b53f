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
    other_plans_assets: 0,
    final_plan_year: false,
    required: true,
    reason: 'assets',
    due_date: '2027-07-31',
    extended_due_date: '2027-10-15',
    reminders: [],
    filing: { filed: false, filed_on: null, method: null, confirmation: null },
    document: null,
    past_due: false,
    days_late: 0,
    max_penalty: 0,
    ...extra,
  };
}

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
    const host = await card(status({ past_due: true, days_late: 10, max_penalty: 2500 }));
    const alert = host.querySelector('[data-testid="late-filer-relief"]');
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.textContent?.replace(/\s+/g, ' ')).toBe(
      'The Form 5500-EZ for 2026 is past due' +
        'It was due on Jul 31, 2027 (or Oct 15, 2027 if you filed Form 5558 in time). The IRS can charge up to $250 a day, ' +
        'up to $150,000 per return: 10 days late comes to up to $2,500.00.' +
        'The IRS late-filer penalty relief program (Rev. Proc. 2015-32) replaces that penalty with a fee of $500.00 per late ' +
        'return, at most $1,500.00 per plan, as long as the IRS has not yet written to you about a penalty for the return. ' +
        'File each late return on paper with the IRS under the program, with its fee, and record the filing below once it is sent.',
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
