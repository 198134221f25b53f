import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeContributionsApi } from '@/adapters/fakes/fake-contributions-api';
import { invalid } from '@/adapters/fakes/fake-port-kit';
import type { ContributionSource } from '@/domain/contributions/contribution-usage';
import { ApiError } from '@/ports/api-client';
import { ContributionsViewModel } from '@/ui/contributions/contributions-view-model';
import { CORRECTION_FAILED, EARNINGS_FORMAT } from '@/ui/contributions/excess-deferral-correction-view-model';

const NOW = new Date('2026-11-23T12:00:00Z');

/** The page on the port's fake with 2026 deposits by source (cents). */
function setup(deposits: Partial<Record<ContributionSource, number>>) {
  const api = new FakeContributionsApi(new FakeClock(NOW));
  for (const [source, amountCents] of Object.entries(deposits))
    api.seed({
      source: source as ContributionSource,
      amountCents: amountCents ?? 0,
      depositDate: '2026-06-01',
      taxYear: 2026,
      reference: null,
    });
  return { api, vm: new ContributionsViewModel(api, new FakeClock(NOW)) };
}

/** Decision 0299: the corrective distribution offered from the 402(g) warning ($1,000.00 over). */
const overDeferrals = () => setup({ 'Deferral Pre-Tax': 2_550_000 });

describe('the corrective distribution under the 402(g) warning', () => {
  test('earnings are checked, the confirmation shows the amounts, the request carries cents and a key, the warning turns corrected', async () => {
    const { vm, api } = overDeferrals();
    await vm.load();
    expect(vm.summary?.warnings.find((w) => w.limit === 'deferrals')).toMatchObject({
      corrected: false,
      correctableCents: 100_000,
    });
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
    expect(api.calls.filter((x) => x.startsWith('correct'))).toEqual(['correctExcessDeferrals']);
    expect(c.stage).toBe('closed');
    expect(vm.summary?.excessDeferralCorrection).toMatchObject({
      excessCents: 100_000,
      earningsCents: 1234,
      amountCents: 101_234,
    });
    expect(vm.summary?.warnings.find((w) => w.limit === 'deferrals')).toMatchObject({
      corrected: true,
      correctableCents: 0,
      message:
        'Corrected: a corrective distribution of $1,012.34 (the 2026 excess deferrals of $1,000.00 plus $12.34 of earnings) was requested on Nov 23, 2026.',
    });
    expect(vm.recordedWarnings).toEqual([]);
  });

  test('a loss is typed with a minus sign: the confirmation shows the excess less the loss, the request negative cents', async () => {
    const { vm } = overDeferrals();
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
    expect(vm.summary?.excessDeferralCorrection).toMatchObject({ earningsCents: -1234, amountCents: 98_766 });
  });

  test("the port's refusal is shown in its words; another failure says nothing was lost", async () => {
    const message =
      'The 2026 excess deferrals of $1,000.00 were already corrected: a corrective distribution of $1,012.34 was requested on Nov 23, 2026.';
    for (const [failure, expected] of [
      [invalid({ tax_year: [message] }), message],
      [new ApiError('Request failed with status code 500', 'ERR_BAD_RESPONSE', 500, { error: 'internal' }), CORRECTION_FAILED],
    ] as const) {
      const { vm, api } = overDeferrals();
      await vm.load();
      vm.correction.start();
      vm.correction.form.set('earnings', '0');
      vm.correction.review();
      api.failNext = failure;
      await vm.correction.confirm();
      expect([vm.correction.stage, vm.correction.failure]).toEqual(['editing', expected]);
    }
  });
});

describe('the correction of excess annual additions under the pay warning (decision 0300)', () => {
  test('the preview splits the excess as the rule does; the request carries the year and the earnings; the warnings turn corrected', async () => {
    // $15,000.00 of pay: $20,000.00 deferred is $5,000.00 over pay, and $21,000.00 in all is $6,000.00 over 100% of pay.
    const { vm, api } = setup({ 'Deferral Pre-Tax': 2_000_000, 'Profit Sharing': 100_000 });
    await api.saveYear(2026, { otherEmployerDeferralsCents: 0, compensationCents: 1_500_000, priorYearFicaWagesCents: null });
    await vm.load();
    expect(vm.summary?.warnings.filter((w) => w.corrected === false).map((w) => w.limit)).toEqual(
      expect.arrayContaining(['compensation', 'annualAdditions']),
    );
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
    expect(api.calls.filter((x) => x.startsWith('correct'))).toEqual(['correctExcessAnnualAdditions']);
    expect(c.stage).toBe('closed');
    expect(vm.summary?.warnings.filter((w) => w.limit === 'annualAdditions' || w.limit === 'compensation')).toEqual([
      expect.objectContaining({ limit: 'annualAdditions', corrected: true, correctableCents: 0 }),
    ]);
    expect(vm.summary?.excessAnnualAdditionsCorrection).toEqual({ excessCents: 600_000, heldCents: 0, amountCents: 605_000 });
    expect(c.preview).toBeUndefined();
  });

  test('only employer money over the limit: no earnings asked, nothing paid', async () => {
    const { vm } = setup({ 'Profit Sharing': 7_800_000 });
    await vm.load();
    expect(vm.annualCorrection.asksEarnings).toBe(false);
    expect(vm.annualCorrection.preview).toMatchObject({ amountCents: 0, heldProfitSharingCents: 600_000 });
    vm.annualCorrection.start();
    vm.annualCorrection.review();
    expect(vm.annualCorrection.stage).toBe('confirming');
  });
});
