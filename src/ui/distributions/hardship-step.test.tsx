import 'reflect-metadata';
import { expect, test } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeDistributionsApi } from '@/adapters/fakes/fake-distributions-api';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { distributionSettingsFixture } from '@/domain/distributions/distribution-record-fixtures';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { DistributionsViewModel } from '@/ui/distributions/distributions-view-model';
import { HardshipStep } from '@/ui/distributions/request-steps';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import { StoreRegistry } from '@/ui/shell/store-registry';
import { stubCanvasPerFile } from '@/ui/kit/canvas-test-kit';

const view = reactRootPerTest();

stubCanvasPerFile();

async function onHardshipStep(): Promise<DistributionsViewModel> {
  const clock = new FakeClock(new Date('2026-11-23T12:00:00Z'));
  const api = new FakeDistributionsApi(clock);
  api.dob = '1990-05-01';
  api.settingsOf = distributionSettingsFixture({ married: false });
  const adminMode = new AdminModeStore(
    new MemoryKeyValueStorage(),
    new FakeQueryCache(),
    new StoreRegistry(),
    new MemoryNavigation('/'),
  );
  const vm = new DistributionsViewModel(api, clock, adminMode);
  await vm.load();
  vm.chooseKind('hardship');
  vm.next();
  vm.form.set('amount', '10,000.00');
  vm.toggleSource('pre_tax', true);
  vm.form.set('payment_method', 'check');
  vm.form.set('description', 'Hospital bills');
  vm.next();
  return vm;
}

test("the supporting document is a kit field: its label in the label row, the input in the control row with the kit's file styling", async () => {
  const vm = await onHardshipStep();
  const host = await view.render(<HardshipStep vm={vm} />);
  const input = host.querySelector<HTMLInputElement>('input[type="file"]');
  expect(input?.labels?.[0]?.textContent).toBe('Supporting document');
  expect(input?.className).toBe('kit-file');
  const field = input?.closest('.kit-field');
  expect(field?.className).toBe('field kit-field kit-field--wide');
  expect(input?.parentElement?.className).toBe('kit-field__control');
  const labelRow = field?.querySelector('.kit-field__label');
  expect(labelRow?.textContent).toBe('Supporting document*');
  expect(input?.getAttribute('aria-describedby')).toBe('distribution-document-hint');
  expect(host.querySelector('#distribution-document-hint')?.textContent).toBe(
    'A bill, an estimate or a notice that shows the need (PDF or image).',
  );
});
