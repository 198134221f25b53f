import { Allow } from 'class-validator';
import { DATE_WINDOW_YEARS } from '@/domain/constants';
import { IsIsoDate, NotAfter, NotBefore, today, yearsFromToday } from '@/domain/shared/date-rules';
import { IsRequired } from '@/domain/shared/presence-rules';

/** The identity document of the person (checkout step identityDetails). */
export class IdentityDetails {
  @IsRequired({ message: 'ID Type is required' })
  id_type?: string;

  @IsRequired({ message: 'ID Number is required' })
  id_number?: string;

  @IsRequired({ message: 'State Issued name is required' })
  id_state?: string;

  @IsRequired({ message: 'Expiration date is required' })
  @IsIsoDate({ message: 'Invalid date' })
  @NotBefore(today, { message: 'Expiration date can not be in the past' })
  @NotAfter(yearsFromToday(DATE_WINDOW_YEARS), { message: 'Invalid date' })
  id_expiry_date?: string;

  @Allow()
  id_photo_number?: string;

  @Allow()
  id_photo_picture?: string;

  @Allow()
  id_photo_picture2?: string;

  @Allow()
  step_complete?: boolean;
}
