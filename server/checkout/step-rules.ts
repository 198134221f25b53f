import type { OperationAnswering, Schema } from '@/adapters/http/wire';
import { validateBankApplication } from '@/domain/bank/bank-application-details';
import {
  validateEmployerDetails,
  validateIdentityDetails,
  validatePersonalDetails,
  validatePlanDetails,
  validateSignerDetails,
  type FieldErrors,
} from '@/domain/validation';
import { contributionTypeListErrors } from '@/domain/checkout/contribution-type';
import { CHECKOUT_SPOUSE_RULE } from '@/domain/checkout/personal-details';
import { isFlagSet } from '@/domain/shared/field-values';
import type { FlowName } from './step-store';

/** Reads another saved step of the same user and flow (stored values), for facts the rules need. */
export type SavedStepReader = (stepKey: string) => Promise<Record<string, unknown> | undefined>;

/** One step whose data the API saves: its flow, key, contract operations and domain rules. */
export interface SavedStep {
  flow: FlowName;
  key: string;
  getOperation: OperationAnswering<Schema<'StepData'>>;
  putOperation: OperationAnswering<Schema<'StepData'>>;
  /** The domain rules of the step (spec section 5); undefined = no rules (free-form data). */
  validate?: (values: Record<string, unknown>, now: Date) => FieldErrors;
  /**
   * Facts from other saved steps that the rules read beside the values (they replace any the body sent and are not
   * stored with the step): the plan step gets `married` from the saved personal details (decision 0081).
   */
  ruleFacts?: (saved: SavedStepReader) => Promise<Record<string, unknown>>;
  /**
   * Another saved step this one is filled from: a masked ID number it answered also stands for its stored number here
   * (the bank's identity step starts from the checkout's: decision 0200).
   */
  filledFrom?: { flow: FlowName; key: string };
}

/** The owner is married when the saved personal details say so (then the plan step needs the spouse's consent). */
async function ownerMarried(saved: SavedStepReader): Promise<Record<string, unknown>> {
  return { married: isFlagSet((await saved('personalDetails'))?.married) };
}

/** Every step with saved data, in flow order. */
export const SAVED_STEPS: readonly SavedStep[] = [
  {
    flow: 'checkout',
    key: 'personalDetails',
    getOperation: 'getCheckoutPersonalDetails',
    putOperation: 'putCheckoutPersonalDetails',
    validate: (v, now) => validatePersonalDetails(v, { now, spouseRule: CHECKOUT_SPOUSE_RULE }),
  },
  {
    flow: 'checkout',
    key: 'identityDetails',
    getOperation: 'getCheckoutIdentityDetails',
    putOperation: 'putCheckoutIdentityDetails',
    validate: (v, now) => validateIdentityDetails(v, { now }),
  },
  {
    flow: 'checkout',
    key: 'employerDetails',
    getOperation: 'getCheckoutEmployerDetails',
    putOperation: 'putCheckoutEmployerDetails',
    validate: (v, now) => validateEmployerDetails(v, { now }),
  },
  {
    flow: 'checkout',
    key: 'planDetails',
    getOperation: 'getCheckoutPlanDetails',
    putOperation: 'putCheckoutPlanDetails',
    validate: (v, now) => ({ ...validatePlanDetails(v, { now }), ...contributionTypeListErrors(v.contribution_types) }),
    ruleFacts: ownerMarried,
  },
  {
    flow: 'checkout',
    key: 'signerDetails',
    getOperation: 'getCheckoutSignerDetails',
    putOperation: 'putCheckoutSignerDetails',
    validate: (v, now) => validateSignerDetails(v, { now }),
  },
  { flow: 'bank', key: 'chooseAccount', getOperation: 'getBankChooseAccount', putOperation: 'putBankChooseAccount' },
  {
    flow: 'bank',
    key: 'fillApplication',
    getOperation: 'getBankFillApplication',
    putOperation: 'putBankFillApplication',
    validate: (v, now) => validateBankApplication(v, { now }),
  },
  {
    flow: 'bank',
    key: 'identityDetails',
    getOperation: 'getBankIdentityDetails',
    putOperation: 'putBankIdentityDetails',
    validate: (v, now) => validateIdentityDetails(v, { now }),
    filledFrom: { flow: 'checkout', key: 'identityDetails' },
  },
  { flow: 'bank', key: 'ConnectBank', getOperation: 'getBankConnectBank', putOperation: 'putBankConnectBank' },
];

/** Field errors without empty entries (undefined when the values are valid). */
export function fieldMessages(errors: FieldErrors): Record<string, string[]> | undefined {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors))
    if (messages !== undefined && messages.length > 0) out[field] = messages;
  return Object.keys(out).length > 0 ? out : undefined;
}
