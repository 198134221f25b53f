import { Allow, IsEmail, ValidateIf } from 'class-validator';
import { DATE_WINDOW_YEARS } from '@/domain/constants';
import { AddressDetails } from '@/domain/checkout/address-details';
import { IsIsoDate, NotAfter, NotBefore, today, yearsFromToday } from '@/domain/shared/date-rules';
import { IsEin } from '@/domain/shared/ein';
import { IsPhone } from '@/domain/shared/phone';
import { IsRequired, WhenPresent } from '@/domain/shared/presence-rules';

/** The `employer_fiscal_year_end` value that asks for an explicit fiscal-year-end date. */
export const FISCAL_BASED = 'fiscalBased';

/** The plan owner's business (checkout step employerDetails). */
export class EmployerDetails extends AddressDetails {
  @IsRequired({ message: 'Employer Name is required' })
  employer_name?: string;

  @WhenPresent()
  @IsPhone({ message: 'Please type valid phone number' })
  employer_phone?: string;

  @WhenPresent()
  @IsEmail({}, { message: 'Please type valid email address' })
  employer_email?: string;

  @Allow()
  employer_website?: string;

  @IsRequired({ message: 'Should be valid EIN' })
  @IsEin({ message: 'Should be valid EIN' })
  employer_ein?: string;

  @Allow()
  employer_ein_number?: string;

  @IsRequired({ message: 'Entity type is required' })
  entity_type?: string;

  @IsRequired({ message: 'Incorporation date is required' })
  @IsIsoDate({ message: 'Invalid date' })
  @NotAfter(today, { message: 'Must be in the past' })
  @NotBefore(yearsFromToday(-DATE_WINDOW_YEARS), { message: 'Invalid date' })
  employer_incorp_date?: string;

  @IsRequired({ message: 'Incorporation State is required' })
  employer_incorporation_state?: string;

  @IsRequired({ message: 'Tax year end date is required' })
  employer_fiscal_year_end?: string;

  @ValidateIf((entity: EmployerDetails) => entity.employer_fiscal_year_end === FISCAL_BASED)
  @IsRequired({ message: 'Employer Fiscal Year End Date is required' })
  employer_fiscal_year_end_date?: string;

  @IsRequired({ message: 'Industry code is required' })
  employer_naics_code?: string;

  @Allow()
  employer_naics_code_description?: string;
}
