import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import type { ApiContributionSummary } from '@/ui/contributions/contributions-api';
import { contributionsHomeTile, contributionsTileState } from '@/ui/contributions/contributions-home-tile';
import type { ApiForm5500EzStatus } from '@/ui/contributions/form-5500-ez-view-model';
import type { ApiTaxForms } from '@/ui/contributions/tax-forms-view-model';
import { fakeTilePorts } from '@/ui/home/home-tile-test-kit';

const SOURCES = ['Deferral Pre-Tax', 'Deferral Roth', 'Profit Sharing', 'Roll Overs', 'After Tax', 'Employer Match'];

function summary(preTax: number, warnings: ApiContributionSummary['warnings'] = []): ApiContributionSummary {
  return {
    tax_year: 2027,
    age: 45,
    limits: null,
    other_employer_deferrals: 0,
    compensation: null,
    sources: SOURCES.map((source) => ({
      source: source as never,
      total: source === 'Deferral Pre-Tax' ? preTax : 0,
      room: null,
    })),
    usage: null,
    warnings,
  };
}

function filing(extra: Partial<ApiForm5500EzStatus> = {}): ApiForm5500EzStatus {
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

const TAX_FORMS: ApiTaxForms = {
  tax_year: 2026,
  forms_1099r: [],
  form_1099r_required: true,
  recipient_due_date: '2027-01-31',
  irs_paper_due_date: '2027-02-28',
  irs_electronic_due_date: '2027-03-31',
  form_945_required: true,
  total_withheld: 4000,
  form_945_due_date: '2027-01-31',
  form_945_deposits_on_time_due_date: '2027-02-10',
  due_date_notes: [],
};
const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('contributions home tile with compliance (decisions 0231-0233)', () => {
  test('a past-due 5500-EZ comes first, whatever else is true', () => {
    const state = contributionsTileState(summary(30000, [{ limit: 'deferrals', excess: 5500, message: 'over' }]), {
      filing: filing({ past_due: true, days_late: 10, max_penalty: 2500 }),
      today: d(2027, 8, 10),
    });
    expect(state).toEqual({
      status: 'Form 5500-EZ for 2026 is past due',
      tone: 'attention',
      facts: [{ label: 'Due', value: 'Jul 31, 2027' }],
      next: 'File it under the IRS late-filer penalty relief program ($500 per return) and record the filing.',
      action: 'Review Form 5500-EZ',
    });
  });

  test('a required, unfiled return needs attention from 60 days before its due date; before that it is a fact', () => {
    expect(contributionsTileState(summary(1000), { filing: filing(), today: d(2027, 6, 1) })).toMatchObject({
      status: 'Form 5500-EZ for 2026 due Jul 31, 2027',
      tone: 'attention',
      next: 'Prepare the prefilled return, file it, and record the filing.',
      action: 'Open Form 5500-EZ',
    });
    expect(contributionsTileState(summary(1000), { filing: filing(), today: d(2027, 5, 31) })).toEqual({
      status: '$1,000.00 deposited for 2027',
      tone: 'inProgress',
      facts: [
        { label: 'Deposited for 2027', value: '$1,000.00' },
        { label: 'Form 5500-EZ 2026', value: 'Required, due Jul 31, 2027' },
      ],
      action: 'Open contributions',
    });
  });

  test('limits not yet published are no attention; a late deposit is not called over a limit', () => {
    const unpublished = { limit: 'limitsNotPublished' as const, excess: 0, message: 'Limits for 2027 are not yet published' };
    expect(contributionsTileState(summary(1000, [unpublished]), { today: d(2027, 2, 1) })).toMatchObject({
      status: '$1,000.00 deposited for 2027',
      tone: 'inProgress',
    });
    const late = { limit: 'depositDeadline' as const, excess: 0, message: 'A deposit on Oct 16, 2027 is too late.' };
    expect(contributionsTileState(summary(1000, [late]), { today: d(2027, 11, 1) })).toMatchObject({
      status: 'A deposit is too late for 2027',
      tone: 'attention',
      next: 'A deposit on Oct 16, 2027 is too late.',
    });
  });

  test('excess deferrals whose corrective distribution was requested are no longer over a limit (decision 0299)', () => {
    const open = { limit: 'deferrals' as const, excess: 500, message: 'over', corrected: false, correctable_cents: 50_000 };
    expect(contributionsTileState(summary(25000, [open]), { today: d(2027, 6, 1) })).toMatchObject({
      status: 'Over a limit for 2027',
      tone: 'attention',
    });
    const corrected = { ...open, corrected: true, correctable_cents: 0, message: 'Corrected: ...' };
    expect(contributionsTileState(summary(25000, [corrected]), { today: d(2027, 6, 1) })).toMatchObject({
      status: '$25,000.00 deposited for 2027',
      tone: 'inProgress',
    });
    // Excess annual additions corrected under EPCRS likewise (decision 0300); one still open is over a limit.
    const annual = { ...corrected, limit: 'annualAdditions' as const, message: 'Corrected on ...' };
    expect(contributionsTileState(summary(25000, [annual]), { today: d(2027, 6, 1) })).toMatchObject({
      status: '$25,000.00 deposited for 2027',
    });
    const pay = { ...open, limit: 'compensation' as const, message: 'Elective deferrals ... more than your compensation' };
    expect(contributionsTileState(summary(25000, [pay]), { today: d(2027, 6, 1) })).toMatchObject({
      status: 'Over a limit for 2027',
      next: 'Elective deferrals ... more than your compensation',
    });
  });

  test('a filed or not required return is a fact only', () => {
    const filed = filing({ filing: { filed: true, filed_on: '2027-07-20', method: 'efast2', confirmation: null } });
    expect(contributionsTileState(summary(0), { filing: filed, today: d(2027, 7, 25) })).toMatchObject({
      tone: 'notStarted',
      facts: [{ label: 'Form 5500-EZ 2026', value: 'Filed Jul 20, 2027' }],
    });
    expect(contributionsTileState(summary(0), { filing: filing({ required: false }), today: d(2027, 7, 25) }).facts).toEqual([
      { label: 'Form 5500-EZ 2026', value: 'Not required' },
    ]);
  });

  test('1099-R and 945 for last year are due in January (participant copies), then until March 31 (IRS, electronically)', () => {
    const january = contributionsTileState(summary(2000), { taxForms: TAX_FORMS, today: d(2027, 1, 20) });
    expect(january.facts).toContainEqual({ label: 'Forms 1099-R and 945 for 2026', value: 'Due Jan 31, 2027' });
    expect(january.next).toBe('File Forms 1099-R and 945 for 2026 by Jan 31, 2027.');
    const march = contributionsTileState(summary(0), {
      taxForms: { ...TAX_FORMS, form_945_required: false },
      today: d(2027, 3, 2),
    });
    expect(march.facts).toEqual([{ label: 'Form 1099-R for 2026', value: 'Due Mar 31, 2027' }]);
    expect(contributionsTileState(summary(0), { taxForms: TAX_FORMS, today: d(2027, 4, 1) }).facts).toBeUndefined();
  });

  test('the source reads the summary, the plan year end, the filing year’s status and the tax forms; their failures are tolerated', async () => {
    const api = new FakeApiClient()
      .respond('GET', '/contribution-summary', summary(500))
      .respond('GET', '/checkout', {
        steps: {
          employerDetails: { values: { employer_fiscal_year_end: 'fiscalBased', employer_fiscal_year_end_date: '2020-06-30' } },
        },
      })
      .respond('GET', '/form-5500-ez/:year', (c: { path: string }) =>
        filing({ plan_year: Number(c.path.split('/')[2]), required: false }),
      )
      .failWith('GET', '/tax-forms/:year', 500);
    const state = await contributionsHomeTile.load(api, { now: new Date('2027-08-10T12:00:00Z') }, fakeTilePorts());
    // June 30 plan years: on August 10, 2027 the return that comes next is the one of the year that ended June 30, 2027.
    expect(api.calls.map((c) => c.path)).toContain('/form-5500-ez/2026');
    expect(state.facts).toContainEqual({ label: 'Form 5500-EZ 2026', value: 'Not required' });
  });
});
