import 'reflect-metadata';
import { expect } from 'vitest';
import { FakeAccountApi } from '@/adapters/fakes/fake-account-api';
import { FakeCheckoutApi } from '@/adapters/fakes/fake-checkout-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FixedUserLocale } from '@/adapters/fakes/fixed-user-locale';
import { FakePaymentGateway } from '@/adapters/fakes/fake-payment-gateway';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { PERSONAL_DETAILS_FIXTURE } from '@/domain/checkout/checkout-record-fixtures';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { CheckoutFactories } from '@/ui/checkout/checkout-factories';
import { CheckoutViewModel } from '@/ui/checkout/checkout-view-model';
import type { FormValues } from '@/ui/kit/step-form';
import { StoreRegistry } from '@/ui/shell/store-registry';

/** A 1x1 PNG as a data URL: a valid signature image. */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Valid values of every form step (the test clock is 2026-01-15). */
export const VALID: Record<string, FormValues> = {
  personalDetails: { ...PERSONAL_DETAILS_FIXTURE },
  identityDetails: { id_type: 'passport', id_number: 'X1234567', id_state: 'IL', id_expiry_date: '2030-01-01' },
  employerDetails: {
    employer_name: 'Analytical Engines LLC',
    address01: '2 Mill Rd',
    city: 'Springfield',
    state: 'IL',
    postal_code: '62702',
    employer_ein: '12-3456789',
    entity_type: 'llc',
    employer_incorp_date: '2015-03-01',
    employer_incorporation_state: 'IL',
    employer_fiscal_year_end: 'calendarBased',
    employer_naics_code: '541511',
  },
  planDetails: {
    plan_name: 'Analytical Engines 401(k) Plan',
    plan_establish_date: '2025-01-01',
    loan_interest_rate: '5',
    plan_signer_first_name: 'Ada',
    plan_signer_last_name: 'Lovelace',
    plan_signer_title: 'Owner',
    plan_sign_date: '2026-01-15',
    plan_signature: PNG,
    // A plan is adopted with at least one contribution type (decision 0289).
    contribution_deferral_pre_tax_enabled: true,
    contribution_deferral_pre_tax_percent: '10',
  },
  signerDetails: {
    participant_signer_first_name: 'Bob',
    participant_signer_last_name: 'Lovelace',
    participant_signer_title: 'Participant',
    participant_sign_date: '2026-01-15',
    participant_signature: PNG,
  },
};

/** What checkoutSetup builds. */
export interface CheckoutSetup {
  vm: CheckoutViewModel;
  /** The checkout, its invoice and documents in memory, on the domain's rules (the CheckoutApi port's fake). */
  checkout: FakeCheckoutApi;
  /** Whose checkout it is (the AccountApi port's fake). */
  accounts: FakeAccountApi;
  storage: MemoryKeyValueStorage;
  clock: FakeClock;
  navigation: MemoryNavigation;
  gateway: FakePaymentGateway;
}

/** A checkout view-model over fakes: the CheckoutApi's fake, local storage, clock and navigation. */
export function checkoutSetup(
  options: {
    storage?: MemoryKeyValueStorage;
    checkout?: FakeCheckoutApi;
    accounts?: FakeAccountApi;
    userId?: string;
    locale?: string;
  } = {},
): CheckoutSetup {
  const clock = new FakeClock();
  const checkout = options.checkout ?? new FakeCheckoutApi(clock);
  const accounts = options.accounts ?? new FakeAccountApi();
  if (options.userId) accounts.user = { ...accounts.user, userId: options.userId };
  const storage = options.storage ?? new MemoryKeyValueStorage();
  const navigation = new MemoryNavigation('/checkout');
  const adminMode = new AdminModeStore(new MemoryKeyValueStorage(), new FakeQueryCache(), new StoreRegistry(), navigation);
  const locale = new FixedUserLocale(options.locale);
  const vm = new CheckoutViewModel(
    checkout,
    accounts,
    clock,
    navigation,
    adminMode,
    new CheckoutFactories(storage, clock),
    locale,
  );
  return { vm, checkout, accounts, storage, clock, navigation, gateway: new FakePaymentGateway() };
}

/** Fills the current step's form with values. */
export function fill(vm: CheckoutViewModel, values: FormValues): void {
  for (const [field, value] of Object.entries(values)) vm.currentForm!.set(field, value);
}

/** A plan owner's checkout filled with valid values up to `step` (asserts it got there). */
export async function ownerAt(
  step: 'identityDetails' | 'employerDetails' | 'planDetails' | 'review',
  setup = checkoutSetup(),
): Promise<CheckoutSetup> {
  await setup.vm.activate();
  await setup.vm.chooseRole('planOwner');
  for (const key of ['personalDetails', 'identityDetails', 'employerDetails', 'planDetails'] as const) {
    if (setup.vm.currentKey === step) break;
    fill(setup.vm, VALID[key]);
    await setup.vm.forward();
  }
  expect(setup.vm.currentKey).toBe(step);
  return setup;
}
