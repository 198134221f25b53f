import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { amortisationSchedule, type LoanScheduleRow } from '@/domain/loans';
import { formatIsoDate } from '@/domain/shared/calendar-date';
import { LoanSchedule, PLAIN_SCHEDULE_ROWS } from '@/ui/loans/loan-schedule';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

function rows(termMonths: number): LoanScheduleRow[] {
  return amortisationSchedule({
    principalCents: 3_000_000,
    annualRateBps: 500,
    termMonths,
    frequency: 'monthly',
    startDate: { year: 2026, month: 11, day: 23 },
  }).map((r) => ({ ...r, dueDate: formatIsoDate(r.dueDate) }));
}

describe('LoanSchedule', () => {
  test('five years of monthly payments: a table with every payment, formatted for people', async () => {
    const el = await view.render(<LoanSchedule rows={rows(60)} />);
    const table = el.querySelector('table');
    expect(table?.querySelectorAll('tbody tr')).toHaveLength(PLAIN_SCHEDULE_ROWS);
    expect([...el.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'No.',
      'Due',
      'Payment',
      'Interest',
      'Principal',
      'Balance after',
    ]);
    expect([...el.querySelectorAll('tbody tr')[0].children].map((c) => c.textContent)).toEqual([
      '1',
      'Dec 23, 2026',
      '$566.13',
      '$125.00',
      '$441.13',
      '$29,558.87',
    ]);
    expect(el.querySelector('tbody tr:last-child td:last-child')?.textContent).toBe('$0.00');
    expect(el.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Amortisation schedule');
  });

  test('a thirty-year residence loan is virtualised: a list that names all 360 payments but renders only a window', async () => {
    const el = await view.render(<LoanSchedule rows={rows(360)} />);
    expect(el.querySelector('table')).toBeNull();
    const list = el.querySelector('[role="list"]');
    expect(list?.getAttribute('aria-label')).toBe('Amortisation schedule, 360 payments');
    expect(el.querySelectorAll('[role="listitem"]').length).toBeLessThan(360);
    expect(Number.parseInt((list as HTMLElement).style.height, 10)).toBe(360 * 36);
  });
});
