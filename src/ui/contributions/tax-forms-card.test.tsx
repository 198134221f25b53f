import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { TaxFormsCard } from '@/ui/contributions/tax-forms-card';
import { type ApiTaxForms, TaxFormsViewModel } from '@/ui/contributions/tax-forms-view-model';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

/** The 2026 forms as the server answers them: January 31 and February 28, 2027 are Sundays. */
const FORMS: ApiTaxForms = {
  tax_year: 2026,
  forms_1099r: [],
  form_1099r_required: true,
  recipient_due_date: '2027-02-01',
  irs_paper_due_date: '2027-03-01',
  irs_electronic_due_date: '2027-03-31',
  form_945_required: false,
  total_withheld: 0,
  form_945_due_date: '2027-02-01',
  form_945_deposits_on_time_due_date: '2027-02-10',
  due_date_notes: [
    'Jan 31, 2027 is a Sunday; due the next business day, Feb 1, 2027 (IRC 7503)',
    'Feb 28, 2027 is a Sunday; due the next business day, Mar 1, 2027 (IRC 7503)',
  ],
};

describe('tax forms card (decisions 0233, 0274)', () => {
  test('due dates moved off a weekend: the business days, and the rule under them', async () => {
    const vm = new TaxFormsViewModel(
      new FakeApiClient().respond('GET', '/tax-forms/:year', FORMS),
      new FakeClock(new Date('2027-01-10T12:00:00Z')),
    );
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
