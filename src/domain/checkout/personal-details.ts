import { Allow, IsEmail, ValidateIf } from 'class-validator';
import { MIN_DATE_OF_BIRTH } from '@/domain/constants';
import { AddressDetails } from '@/domain/checkout/address-details';
import { fixedDate, IsIsoDate, NotAfter, NotBefore, today } from '@/domain/shared/date-rules';
import { isFilled, isFlagSet } from '@/domain/shared/field-values';
import { IsPhone } from '@/domain/shared/phone';
import { IsRequired } from '@/domain/shared/presence-rules';
import { ruleContextOf } from '@/domain/shared/rule-context';
import { IsSsn } from '@/domain/shared/ssn';

/**
 * Whether the spouse fields are required: with `ctx.spouseRule` 'married', when married is set;
 * otherwise ('anyFilled', the default) as soon as any of the three is filled.
 */
function spouseFieldsRequired(entity: PersonalDetails): boolean {
  if (ruleContextOf(entity)?.spouseRule === 'married') return isFlagSet(entity.married);
  return [entity.spouse_first_name, entity.spouse_last_name, entity.spouse_email].some(isFilled);
}

/**
 * The spouse rule of the checkout, for the SPA and the server alike: a married owner names the spouse (who then gives
 * consent to the plan); an unmarried one is never asked, whatever spouse fields a stale form still carries.
 */
export const CHECKOUT_SPOUSE_RULE = 'married' as const;

/** The plan owner's or participant's personal details (checkout step personalDetails). */
export class PersonalDetails extends AddressDetails {
  @Allow()
  title?: string;

  @IsRequired({ message: 'First name is required' })
  first_name?: string;

  @Allow()
  middle_name?: string;

  @IsRequired({ message: 'Last name is required' })
  last_name?: string;

  @IsRequired({ message: 'Date of birth is required' })
  @IsIsoDate({ message: 'Invalid date' })
  @NotAfter(today, { message: 'Date Must be in the past' })
  @NotBefore(fixedDate(MIN_DATE_OF_BIRTH), { message: 'Invalid date' })
  DOB?: string;

  @IsRequired({ message: 'Gender is required' })
  gender?: string;

  @IsRequired({ message: 'Email is required' })
  @IsEmail({}, { message: 'Please type valid email address' })
  email?: string;

  @IsRequired({ message: 'Phone is required' })
  @IsPhone({ message: 'Please type valid phone number' })
  phone?: string;

  @Allow()
  ssn?: string;

  @IsRequired({ message: 'Should be valid SSN' })
  @IsSsn({ message: 'Should be valid SSN' })
  ssn_number?: string;

  @IsRequired({ message: 'Occupation is required' })
  occupation?: string;

  @Allow()
  married?: boolean;

  @ValidateIf(spouseFieldsRequired)
  @IsRequired({ message: "Spouse's First Name is required" })
  spouse_first_name?: string;

  @ValidateIf(spouseFieldsRequired)
  @IsRequired({ message: "Spouse's Last Name is required" })
  spouse_last_name?: string;

  @ValidateIf(spouseFieldsRequired)
  @IsRequired({ message: "Spouse's email is required" })
  @IsEmail({}, { message: 'Please type valid email address' })
  spouse_email?: string;

  @Allow()
  control_group?: boolean;
}
