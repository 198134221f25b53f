import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeContributionsApi } from '@/adapters/fakes/fake-contributions-api';
import { TaxFormsCard } from '@/ui/contributions/tax-forms-card';
import { TaxFormsViewModel } from '@/ui/contributions/tax-forms-view-model';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

describe('tax forms card (decisions 0233, 0274)', () => {
  test('due dates moved off a weekend: the business days, and the rule under them', async () => {
    // A $1,000.00 distribution paid in 2026: 1099-R due; January 31 and February 28, 2027 are Sundays.
    const api = new FakeContributionsApi(new FakeClock());
    api.paid = [
      { id: 'd-1', kind: 'separation', paidOn: '2026-06-01', grossCents: 100_000, withholdingPercent: 0, sources: ['pre_tax'] },
    ];
    const vm = new TaxFormsViewModel(api, new FakeClock(new Date('2027-01-10T12:00:00Z')));
    await vm.load();
    const host = await view.render(<TaxFormsCard vm={vm} />);
    expect(host.querySelector('[data-testid="tax-forms-status"]')?.textContent?.replace(/\s+/g, ' ')).toBe(
      "Form 1099-R is required for each distribution below: the participant's copy by Feb 1, 2027, the IRS's by Mar 1, 2027 " +
        'on paper or Mar 31, 2027 electronically.',
    );
    expect([...host.querySelectorAll('[data-testid="tax-forms-due-rule"]')].map((p) => p.textContent)).toEqual([
      'Jan 31, 2027 is a Sunday; due the next business day, Feb 1, 2027 (IRC 7503).',
      'Feb 28, 2027 is a Sunday; due the next business day, Mar 1, 2027 (IRC 7503).',
    ]);
  });
});
