import { ID_PHOTO_MESSAGES } from '@/domain/bank/bank-documents';
import { validateConnectBank } from '@/domain/bank/connect-bank-details';
import { validateDepositEntry } from '@/domain/bank/micro-deposits';
import { isFilled } from '@/domain/shared/field-values';
import { validateBankApplication } from '@/domain/bank/bank-application-details';
import { validateIdentityDetails, type FieldErrors } from '@/domain/validation';
import type { FormValues, StepRules } from '@/ui/kit/step-form';

/** The bank application's forms: the three editing steps, the account to connect and the deposit check. */
export type BankFormKey = 'chooseAccount' | 'fillApplication' | 'identityDetails' | 'connect' | 'deposits';

/** The editing steps with a form, in order. */
export const EDITING_FORMS = ['chooseAccount', 'fillApplication', 'identityDetails'] as const;
/** One of EDITING_FORMS. */
export type EditingFormKey = (typeof EDITING_FORMS)[number];

/** Message when no bank was chosen. */
export const CHOOSE_BANK_MESSAGE = 'Choose a bank';

/** The rules of each form (the same domain rules the server applies), at `now()`. */
export function bankFormRules(now: () => Date): Record<BankFormKey, StepRules> {
  return {
    chooseAccount: (v: FormValues): FieldErrors => (isFilled(String(v.bank_id ?? '')) ? {} : { bank_id: [CHOOSE_BANK_MESSAGE] }),
    fillApplication: (v) => validateBankApplication(v, { now: now() }),
    identityDetails: (v) => {
      const errors: FieldErrors = { ...validateIdentityDetails(v, { now: now() }) };
      for (const [field, message] of Object.entries(ID_PHOTO_MESSAGES)) if (!isFilled(v[field])) errors[field] = [message];
      return errors;
    },
    connect: (v) => validateConnectBank(v),
    deposits: (v) => validateDepositEntry(v),
  };
}

/** The values of a saved step worth starting from (answers carry masked numbers the server keeps). */
export function startingValues(saved: FormValues | undefined, draft: FormValues | undefined): FormValues {
  return { ...(saved ?? {}), ...(draft ?? {}) };
}
