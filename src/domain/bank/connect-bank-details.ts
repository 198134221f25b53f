import { isNineDigits, isValidRoutingNumber } from '@/domain/bank/aba-routing-number';
import { customRule } from '@/domain/shared/custom-rule';
import { isFilled } from '@/domain/shared/field-values';
import { IsRequired } from '@/domain/shared/presence-rules';
import type { FieldErrors } from '@/domain/validation';
import { validateEntity } from '@/domain/validation/validate-entity';

/** Account types a primary bank account may have. */
export const ACCOUNT_TYPES = ['checking', 'savings'] as const;
/** One of ACCOUNT_TYPES. */
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Account numbers: 4 to 17 digits (the NACHA field is 17 long). */
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{4,17}$/;

const NineDigits = customRule('routingNineDigits', (v) => isNineDigits(v));
const RoutingChecksum = customRule('routingChecksum', (v) => !isNineDigits(v) || isValidRoutingNumber(v));
const AccountDigits = customRule('accountDigits', (v) => typeof v === 'string' && ACCOUNT_NUMBER_PATTERN.test(v));
const SameAccount = customRule('sameAccount', (v, entity) => !isFilled(v) || v === (entity as ConnectBankDetails).account_number);
const KnownAccountType = customRule('accountType', (v) => !isFilled(v) || (ACCOUNT_TYPES as readonly string[]).includes(v));

/** The primary bank account a user connects (ConnectBank step); messages in decision 0141. */
export class ConnectBankDetails {
  @IsRequired({ message: 'Routing number is required' })
  @NineDigits({ message: 'Routing number must be 9 digits' })
  @RoutingChecksum({ message: 'Routing number is not valid' })
  routing_number?: string;

  @IsRequired({ message: 'Account number is required' })
  @AccountDigits({ message: 'Account number must be 4 to 17 digits' })
  account_number?: string;

  @IsRequired({ message: 'Please re-enter the account number' })
  @SameAccount({ message: 'Account numbers do not match' })
  account_number_confirm?: string;

  @IsRequired({ message: 'Account type is required' })
  @KnownAccountType({ message: 'Account type must be checking or savings' })
  account_type?: string;
}

/** The ConnectBank rules (routing checksum, account number twice, account type); never throws. */
export function validateConnectBank(values: Record<string, unknown>): FieldErrors {
  return validateEntity(ConnectBankDetails, values);
}
