import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient, type FakeApiCall } from '@/adapters/fakes/fake-api-client';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { ApiError } from '@/ports/api-client';
import type { ApiContributionSummary, ApiContributionWarning } from '@/ui/contributions/contributions-api';
import { ContributionsViewModel } from '@/ui/contributions/contributions-view-model';
import { CORRECTION_FAILED, EARNINGS_FORMAT } from '@/ui/contributions/excess-deferral-correction-view-model';

/** Decision 0299: the corrective distribution offered from the 402(g) warning. */

const OPEN: ApiContributionWarning = {
  limit: 'deferrals',
  excess: 1000,
  message: 'Elective deferrals for 2026 (all employers together) would be $1,000.00 over the limit of $24,500.00.',
  corrected: false,
  correctable_cents: 100_000,
  correction_deadline: '2027-04-15',
};
const CORRECTED: ApiContributionWarning = {
  ...OPEN,
  message:
    'Corrected: a corrective distribution of $1,012.34 (the 2026 excess deferrals of $1,000.00 plus $12.34 of earnings) was requested on Nov 23, 2026.',
  corrected: true,
  correctable_cents: 0,
};

const summaryWith = (warning: ApiContributionWarning): ApiContributionSummary => ({
  tax_year: 2026,
  age: 46,
  limits: { deferral: 24500, catch_up: 0, annual_additions: 72000, compensation_cap: 360000 },
  other_employer_deferrals: 0,
  compensation: null,
  sources: [],
  usage: null,
  warnings: [warning],
});

function setup(answer: (call: FakeApiCall) => unknown) {
  const posts: FakeApiCall[] = [];
  const api = new FakeApiClient()
    .respond('GET', '/contributions', [])
    .respond('GET', '/contribution-summary', summaryWith(OPEN))
    .respond('POST', '/excess-deferral-corrections', (c: FakeApiCall) => {
      posts.push(c);
      return answer(c);
    });
  const vm = new ContributionsViewModel(api, new FakeClock(new Date('2026-11-23T12:00:00Z')));
  return { vm, posts };
}

describe('the corrective distribution under the 402(g) warning', () => {
  test('earnings are checked, the confirmation shows the amounts, the request carries cents and a key, the warning turns corrected', async () => {
    const { vm, posts } = setup(() => ({ distribution: { id: 'd-1' }, summary: summaryWith(CORRECTED) }));
    await vm.load();
    const c = vm.correction;
    c.start();
    c.form.set('earnings', '12.3.4');
    c.review();
    expect([c.stage, c.form.messagesOf('earnings')]).toEqual(['editing', [EARNINGS_FORMAT]]);
    c.form.set('earnings', '12.34');
    c.review();
    expect(c.stage).toBe('confirming');
    expect(c.amounts(100_000)).toEqual({ excess: 100_000, earnings: 1234, gross: 101_234, withheld: 10_123, paid: 91_111 });
    await c.confirm();
    expect(posts.map((p) => p.body)).toEqual([{ tax_year: 2026, earnings_cents: 1234 }]);
    expect(posts[0].headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(c.stage).toBe('closed');
    expect(vm.summary?.warnings).toEqual([CORRECTED]);
    expect(vm.recordedWarnings).toEqual([]);
  });

  test('a loss is typed with a minus sign: the confirmation shows the excess less the loss, the request negative cents', async () => {
    const { vm, posts } = setup(() => ({ distribution: { id: 'd-1' }, summary: summaryWith(CORRECTED) }));
    await vm.load();
    const c = vm.correction;
    c.start();
    for (const typed of ['-12.34', '\u221212.34', ' -12.34 ']) {
      c.form.set('earnings', typed);
      expect(c.earningsCents).toBe(-1234);
    }
    for (const typed of ['--12', '-', '12-', '- 12.3.4']) {
      c.form.set('earnings', typed);
      expect(c.earningsCents).toBeUndefined();
    }
    c.form.set('earnings', '-12.34');
    c.review();
    expect(c.amounts(100_000)).toEqual({ excess: 100_000, earnings: -1234, gross: 98_766, withheld: 9_877, paid: 88_889 });
    await c.confirm();
    expect(posts.map((p) => p.body)).toEqual([{ tax_year: 2026, earnings_cents: -1234 }]);
  });

  test("the server's refusal is shown in its words; another failure says nothing was lost", async () => {
    const message =
      'The 2026 excess deferrals of $1,000.00 were already corrected: a corrective distribution of $1,012.34 was requested on Nov 23, 2026.';
    const refused = setup(() => {
      throw new ApiError('Request failed with status code 400', 'ERR_BAD_REQUEST', 400, {
        error: 'validation',
        fields: { tax_year: [message] },
      });
    });
    const broken = setup(() => {
      throw new ApiError('Request failed with status code 500', 'ERR_BAD_RESPONSE', 500, { error: 'internal' });
    });
    for (const [{ vm }, expected] of [
      [refused, message],
      [broken, CORRECTION_FAILED],
    ] as const) {
      await vm.load();
      vm.correction.start();
      vm.correction.form.set('earnings', '0');
      vm.correction.review();
      await vm.correction.confirm();
      expect([vm.correction.stage, vm.correction.failure]).toEqual(['editing', expected]);
    }
  });
});

describe('the correction of excess annual additions under the pay warning (decision 0300)', () => {
  const PAY: ApiContributionWarning = {
    limit: 'compensation',
    excess: 5000,
    message:
      'Elective deferrals to this plan for 2026 would be $5,000.00 more than your compensation of $15,000.00; deferrals and catch-up cannot exceed pay.',
    corrected: false,
    correctable_cents: 600_000,
    correction_deadline: '2029-12-31',
  };
  const ADDITIONS: ApiContributionWarning = {
    limit: 'annualAdditions',
    excess: 6000,
    message: 'Contributions to this plan for 2026 would be $6,000.00 over 100% of compensation ($15,000.00).',
    corrected: false,
    correctable_cents: 600_000,
    correction_deadline: '2029-12-31',
  };
  const DONE: ApiContributionWarning = {
    limit: 'annualAdditions',
    excess: 6000,
    message:
      'Corrected on Nov 23, 2026: the 2026 excess annual additions of $6,000.00: a corrective distribution of $6,050.00 (contributions of $6,000.00 plus $50.00 of earnings) was requested.',
    corrected: true,
    correctable_cents: 0,
    correction_deadline: '2029-12-31',
  };
  const over = (warnings: ApiContributionWarning[]): ApiContributionSummary => ({
    ...summaryWith(PAY),
    sources: [
      { source: 'Deferral Pre-Tax', total: 20000, room: 0 },
      { source: 'Profit Sharing', total: 1000, room: 0 },
    ],
    warnings,
  });

  test('the preview splits the excess as the rule does; the request carries the year and the earnings; the warnings turn corrected', async () => {
    const posts: FakeApiCall[] = [];
    const api = new FakeApiClient()
      .respond('GET', '/contributions', [])
      .respond('GET', '/contribution-summary', over([PAY, ADDITIONS]))
      .respond('POST', '/excess-annual-additions-corrections', (c: FakeApiCall) => {
        posts.push(c);
        return { distribution: { id: 'd-2' }, summary: over([DONE]) };
      });
    const vm = new ContributionsViewModel(api, new FakeClock(new Date('2026-11-23T12:00:00Z')));
    await vm.load();
    const c = vm.annualCorrection;
    // $5,000 of deferrals over pay come back first; the $1,000 left comes from deferrals too, before employer money.
    expect(c.preview).toMatchObject({
      excessCents: 600_000,
      preTaxCents: 600_000,
      returnedCents: 600_000,
      heldProfitSharingCents: 0,
    });
    expect(c.asksEarnings).toBe(true);
    c.start();
    c.form.set('earnings', '50');
    c.review();
    expect(c.stage).toBe('confirming');
    expect(c.preview?.amountCents).toBe(605_000);
    expect(c.withholding).toEqual({ withheld: 60_500, paid: 544_500 });
    await c.confirm();
    expect(posts.map((p) => p.body)).toEqual([{ tax_year: 2026, earnings_cents: 5_000 }]);
    expect(posts[0].headers['Idempotency-Key']).toEqual(expect.any(String));
    expect([c.stage, vm.summary?.warnings]).toEqual(['closed', [DONE]]);
    expect(c.preview).toBeUndefined();
  });

  test('only employer money over the limit: no earnings asked, nothing paid', async () => {
    const employerOnly: ApiContributionSummary = {
      ...summaryWith(ADDITIONS),
      sources: [{ source: 'Profit Sharing', total: 78000, room: 0 }],
      warnings: [ADDITIONS],
    };
    const api = new FakeApiClient().respond('GET', '/contributions', []).respond('GET', '/contribution-summary', employerOnly);
    const vm = new ContributionsViewModel(api, new FakeClock(new Date('2026-11-23T12:00:00Z')));
    await vm.load();
    expect(vm.annualCorrection.asksEarnings).toBe(false);
    expect(vm.annualCorrection.preview).toMatchObject({ amountCents: 0, heldProfitSharingCents: 600_000 });
    vm.annualCorrection.start();
    vm.annualCorrection.review();
    expect(vm.annualCorrection.stage).toBe('confirming');
  });
});
