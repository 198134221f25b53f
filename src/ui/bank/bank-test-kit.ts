import { bankApplicationFixture } from '@/domain/bank/bank-application-fixtures';
import 'reflect-metadata';
import { FakeAccountApi } from '@/adapters/fakes/fake-account-api';
import { FakeBankApi } from '@/adapters/fakes/fake-bank-api';
import { FakeCheckoutApi } from '@/adapters/fakes/fake-checkout-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { BankApplicationViewModel } from '@/ui/bank/bank-application-view-model';
import { BankFactories } from '@/ui/bank/bank-factories';

/** A view-model over fakes, with the fakes to steer and inspect. */
export interface BankWorld {
  vm: BankApplicationViewModel;
  bank: FakeBankApi;
  /** The checkout the application starts from (its role, identity details and plan signature). */
  checkout: FakeCheckoutApi;
  clock: FakeClock;
  navigation: MemoryNavigation;
  storage: MemoryKeyValueStorage;
}

/** Builds a view-model on fresh fakes (storage may be shared to test drafts across "reloads"). */
export function bankWorld(
  options: { bank?: FakeBankApi; storage?: MemoryKeyValueStorage; checkoutVariant?: string } = {},
): BankWorld {
  const clock = new FakeClock(new Date('2026-11-23T12:00:00Z'));
  const bank = options.bank ?? new FakeBankApi(clock);
  const checkout = new FakeCheckoutApi(clock);
  checkout.progress = { currentStep: 'personalDetails', variant: options.checkoutVariant ?? 'planOwner' };
  const navigation = new MemoryNavigation('/onboarding');
  const storage = options.storage ?? new MemoryKeyValueStorage();
  const vm = new BankApplicationViewModel(
    bank,
    checkout,
    new FakeAccountApi(),
    clock,
    navigation,
    new BankFactories(storage, clock),
  );
  return { vm, bank, checkout, clock, navigation, storage };
}

/** A valid fillApplication form (the server's tests and the BankApi contract start from the same one). */
export const FILLED_APPLICATION = bankApplicationFixture(
  '2026-11-23',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
);

/** A photo the server takes: bytes that open with the PNG signature (uploads are checked by their content). */
export function pngBlob(size = 10): Blob {
  const bytes = new Uint8Array(Math.max(size, 8));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Blob([bytes], { type: 'image/png' });
}

/** Fills the first three steps through the view-model and sends the application. */
export async function throughIdentity(w: BankWorld): Promise<void> {
  w.vm.chooseBank(w.vm.offers[0]);
  await w.vm.forward();
  for (const [k, v] of Object.entries(FILLED_APPLICATION)) w.vm.currentForm?.set(k, v);
  await w.vm.forward();
  const form = w.vm.currentForm!;
  for (const [k, v] of Object.entries({ id_type: 'passport', id_number: 'X1', id_state: 'TX', id_expiry_date: '2030-01-01' }))
    form.set(k, v);
  await w.vm.upload('id_front', pngBlob(), 'front.png');
  await w.vm.upload('id_back', pngBlob(), 'back.png');
  await w.vm.forward();
}
