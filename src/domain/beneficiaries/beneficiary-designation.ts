import { MIN_DATE_OF_BIRTH } from '@/domain/constants';
import { type CalendarDate, compareDates, parseIsoDate } from '@/domain/shared/calendar-date';

/** Which group a beneficiary belongs to: contingent ones inherit only when no primary survives. */
export type BeneficiaryGroup = 'primary' | 'contingent';
/** Relationship codes (labels come from the display layer). */
export const RELATIONSHIPS = ['spouse', 'child', 'parent', 'sibling', 'other'] as const;

/** One named beneficiary; `share` is a percent with at most two decimals. */
export interface Beneficiary {
  readonly group: string;
  readonly name: string;
  readonly relationship: string;
  readonly date_of_birth: string;
  readonly share: number;
}

/** A message for one beneficiary (its index) or for the whole designation (index undefined). */
export interface DesignationError {
  readonly index?: number;
  readonly field: string;
  readonly message: string;
}

/** Share in hundredths of a percent, or undefined when not a percent with at most two decimals. */
export function shareHundredths(share: number): number | undefined {
  if (typeof share !== 'number' || !Number.isFinite(share)) return undefined;
  const hundredths = Math.round(share * 100);
  return Math.abs(hundredths - share * 100) < 1e-6 ? hundredths : undefined;
}

function beneficiaryErrors(b: Beneficiary, index: number, today: CalendarDate): DesignationError[] {
  const errors: DesignationError[] = [];
  if (b.group !== 'primary' && b.group !== 'contingent')
    errors.push({ index, field: 'group', message: 'Choose primary or contingent' });
  if (typeof b.name !== 'string' || b.name.trim() === '')
    errors.push({ index, field: 'name', message: 'Beneficiary name is required' });
  if (!(RELATIONSHIPS as readonly string[]).includes(b.relationship))
    errors.push({ index, field: 'relationship', message: 'Relationship is required' });
  const dob = parseIsoDate(b.date_of_birth);
  const min = parseIsoDate(MIN_DATE_OF_BIRTH) as CalendarDate;
  if (!dob || compareDates(dob, today) > 0 || compareDates(dob, min) < 0)
    errors.push({ index, field: 'date_of_birth', message: 'Enter a date of birth between 1900-01-01 and today' });
  const share = shareHundredths(b.share);
  if (share === undefined || share <= 0 || share > 10_000)
    errors.push({ index, field: 'share', message: 'Share must be a percent above 0 and at most 100, with up to 2 decimals' });
  return errors;
}

/** Messages for a designation on `today`; empty when every beneficiary is complete and each group adds up to 100%. */
export function designationErrors(list: readonly Beneficiary[], today: CalendarDate): DesignationError[] {
  const errors = list.flatMap((b, index) => beneficiaryErrors(b, index, today));
  if (!list.some((b) => b.group === 'primary'))
    errors.push({ field: 'primary', message: 'Name at least one primary beneficiary' });
  for (const group of ['primary', 'contingent'] as const) {
    const members = list.filter((b) => b.group === group);
    if (members.length === 0) continue;
    const total = members.reduce((sum, b) => sum + (shareHundredths(b.share) ?? 0), 0);
    if (total !== 10_000) {
      const label = group === 'primary' ? 'Primary' : 'Contingent';
      const now = `${Math.floor(total / 100)}${total % 100 ? `.${String(total % 100).padStart(2, '0')}` : ''}%`;
      errors.push({ field: group, message: `${label} beneficiaries' shares must add up to 100% (now ${now})` });
    }
  }
  if (list.filter((b) => b.relationship === 'spouse').length > 1)
    errors.push({ field: 'relationship', message: 'Only one beneficiary can be your spouse' });
  return errors;
}

/**
 * Whether the designation needs the spouse's written consent (REA, IRC 417; /work/shared/REFERENCE.md; decision 0191):
 * a married participant names anyone other than the spouse as sole primary beneficiary of 100%.
 */
export function needsSpousalConsent(list: readonly Beneficiary[], married: boolean): boolean {
  if (!married) return false;
  const primaries = list.filter((b) => b.group === 'primary');
  return !(primaries.length === 1 && primaries[0].relationship === 'spouse' && shareHundredths(primaries[0].share) === 10_000);
}

/** Whether the designation is in force: valid, and consented to by the spouse when consent is needed. */
export function designationInForce(
  list: readonly Beneficiary[],
  married: boolean,
  spouseConsented: boolean,
  today: CalendarDate,
): boolean {
  return designationErrors(list, today).length === 0 && (!needsSpousalConsent(list, married) || spouseConsented);
}
