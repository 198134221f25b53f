import 'reflect-metadata';
import { expect, test } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeDistributionsApi } from '@/adapters/fakes/fake-distributions-api';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { distributionRecordFixture, distributionSettingsFixture } from '@/domain/distributions/distribution-record-fixtures';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { CertifyStep } from '@/ui/distributions/certify-step';
import { distributionsTileState } from '@/ui/distributions/distributions-home-tile';
import { DistributionsViewModel } from '@/ui/distributions/distributions-view-model';
import { RequestHistory } from '@/ui/distributions/request-history';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import { StoreRegistry } from '@/ui/shell/store-registry';

const view = reactRootPerTest();
const NOW = new Date('2026-11-23T12:00:00Z');

async function viewModel(api = new FakeDistributionsApi(new FakeClock(NOW))): Promise<DistributionsViewModel> {
  api.dob = '1990-05-01';
  api.settingsOf = distributionSettingsFixture({ married: true });
  const adminMode = new AdminModeStore(
    new MemoryKeyValueStorage(),
    new FakeQueryCache(),
    new StoreRegistry(),
    new MemoryNavigation('/'),
  );
  const vm = new DistributionsViewModel(api, new FakeClock(NOW), adminMode);
  await vm.load();
  return vm;
}

/** Fills the first two steps of a `kind` request of $800 from pre-tax money by check. */
function throughDetails(vm: DistributionsViewModel, kind: string): void {
  vm.chooseKind(kind);
  vm.next();
  vm.form.set('amount', '800.00');
  vm.toggleSource('pre_tax', true);
  vm.form.set('payment_method', 'check');
  if (kind !== 'domestic_abuse') vm.form.set('spouse_consent', true);
  vm.next();
}

test('a domestic abuse request: no spouse consent asked, a certification step with the date, then sent', async () => {
  const vm = await viewModel();
  throughDetails(vm, 'domestic_abuse');
  expect(vm.steps).toEqual(['kind', 'details', 'certify', 'review']);
  expect(vm.step).toBe('certify');
  const host = await view.render(<CertifyStep vm={vm} />);
  expect(host.querySelector('[data-testid="secure-limits"]')?.textContent).toContain('only you and support see this request');
  expect(host.querySelector('input[type="date"]')?.closest('.kit-field')?.textContent).toContain('Date of the abuse');
  vm.next();
  expect(vm.step).toBe('certify');
  expect(vm.form.messagesOf('event_date')).toEqual(['Enter the date of the abuse']);
  expect(vm.form.messagesOf('self_certified')).toEqual(['Certify that you meet the conditions of this distribution']);
  vm.form.set('event_date', '2026-10-01');
  vm.form.set('self_certified', true);
  vm.next();
  expect(vm.step).toBe('review');
  expect(vm.taxNotes.additionalTax.text).toBe(
    'A domestic abuse victim distribution is an exception (IRC 72(t)(2)(K)): no 10% additional tax. You may repay it to the plan within three years.',
  );
  await vm.submit();
  expect(vm.sent).toMatchObject({ kind: 'domestic_abuse', eventDate: '2026-10-01', selfCertified: true });
});

test('a second emergency request of the year: the server’s message lands beside the type', async () => {
  const api = new FakeDistributionsApi(new FakeClock(NOW));
  const vm = await viewModel(api);
  for (let i = 0; i < 2; i++) {
    throughDetails(vm, 'emergency_expense');
    vm.form.set('self_certified', true);
    vm.next();
    await vm.submit();
  }
  expect(vm.step).toBe('kind');
  expect(vm.form.messagesOf('distributionFlowStage1')).toEqual([
    'You already took an emergency personal expense distribution in 2026: one is allowed each calendar year',
  ]);
});

test('a paid emergency distribution is repaid from the requests list; the tile says what is left and until when', async () => {
  const paid = distributionRecordFixture({
    id: 'd-7',
    kind: 'emergency_expense',
    amountCents: 800_00,
    status: 'paid',
    repayableUntil: '2029-11-20',
    history: [{ status: 'paid', reason: null, amountCents: 800_00, at: '2026-11-20T10:00:00.000Z' }],
  });
  const api = new FakeDistributionsApi(new FakeClock(NOW)).seed(paid);
  const vm = await viewModel(api);
  const host = await view.render(<RequestHistory vm={vm} />);
  expect(host.querySelector('[data-testid="distribution-repay"] p')?.textContent).toBe(
    'Repaid $0.00 of $800.00. You may repay the rest until Nov 20, 2029.',
  );
  expect(distributionsTileState(vm.requests, { now: NOW }).facts).toEqual([
    { label: 'Emergency personal expense (up to $1,000): you may repay', value: '$800.00 until Nov 20, 2029' },
  ]);
  vm.typeRepayment('d-7', 'abc');
  await vm.repay('d-7');
  expect(vm.repayMessages['d-7']).toEqual(['Enter the amount repaid in dollars and cents']);
  vm.typeRepayment('d-7', '800.01');
  await vm.repay('d-7');
  expect(vm.repayMessages['d-7']).toEqual(['The most you can repay is $800.00']);
  vm.typeRepayment('d-7', '300');
  await vm.repay('d-7');
  expect(vm.requests[0]).toMatchObject({ repaidCents: 300_00, repayments: [{ amountCents: 300_00, repaidOn: '2026-11-23' }] });
  expect(vm.repayMessages['d-7']).toEqual([]);
});

test('home: an approved domestic abuse request is never put to the trustee', () => {
  const approved = distributionRecordFixture({
    kind: 'domestic_abuse',
    status: 'approved',
    history: [{ status: 'approved', reason: null, amountCents: 1_000_00, at: '2026-11-03T10:00:00.000Z' }],
  });
  const state = distributionsTileState([approved], { now: NOW });
  expect([state.next, state.urgency]).toEqual([undefined, undefined]);
});
