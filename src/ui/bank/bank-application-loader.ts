import { shownUserId } from '@/domain/account/account-record';
import type { PlanRole } from '@/domain/flow';
import type { AccountApi } from '@/ports/account-api';
import type { BankApplicationRecord, BankFlowRecord, BankStepValues } from '@/domain/bank/bank-records';
import type { BankApi } from '@/ports/bank-api';
import type { CheckoutApi } from '@/ports/checkout-api';

/** Everything the bank application page starts from. */
export interface LoadedBankApplication {
  userId: string;
  flow: BankFlowRecord;
  status: BankApplicationRecord;
  bankIds: number[];
  /** The identity details the checkout saved (the identity step starts from them when it has none). */
  checkoutIdentity: BankStepValues;
  role: PlanRole;
  /** A signature the checkout's plan step saved (a PNG data URL), which the signer may choose instead of drawing. */
  savedSignature: string | undefined;
}

/** The role: the bank flow's saved one once started, else the checkout's. */
async function roleOf(checkoutApi: CheckoutApi, variant: string, started: boolean): Promise<PlanRole> {
  if (started) return variant === 'participant' ? 'participant' : 'planOwner';
  const checkout = await checkoutApi.checkout().catch(() => ({ variant: undefined }));
  return checkout.variant === 'participant' ? 'participant' : 'planOwner';
}

/** Loads the application, the configured banks, the checkout's identity details and saved signature. */
export async function loadBankApplication(
  api: BankApi,
  checkout: CheckoutApi,
  accounts: AccountApi,
): Promise<LoadedBankApplication> {
  const me = await accounts.account();
  const [flow, status, bankIds, checkoutIdentity] = await Promise.all([
    api.flow(),
    api.status(),
    api.bankIds(),
    api.checkoutIdentity().catch(() => ({})),
  ]);
  const role = await roleOf(checkout, flow.variant, status.started);
  const plan = await checkout.step('planDetails').catch(() => ({ values: undefined }));
  const signature = plan.values?.plan_signature;
  return {
    userId: shownUserId(me),
    flow,
    status,
    bankIds,
    checkoutIdentity,
    role,
    savedSignature: typeof signature === 'string' && signature.startsWith('data:image/png') ? signature : undefined,
  };
}
