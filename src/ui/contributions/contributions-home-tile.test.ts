import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import type { FakeContributionsApi } from '@/adapters/fakes/fake-contributions-api';
import {
  contributionSummaryFixture,
  form5500EzStatusFixture,
  taxFormsFixture,
} from '@/domain/contributions/contribution-record-fixtures';
import type { ContributionSummaryRecord } from '@/domain/contributions/contribution-records';
import { ApiError } from '@/ports/api-client';
import { contributionsHomeTile, contributionsTileState } from '@/ui/contributions/contributions-home-tile';
import { fakeTilePorts } from '@/ui/home/home-tile-test-kit';

function summary(preTax: number, warnings: ContributionSummaryRecord['warnings'] = []): ContributionSummaryRecord {
  return contributionSummaryFixture({ taxYear: 2027, age: 45, warnings }, { 'Deferral Pre-Tax': preTax * 100 });
}

const filing = form5500EzStatusFixture;
const TAX_FORMS = taxFormsFixture();
const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('contributions home tile with compliance (decisions 0231-0233)', () => {
  test('a past-due 5500-EZ comes first, whatever else is true', () => {
    const state = contributionsTileState(summary(30000, [{ limit: 'deferrals', excessCents: 550_000, message: 'over' }]), {
      filing: filing({ pastDue: true, daysLate: 10, maxPenaltyCents: 250_000 }),
      today: d(2027, 8, 10),
    });
    expect(state).toEqual({
      status: 'Form 5500-EZ for 2026 is past due',
      tone: 'attention',
      facts: [{ label: 'Due', value: 'Jul 31, 2027' }],
      next: 'File it under the IRS late-filer penalty relief program ($500 per return) and record the filing.',
      action: 'Review Form 5500-EZ',
      urgency: 'pastDue',
    });
  });

  test('a required, unfiled return needs attention from 60 days before its due date; before that it is a fact', () => {
    expect(contributionsTileState(summary(1000), { filing: filing(), today: d(2027, 6, 1) })).toMatchObject({
      status: 'Form 5500-EZ for 2026 due Jul 31, 2027',
      tone: 'attention',
      next: 'Form 5500-EZ for 2026 is due Jul 31, 2027: prepare the prefilled return, file it, and record the filing.',
      action: 'Open Form 5500-EZ',
      urgency: 'filingDue',
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
    const unpublished = {
      limit: 'limitsNotPublished' as const,
      excessCents: 0,
      message: 'Limits for 2027 are not yet published',
    };
    expect(contributionsTileState(summary(1000, [unpublished]), { today: d(2027, 2, 1) })).toMatchObject({
      status: '$1,000.00 deposited for 2027',
      tone: 'inProgress',
    });
    const late = { limit: 'depositDeadline' as const, excessCents: 0, message: 'A deposit on Oct 16, 2027 is too late.' };
    expect(contributionsTileState(summary(1000, [late]), { today: d(2027, 11, 1) })).toMatchObject({
      status: 'A deposit is too late for 2027',
      tone: 'attention',
      next: 'A deposit on Oct 16, 2027 is too late.',
    });
  });

  test('excess deferrals whose corrective distribution was requested are no longer over a limit (decision 0299)', () => {
    const open = {
      limit: 'deferrals' as const,
      excessCents: 50_000,
      message: 'over',
      corrected: false,
      correctableCents: 50_000,
    };
    expect(contributionsTileState(summary(25000, [open]), { today: d(2027, 6, 1) })).toMatchObject({
      status: 'Over a limit for 2027',
      tone: 'attention',
      urgency: 'overLimit',
    });
    const corrected = { ...open, corrected: true, correctableCents: 0, message: 'Corrected: ...' };
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
    const filed = filing({ filing: { filed: true, filedOn: '2027-07-20', method: 'efast2', confirmation: null } });
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
      taxForms: { ...TAX_FORMS, form945Required: false },
      today: d(2027, 3, 2),
    });
    expect(march.facts).toEqual([{ label: 'Form 1099-R for 2026', value: 'Due Mar 31, 2027' }]);
    expect(contributionsTileState(summary(0), { taxForms: TAX_FORMS, today: d(2027, 4, 1) }).facts).toBeUndefined();
  });

  test('the source reads the summary, the plan year end, the filing year’s status and the tax forms; their failures are tolerated', async () => {
    const ports = fakeTilePorts(new FakeClock(new Date('2027-08-10T12:00:00Z')));
    const contributions = ports.contributions as FakeContributionsApi;
    contributions.seed({
      source: 'Deferral Pre-Tax',
      amountCents: 50_000,
      depositDate: '2027-08-01',
      taxYear: 2027,
      reference: null,
    });
    contributions.setup = { entityType: undefined, yearEnd: { month: 6, day: 30 }, planHasRoth: undefined };
    contributions.taxForms = (year) => Promise.reject(new ApiError(`tax forms ${year} failed`, 'ERR_BAD_RESPONSE', 500));
    const state = await contributionsHomeTile.load(ports, { now: new Date('2027-08-10T12:00:00Z') });
    // June 30 plan years: on August 10, 2027 the return that comes next is the one of the year that ended June 30, 2027.
    expect(contributions.calls).toContain('form5500Ez:2026');
    expect(state.facts).toContainEqual({ label: 'Form 5500-EZ 2026', value: 'Not required' });
  });
});
