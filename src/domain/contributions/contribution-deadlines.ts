import type { CalendarDate } from '@/domain/shared/calendar-date';

/** One deadline of a tax year's contributions, for people. */
export interface ContributionDeadline {
  /** What must be done by then. */
  label: string;
  date: CalendarDate;
  /** The date with the business's tax-return extension, when one applies. */
  extendedDate?: CalendarDate;
}

/** Return due dates of a calendar-year business by entity type (month and day of the next year; with extension). */
const RETURN_DUE: Readonly<Record<string, { month: number; day: number; extendedMonth: number; form: string }>> = {
  soleProprietorship: { month: 4, day: 15, extendedMonth: 10, form: 'Form 1040 (Schedule C)' },
  llc: { month: 4, day: 15, extendedMonth: 10, form: 'Form 1040 (Schedule C, a single-member LLC)' },
  partnership: { month: 3, day: 15, extendedMonth: 9, form: 'Form 1065' },
  sCorporation: { month: 3, day: 15, extendedMonth: 9, form: 'Form 1120-S' },
  cCorporation: { month: 4, day: 15, extendedMonth: 10, form: 'Form 1120' },
};

/**
 * The deadlines shown with the ledger for a calendar tax year (decision 0120): the deferral election by December 31 of
 * the year; employer contributions by the business's tax-return due date, with its extension. Unknown entity type:
 * the election only. Weekends and holidays do not move the dates here.
 */
export function contributionDeadlines(entityType: string | undefined, taxYear: number): ContributionDeadline[] {
  const deadlines: ContributionDeadline[] = [
    {
      label: `Elect your ${taxYear} salary deferrals (pre-tax and Roth)`,
      date: { year: taxYear, month: 12, day: 31 },
    },
  ];
  const due = entityType === undefined ? undefined : RETURN_DUE[entityType];
  if (due !== undefined) {
    deadlines.push({
      label: `Deposit ${taxYear} employer contributions by the business's tax return (${due.form})`,
      date: { year: taxYear + 1, month: due.month, day: due.day },
      extendedDate: { year: taxYear + 1, month: due.extendedMonth, day: 15 },
    });
  }
  return deadlines;
}
