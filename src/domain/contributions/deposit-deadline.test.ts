import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CONTRIBUTION_SOURCES } from './contribution-usage';
import { lateDepositWarning, priorYearDepositDeadline } from './deposit-deadline';

describe('prior-year deposits by the return due date with extensions (IRC 404(a)(6), 7503)', () => {
  test('fault 5: a sole proprietor’s 2025 deposit on October 16, 2026 is late; the answer suggests 2026', () => {
    const entry = { source: 'Profit Sharing' as const, depositDate: '2026-10-16', taxYear: 2025 };
    expect(lateDepositWarning('soleProprietorship', entry)).toEqual({
      limit: 'depositDeadline',
      excessCents: 0,
      suggestedTaxYear: 2026,
      message:
        "A deposit on Oct 16, 2026 is too late to count for 2025: the deadline was the business's tax return due date " +
        'with extensions, Oct 15, 2026 (IRC 404(a)(6)). Count it for 2026 instead.',
    });
    expect(lateDepositWarning('soleProprietorship', { ...entry, depositDate: '2026-10-15' })).toBeUndefined();
    expect(lateDepositWarning('sCorporation', { ...entry, depositDate: '2026-09-16' })?.suggestedTaxYear).toBe(2026);
    expect(lateDepositWarning('sCorporation', { ...entry, depositDate: '2026-09-15' })).toBeUndefined();
  });

  test('a due date on a weekend moves to the next business day (IRC 7503): October 15, 2023 was a Sunday', () => {
    expect(priorYearDepositDeadline('soleProprietorship', 2022)).toBe('2023-10-16');
    const entry = { source: 'Employer Match' as const, depositDate: '2023-10-16', taxYear: 2022 };
    expect(lateDepositWarning('llc', entry)).toBeUndefined();
    expect(lateDepositWarning('llc', { ...entry, depositDate: '2023-10-17' })?.message).toContain('Oct 16, 2023');
  });

  test('a current-year deposit, a rollover or an unknown entity type is never late', () => {
    expect(
      lateDepositWarning('partnership', { source: 'Deferral Roth', depositDate: '2026-11-01', taxYear: 2026 }),
    ).toBeUndefined();
    expect(lateDepositWarning('partnership', { source: 'Roll Overs', depositDate: '2026-11-01', taxYear: 2025 })).toBeUndefined();
    expect(lateDepositWarning(undefined, { source: 'Profit Sharing', depositDate: '2026-11-01', taxYear: 2025 })).toBeUndefined();
    expect(priorYearDepositDeadline('trust', 2025)).toBeUndefined();
    expect(priorYearDepositDeadline(undefined, 2025)).toBeUndefined();
    // A day that is not on the calendar is no deposit day: no warning (the form refuses it next to the field).
    expect(lateDepositWarning('llc', { source: 'Profit Sharing', depositDate: '2026-02-30', taxYear: 2025 })).toBeUndefined();
  });

  test('property: late exactly after the extended due date, moved off Saturdays and Sundays, counted on the calendar', () => {
    // Independent: the 15th of the month the return is due (calendar year) plus 6 months' extension, by entity.
    const extendedMonth: Record<string, number> = {
      soleProprietorship: 10,
      llc: 10,
      partnership: 9,
      sCorporation: 9,
      cCorporation: 10,
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(extendedMonth)),
        fc.integer({ min: 2000, max: 2090 }),
        fc.integer({ min: -40, max: 400 }),
        fc.constantFrom(...CONTRIBUTION_SOURCES),
        (entity, taxYear, offset, source) => {
          const due = new Date(Date.UTC(taxYear + 1, extendedMonth[entity] - 1, 15));
          while (due.getUTCDay() === 0 || due.getUTCDay() === 6) due.setUTCDate(due.getUTCDate() + 1);
          const deposit = new Date(due.getTime() + offset * 86_400_000);
          const depositDate = deposit.toISOString().slice(0, 10);
          const warning = lateDepositWarning(entity, { source, depositDate, taxYear });
          const late = offset > 0 && source !== 'Roll Overs';
          expect(warning?.suggestedTaxYear).toBe(late ? deposit.getUTCFullYear() : undefined);
        },
      ),
    );
  });
});
