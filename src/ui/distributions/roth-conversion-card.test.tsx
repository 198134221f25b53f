import 'reflect-metadata';
import { act } from 'react';
import { expect, test } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeDistributionsApi } from '@/adapters/fakes/fake-distributions-api';
import { ApiError } from '@/ports/api-client';
import { RothConversionCard } from '@/ui/distributions/roth-conversion-card';
import { RothConversionViewModel } from '@/ui/distributions/roth-conversion-view-model';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import { distributionsTileState } from '@/ui/distributions/distributions-home-tile';

const view = reactRootPerTest();

/** A participant with $22,000 after-tax money of which $20,000 is basis, and $10,000 pre-tax. */
async function withAfterTaxMoney(): Promise<{ vm: RothConversionViewModel; api: FakeDistributionsApi }> {
  const clock = new FakeClock(new Date('2026-11-30T12:00:00Z'));
  const api = new FakeDistributionsApi(clock);
  api.conversionsOf = {
    ...api.conversionsOf,
    afterTax: { balanceCents: 2_200_000, basisCents: 2_000_000, earningsCents: 200_000 },
    preTaxCents: 1_000_000,
    convertible: api.conversionsOf.convertible.map((c) => ({
      ...c,
      availableCents: c.account === 'after_tax' ? 2_200_000 : c.account === 'pre_tax' ? 1_000_000 : 0,
    })),
  };
  const vm = new RothConversionViewModel(api, clock);
  await vm.load();
  return { vm, api };
}

test('the tax accounts, the tax of the amount typed, a confirmation, then one conversion and its receipt', async () => {
  const { vm, api } = await withAfterTaxMoney();
  const host = await view.render(<RothConversionCard vm={vm} />);
  const table = host.querySelector('table[aria-label="Your accounts for taxes"]');
  expect(table?.textContent).toContain('After-tax contributions$22,000.00$20,000.00$2,000.00');
  expect(host.querySelector('[data-testid="roth-five-year"]')?.textContent).toBe(
    'Your Roth account has no money yet: its 5-year period starts with the year of its first contribution or conversion.',
  );
  const select = host.querySelector<HTMLSelectElement>('select');
  expect(select?.labels?.[0]?.textContent).toContain('Convert from');
  expect([...(select?.options ?? [])].map((o) => o.textContent)).toContain('After Tax ($22,000.00 available)');

  await act(async () => vm.form.set('amount', '11,000'));
  const amount = host.querySelector<HTMLInputElement>('input[name="amount"]');
  const hint = host.querySelector(`#${amount?.getAttribute('aria-describedby')?.split(' ')[0]}`);
  expect(hint?.textContent).toBe('$10,000.00 of it is already taxed; $1,000.00 is taxable in 2026.');

  await act(async () => vm.review());
  expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain(
    '$11,000.00 of After Tax money moves to your Roth account today. $1,000.00 of it is taxable income for 2026',
  );
  expect(api.calls).not.toContain('convertToRoth');
  await act(async () => vm.convert());
  expect(api.calls.filter((c) => c === 'convertToRoth')).toHaveLength(1);
  expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  expect(host.querySelector('[role="status"]')?.textContent).toContain('Converted to Roth');
  expect(host.querySelector('table[aria-label="Your Roth conversions"]')?.textContent).toContain(
    'Nov 30, 2026After Tax$11,000.00$10,000.00$1,000.00Dec 31, 2030 (unless 59½)',
  );
  expect(host.querySelector('[data-testid="roth-five-year"]')?.textContent).toBe(
    "Your Roth account's 5-year period started in 2026: from 2031, distributions after age 59½ are tax-free, earnings included.",
  );
});

test('more than the account holds is stopped beside the field and nothing is sent; a failed send keeps what was typed', async () => {
  const { vm, api } = await withAfterTaxMoney();
  const host = await view.render(<RothConversionCard vm={vm} />);
  await act(async () => {
    vm.form.set('account', 'pre_tax');
    vm.form.set('amount', '10,000.01');
    vm.review();
  });
  expect(host.textContent).toContain('The most you can convert from this account is $10,000.00');
  expect(vm.confirming).toBe(false);
  await act(async () => {
    vm.form.set('amount', '500');
    vm.review();
  });
  api.failNext = new ApiError('Network Error', 'ERR_NETWORK');
  await act(async () => vm.convert());
  expect(host.textContent).toContain('The conversion did not go through. Nothing was converted; please try again.');
  expect(vm.form.values.amount).toBe('500');
  expect(api.conversionsOf.conversions).toEqual([]);
});

test('a plan that does not allow conversions says so and offers no form', async () => {
  const { vm, api } = await withAfterTaxMoney();
  api.conversionsOf = { ...api.conversionsOf, allowed: false };
  await vm.load();
  const host = await view.render(<RothConversionCard vm={vm} />);
  expect(host.querySelector('[data-testid="roth-conversion-not-allowed"]')?.textContent).toContain(
    'Your plan does not allow in-plan Roth conversions.',
  );
  expect(host.querySelector('form')).toBeNull();
});

test("home: the year's conversions and the after-tax money that can be converted are facts of the distributions tile", async () => {
  const { vm, api } = await withAfterTaxMoney();
  const now = new Date('2026-12-01T12:00:00Z');
  expect(distributionsTileState([], { now }, await api.rothConversions()).facts).toEqual([
    { label: 'After-tax money you can convert to Roth', value: '$22,000.00' },
  ]);
  vm.form.set('amount', '11000');
  vm.review();
  await vm.convert();
  expect(distributionsTileState([], { now }, await api.rothConversions())).toMatchObject({
    status: 'No requests',
    facts: [
      { label: 'Converted to Roth in 2026', value: '$11,000.00, $1,000.00 taxable' },
      { label: 'After-tax money you can convert to Roth', value: '$11,000.00' },
    ],
  });
  // Another year's conversions are not this year's fact; a plan without conversions offers none.
  const later = new Date('2027-02-01T12:00:00Z');
  expect(distributionsTileState([], { now: later }, { ...(await api.rothConversions()), allowed: false }).facts).toBeUndefined();
});
