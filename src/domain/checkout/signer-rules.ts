import { ValidateIf } from 'class-validator';
import { DATE_WINDOW_YEARS } from '@/domain/constants';
import { daysFromToday, IsIsoDate, NotAfter, NotBefore, yearsFromToday } from '@/domain/shared/date-rules';
import { isFlagSet } from '@/domain/shared/field-values';
import { IsPngDataUrl, SIGNATURE_PNG_MESSAGE } from '@/domain/shared/png-data-url';
import { IsRequired } from '@/domain/shared/presence-rules';
import { rules } from '@/domain/shared/custom-rule';

/**
 * The signer rules that plan details (plan_* fields) and participant signer details
 * (participant_* fields) share: one definition, applied to either set of field names.
 */

/** The entity shape the signature condition reads. */
interface SavedSignatureChoice {
  isSelectedSignature?: unknown;
}

/** The signer's first name is required. */
function FirstName(): PropertyDecorator {
  return IsRequired({ message: 'Signer First Name is required' });
}

/** The signer's last name is required. */
function LastName(): PropertyDecorator {
  return IsRequired({ message: 'Signer Last Name is required' });
}

/** The signer's title is required. */
function Title(): PropertyDecorator {
  return IsRequired({ message: 'Signer Title is required' });
}

/** A new signature is required unless a saved one is chosen, and must be a base64 PNG data URL. */
function Signature(): PropertyDecorator {
  return rules(
    ValidateIf((entity: SavedSignatureChoice) => !isFlagSet(entity.isSelectedSignature)),
    IsRequired({ message: 'Signature is required' }),
    IsPngDataUrl({ message: SIGNATURE_PNG_MESSAGE }),
  );
}

/** The sign date is required, no later than tomorrow and at most 100 years back (decision 0012). */
function SignDate(): PropertyDecorator {
  return rules(
    IsRequired({ message: 'Signed on Date is required' }),
    IsIsoDate({ message: 'Invalid date' }),
    NotAfter(daysFromToday(1), { message: 'Signed on Date can not be later than tomorrow' }),
    NotBefore(yearsFromToday(-DATE_WINDOW_YEARS), { message: 'Invalid date' }),
  );
}

/** The signer rules, one decorator per signer field: `@SignerRules.FirstName()` and so on. */
export const SignerRules = { FirstName, LastName, Title, Signature, SignDate } as const;
