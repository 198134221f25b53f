import type { AccountApi } from '@/ports/account-api';
import { isPngDataUrl } from '@/domain/shared/png-data-url';
import { isMaskedSsn } from '@/domain/shared/ssn-mask';
import type { FieldErrors } from '@/domain/validation';
import type { CheckoutRecord } from '@/domain/checkout/checkout-record';
import { ApiError } from '@/ports/api-client';
import type { CheckoutApi } from '@/ports/checkout-api';
import { stepPayload, type FormStepKey } from '@/ui/checkout/step-settings';
import type { FormValues } from '@/ui/kit/step-form';

/** What saving a step came to: saved (with the masked SSN and signature the server answered) or refused. */
export type SaveOutcome =
  | {
      ok: true;
      maskedSsn?: string;
      signature?: string /** The step's values as answered (numbers masked). */;
      values?: FormValues;
    }
  | { ok: false /** The server's field messages (a 400); none for any other failure. */; fields?: FieldErrors };

/** Saves one step's values and reads what the answer means for the form. */
export async function saveCheckoutStep(api: CheckoutApi, key: FormStepKey, values: FormValues): Promise<SaveOutcome> {
  try {
    const answer = await api.saveStep(key, stepPayload(key, values));
    const ssn = answer?.values?.ssn_number;
    const signature = answer?.values?.plan_signature ?? answer?.values?.participant_signature;
    return {
      ok: true,
      maskedSsn: key === 'personalDetails' && isMaskedSsn(ssn) ? (ssn as string) : undefined,
      signature: isPngDataUrl(signature) ? (signature as string) : undefined,
      values: answer?.values,
    };
  } catch (error) {
    const fields =
      error instanceof ApiError && error.status === 400
        ? (error.body as { fields?: FieldErrors } | undefined)?.fields
        : undefined;
    return { ok: false, fields };
  }
}

/** Everything the checkout page loads: whose checkout, their own e-mail, the saved state and whether it is paid. */
export interface LoadedCheckout {
  userId: string;
  /** The account's own e-mail (the participant's in admin mode, never the support user's). */
  accountEmail: string | undefined;
  state: CheckoutRecord;
  paid: boolean;
}

/** Loads the checkout of the signed-in user, or of the participant `actingAs` names in admin mode. */
export async function loadCheckout(
  api: CheckoutApi,
  accounts: AccountApi,
  actingAs: string | undefined,
): Promise<LoadedCheckout> {
  const me = await accounts.account();
  const [state, invoices] = await Promise.all([api.checkout(), api.invoices().catch(() => [])]);
  return {
    userId: actingAs ?? me.userId,
    accountEmail: actingAs ? me.actingAs?.email : me.email,
    state,
    paid: invoices.some((i) => i.status === 'paid'),
  };
}
