import 'reflect-metadata';
import { expect } from 'vitest';
import { FakeApiClient, type FakeApiCall } from '@/adapters/fakes/fake-api-client';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FixedUserLocale } from '@/adapters/fakes/fixed-user-locale';
import { FakePaymentGateway } from '@/adapters/fakes/fake-payment-gateway';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { ApiError } from '@/ports/api-client';
import {
  validateEmployerDetails,
  validateIdentityDetails,
  validatePersonalDetails,
  validatePlanDetails,
  validateSignerDetails,
  type FieldErrors,
} from '@/domain/validation';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { CheckoutFactories } from '@/ui/checkout/checkout-factories';
import { CheckoutViewModel } from '@/ui/checkout/checkout-view-model';
import type { CheckoutState, Invoice, StepData } from '@/ui/checkout/checkout-api';
import { MASKED_NUMBER_FIELDS, maskNumber, masksNumber } from '@/domain/shared/number-mask';
import { isMaskedSsn, maskSsn } from '@/domain/shared/ssn-mask';
import type { FormValues } from '@/ui/kit/step-form';
import { StoreRegistry } from '@/ui/shell/store-registry';

/** A 1x1 PNG as a data URL: a valid signature image. */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Valid values of every form step (the test clock is 2026-01-15). */
export const VALID: Record<string, FormValues> = {
  personalDetails: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    DOB: '1980-12-10',
    gender: 'female',
    address01: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    state_long: 'Illinois',
    postal_code: '62701',
    email: 'ada@example.com',
    phone: '555-123-4567',
    ssn_number: '123-45-6780',
    occupation: 'Engineer',
  },
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

/** Like the server: the plan rules get `married` from the saved personal details, never from the plan body. */
const RULES: Record<string, (v: FormValues, now: Date, saved: Record<string, FormValues>) => FieldErrors> = {
  personalDetails: (v, now) => validatePersonalDetails(v, { now }),
  identityDetails: (v, now) => validateIdentityDetails(v, { now }),
  employerDetails: (v, now) => validateEmployerDetails(v, { now }),
  planDetails: (v, now, saved) =>
    validatePlanDetails(
      { ...v, married: saved.personalDetails?.married === true || saved.personalDetails?.married === 'true' },
      { now },
    ),
  signerDetails: (v, now) => validateSignerDetails(v, { now }),
};

/** The embedded server's checkout, billing and documents calls, in memory, on a FakeApiClient (same rules as the server). */
export class FakeCheckoutServer {
  progress: { current_step: string; variant: string } | undefined = undefined;
  readonly steps: Record<string, StepData> = {};
  invoice: Invoice | undefined = undefined;
  documents: unknown[] = [];

  constructor(
    readonly api: FakeApiClient,
    private readonly clock: FakeClock,
  ) {
    api.respond(
      'GET',
      '/checkout',
      (): CheckoutState => ({
        current_step: this.progress?.current_step ?? 'personalDetails',
        variant: this.progress?.variant ?? 'planOwner',
        steps: this.steps,
      }),
    );
    api.respond('PUT', '/checkout/progress', (call: FakeApiCall) => {
      const body = call.body as { current_step: string; variant?: string };
      this.progress = { current_step: body.current_step, variant: body.variant ?? this.progress?.variant ?? 'planOwner' };
      return { ...this.progress, steps: this.steps };
    });
    api.respond('PUT', '/checkout/steps/:step', (call: FakeApiCall) => {
      const step = call.path.split('/')[3];
      const values = this.keepStoredSsn(call.body as FormValues, this.stored[step]);
      const errors = Object.fromEntries(
        Object.entries(RULES[step](values, this.clock.now(), this.stored)).filter(([, m]) => m && m.length > 0),
      );
      if (Object.keys(errors).length > 0)
        throw new ApiError('Request failed with status code 400', 'ERR_BAD_REQUEST', 400, {
          error: 'validation',
          fields: errors,
        });
      this.stored[step] = values;
      this.steps[step] = {
        step_key: step,
        values: FakeCheckoutServer.masked(values),
        complete: true,
        updated_at: this.clock.now().toISOString(),
      };
      return this.steps[step];
    });
    api.respond('GET', '/invoices', () => (this.invoice ? [this.invoice] : []));
    api.respond('POST', '/invoices', () => {
      this.invoice ??= {
        id: 'inv-1',
        lines: [
          { code: 'plan_fee', description: 'Plan fee', amount: 300 },
          { code: 'setup_fee', description: 'Setup fee', amount: 50 },
          { code: 'plan_doc_generation', description: 'Plan document generation', amount: 200 },
        ],
        total: 550,
        currency: 'usd',
        terms: 'Net 15',
        issued_at: '2026-01-15T12:00:00.000Z',
        due_at: '2026-01-30T12:00:00.000Z',
        status: 'open',
      };
      return this.invoice;
    });
    api.respond('GET', '/checkout/documents', () => this.documents);
    api.respond('GET', '/documents/:id/download/google-cloud-url', (call: FakeApiCall) => ({
      url: `https://files.test/${call.path.split('/')[2]}?v=${call.query.id}`,
      expiresAt: '2026-01-15T12:05:00.000Z',
    }));
  }

  /** The values as stored (the SSN in full); `steps` holds what the server answers (the SSN masked, decision 0080). */
  readonly stored: Record<string, FormValues> = {};

  /** Saved values with a full SSN, as they are stored and (masked) answered: seeds a step saved earlier. */
  seed(step: string, values: FormValues): void {
    this.stored[step] = values;
    this.steps[step] = {
      step_key: step,
      values: FakeCheckoutServer.masked(values),
      complete: true,
      updated_at: this.clock.now().toISOString(),
    };
  }

  private static masked(given: FormValues): FormValues {
    const values = { ...given };
    // ID numbers answer as ••••1234 (decision 0200).
    for (const field of MASKED_NUMBER_FIELDS)
      if (typeof values[field] === 'string' && values[field] !== '') values[field] = maskNumber(values[field]);
    if (typeof values.ssn_number !== 'string' || values.ssn_number === '') return values;
    return {
      ...values,
      ssn_number: maskSsn(values.ssn_number),
      ssn: maskSsn(values.ssn_number),
      ssn_last4: values.ssn_number.replace(/\D/g, '').slice(-4),
    };
  }

  private keepStoredSsn(given: FormValues, stored: FormValues | undefined): FormValues {
    const values = { ...given };
    for (const field of MASKED_NUMBER_FIELDS) if (masksNumber(values[field], stored?.[field])) values[field] = stored?.[field];
    if (!isMaskedSsn(values.ssn_number) || typeof stored?.ssn_number !== 'string') return values;
    return maskSsn(stored.ssn_number) === values.ssn_number ? { ...values, ssn_number: stored.ssn_number } : values;
  }

  /** The PUT bodies sent for a step, oldest first. */
  saves(step: string): FormValues[] {
    return this.api.calls
      .filter((c) => c.method === 'PUT' && c.path === `/checkout/steps/${step}`)
      .map((c) => c.body as FormValues);
  }
}

/** What checkoutSetup builds. */
export interface CheckoutSetup {
  vm: CheckoutViewModel;
  api: FakeApiClient;
  server: FakeCheckoutServer;
  storage: MemoryKeyValueStorage;
  clock: FakeClock;
  navigation: MemoryNavigation;
  gateway: FakePaymentGateway;
}

/** A checkout view-model over fakes: API with the fake server, local storage, clock and navigation. */
export function checkoutSetup(
  options: { storage?: MemoryKeyValueStorage; server?: FakeCheckoutServer; userId?: string; locale?: string } = {},
): CheckoutSetup {
  const clock = new FakeClock();
  const api = options.server?.api ?? new FakeApiClient({ id: options.userId ?? 'user-1', user_email: 'ada@example.com' });
  const server = options.server ?? new FakeCheckoutServer(api, clock);
  const storage = options.storage ?? new MemoryKeyValueStorage();
  const navigation = new MemoryNavigation('/checkout');
  const adminMode = new AdminModeStore(new MemoryKeyValueStorage(), new FakeQueryCache(), new StoreRegistry(), navigation);
  const locale = new FixedUserLocale(options.locale);
  const vm = new CheckoutViewModel(api, clock, navigation, adminMode, new CheckoutFactories(api, storage, clock), locale);
  return { vm, api, server, storage, clock, navigation, gateway: new FakePaymentGateway() };
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
