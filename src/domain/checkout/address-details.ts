import { Allow, ValidateIf } from 'class-validator';
import { isFlagSet } from '@/domain/shared/field-values';
import { IsRequired } from '@/domain/shared/presence-rules';

/** Whether the entity asks for a separate mailing address. */
function hasMailingAddress(entity: AddressDetails): boolean {
  return isFlagSet(entity.different_mailing_address);
}

/**
 * A street address plus an optional separate mailing address, shared by personal and employer
 * details. Mailing fields carry the `mailing_` prefix (decision 0011) and are required only when
 * `different_mailing_address` is set.
 */
export class AddressDetails {
  @IsRequired({ message: 'Address is required' })
  address01?: string;

  @Allow()
  address02?: string;

  @IsRequired({ message: 'City is required' })
  city?: string;

  @IsRequired({ message: 'State is required' })
  state?: string;

  @Allow()
  state_long?: string;

  @IsRequired({ message: 'Postal Code is required' })
  postal_code?: string;

  @Allow()
  different_mailing_address?: boolean;

  @ValidateIf(hasMailingAddress)
  @IsRequired({ message: 'Mailing Street is required' })
  mailing_address01?: string;

  @Allow()
  mailing_address02?: string;

  @ValidateIf(hasMailingAddress)
  @IsRequired({ message: 'Mailing City is required' })
  mailing_city?: string;

  @ValidateIf(hasMailingAddress)
  @IsRequired({ message: 'Mailing State is required' })
  mailing_state?: string;

  @Allow()
  mailing_state_long?: string;

  @ValidateIf(hasMailingAddress)
  @IsRequired({ message: 'Mailing Postal Code is required' })
  mailing_postal_code?: string;

  @Allow()
  step_complete?: boolean;
}
