import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  AMENDMENT_CATALOGUE,
  type AmendmentSignature,
  amendmentTasks,
  canSign,
  CYCLE_4_RESTATEMENT,
  nextTask,
  OVERDUE_ADVICE,
  SECURE_2_0_INTERIM_AMENDMENT,
} from './plan-amendments';

// An independent formulation, written from the sources (SECURE 2.0 s.501, Notice 2024-2 s.IV, Rev. Proc. 2016-37):
// the interim amendment is due 2026-12-31 for plans in effect by then; the Cycle 4 restatement window is expected
// 2026-10-01 to 2028-09-30; a restatement signed by 2026-12-31 also satisfies the amendment; due soon = 60 days or less.
const pad = (n: number, w: number): string => String(n).padStart(w, '0');
const iso = (y: number, m: number, d: number): string => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
const leap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const monthDays = (y: number, m: number): number =>
  [31, leap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] as number;
/** Days since 2000-01-01 by counting. */
const dayNumber = (s: string): number => {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  let n = 0;
  for (let yy = 2000; yy < y; yy++) n += leap(yy) ? 366 : 365;
  for (let mm = 1; mm < m; mm++) n += monthDays(y, mm);
  return n + d - 1;
};
const dayArb = fc
  .record({ y: fc.integer({ min: 2020, max: 2030 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
  .map(({ y, m, d }) => iso(y, m, Math.min(d, monthDays(y, m))));

type Expected = { id: string; state: string; daysLeft: number };
function expectedTasks(effective: string, signatures: Record<string, string | undefined>, today: string): Expected[] {
  const out: Expected[] = [];
  const openState = (deadline: string, opens: string | undefined): string => {
    if (opens !== undefined && dayNumber(today) < dayNumber(opens)) return 'upcoming';
    const left = dayNumber(deadline) - dayNumber(today);
    if (left < 0) return 'overdue';
    return left <= 60 ? 'due_soon' : 'due';
  };
  if (dayNumber(effective) <= dayNumber('2026-12-31')) {
    const restated = signatures[CYCLE_4_RESTATEMENT];
    const state =
      signatures[SECURE_2_0_INTERIM_AMENDMENT] !== undefined
        ? 'signed'
        : restated !== undefined && dayNumber(restated) <= dayNumber('2026-12-31')
          ? 'satisfied'
          : openState('2026-12-31', undefined);
    out.push({ id: SECURE_2_0_INTERIM_AMENDMENT, state, daysLeft: dayNumber('2026-12-31') - dayNumber(today) });
  }
  if (dayNumber(effective) <= dayNumber('2028-09-30')) {
    const state = signatures[CYCLE_4_RESTATEMENT] !== undefined ? 'signed' : openState('2028-09-30', '2026-10-01');
    out.push({ id: CYCLE_4_RESTATEMENT, state, daysLeft: dayNumber('2028-09-30') - dayNumber(today) });
  }
  return out;
}

const signaturesArb = fc.record({
  amendment: fc.option(dayArb, { nil: undefined }),
  restatement: fc.option(dayArb, { nil: undefined }),
});

describe('plan amendment tasks', () => {
  test('state and days left for generated days, effective dates and signatures match the rules written out', () => {
    fc.assert(
      fc.property(dayArb, dayArb, signaturesArb, (today, effective, signed) => {
        const signatures: AmendmentSignature[] = [];
        if (signed.amendment !== undefined)
          signatures.push({ documentId: SECURE_2_0_INTERIM_AMENDMENT, signedOn: signed.amendment });
        if (signed.restatement !== undefined) signatures.push({ documentId: CYCLE_4_RESTATEMENT, signedOn: signed.restatement });
        const tasks = amendmentTasks({ effectiveDate: effective, edition: 'cycle_3' }, signatures, today);
        const expected = expectedTasks(
          effective,
          { [SECURE_2_0_INTERIM_AMENDMENT]: signed.amendment, [CYCLE_4_RESTATEMENT]: signed.restatement },
          today,
        );
        expect(tasks.map((t) => ({ id: t.document.id, state: t.state, daysLeft: t.daysLeft }))).toEqual(expected);
      }),
    );
  });

  test('tasks come in deadline order, and the next task is the first one that can be signed', () => {
    fc.assert(
      fc.property(dayArb, dayArb, signaturesArb, (today, effective, signed) => {
        const signatures: AmendmentSignature[] =
          signed.restatement === undefined ? [] : [{ documentId: CYCLE_4_RESTATEMENT, signedOn: signed.restatement }];
        const tasks = amendmentTasks({ effectiveDate: effective, edition: 'cycle_3' }, signatures, today);
        for (let i = 1; i < tasks.length; i++)
          expect(dayNumber(tasks[i - 1]?.document.deadline as string)).toBeLessThanOrEqual(
            dayNumber(tasks[i]?.document.deadline as string),
          );
        const open = tasks.filter((t) => ['due', 'due_soon', 'overdue'].includes(t.state));
        const next = nextTask(tasks);
        if (open.length > 0) expect(next?.document.id).toBe(open[0]?.document.id);
        else expect(next?.state ?? 'none').toMatch(/^(upcoming|none)$/);
      }),
    );
  });

  test('a plan that is ending: no restatement, and the amendment is due by the termination date when that comes first', () => {
    // Written out: the interim amendment's deadline is the earlier of 2026-12-31 and the termination date; a
    // restatement signed by that deadline still satisfies it; the restatement is not asked of an ending plan.
    fc.assert(
      fc.property(dayArb, dayArb, dayArb, signaturesArb, (today, effective, terminationDate, signed) => {
        const signatures: AmendmentSignature[] = [];
        if (signed.amendment !== undefined)
          signatures.push({ documentId: SECURE_2_0_INTERIM_AMENDMENT, signedOn: signed.amendment });
        if (signed.restatement !== undefined) signatures.push({ documentId: CYCLE_4_RESTATEMENT, signedOn: signed.restatement });
        const tasks = amendmentTasks({ effectiveDate: effective, edition: 'cycle_3', terminationDate }, signatures, today);
        const deadline = dayNumber(terminationDate) < dayNumber('2026-12-31') ? terminationDate : '2026-12-31';
        const expected: Expected[] = [];
        if (dayNumber(effective) <= dayNumber('2026-12-31')) {
          const left = dayNumber(deadline) - dayNumber(today);
          const state =
            signed.amendment !== undefined
              ? 'signed'
              : signed.restatement !== undefined && dayNumber(signed.restatement) <= dayNumber(deadline)
                ? 'satisfied'
                : left < 0
                  ? 'overdue'
                  : left <= 60
                    ? 'due_soon'
                    : 'due';
          expected.push({ id: SECURE_2_0_INTERIM_AMENDMENT, state, daysLeft: left });
        }
        expect(tasks.map((t) => ({ id: t.document.id, state: t.state, daysLeft: t.daysLeft }))).toEqual(expected);
        for (const t of tasks) expect(t.document.deadline).toBe(deadline);
      }),
    );
  });

  test('a plan on the Cycle 4 document needs neither document', () => {
    fc.assert(
      fc.property(dayArb, dayArb, (today, effective) => {
        expect(amendmentTasks({ effectiveDate: effective, edition: 'cycle_4' }, [], today)).toEqual([]);
      }),
    );
  });

  test('examples: on 2026-11-30 the amendment is due soon (31 days) and the restatement due; after 2026-12-31 the amendment is overdue', () => {
    const plan = { effectiveDate: '2025-03-01', edition: 'cycle_3' as const };
    const [amendment, restatement] = amendmentTasks(plan, [], '2026-11-30');
    expect(amendment?.state).toBe('due_soon');
    expect(amendment?.daysLeft).toBe(31);
    expect(restatement?.state).toBe('due');
    expect(amendmentTasks(plan, [], '2027-01-01')[0]?.state).toBe('overdue');
    expect(canSign(amendmentTasks(plan, [], '2027-01-01')[0] as never)).toBe(true);
    expect(amendmentTasks(plan, [], '2026-09-30')[1]?.state).toBe('upcoming');
    // A restatement signed on 2027-01-05 is late for the amendment: the amendment stays overdue.
    expect(amendmentTasks(plan, [{ documentId: CYCLE_4_RESTATEMENT, signedOn: '2027-01-05' }], '2027-01-06')[0]?.state).toBe(
      'overdue',
    );
    // A plan that starts in 2027 needs only the restatement.
    expect(
      amendmentTasks({ effectiveDate: '2027-01-01', edition: 'cycle_3' }, [], '2027-02-01').map((t) => t.document.id),
    ).toEqual(['cycle-4-restatement']);
  });

  test('the catalogue names its deadlines and the overdue advice names EPCRS', () => {
    expect(AMENDMENT_CATALOGUE.map((d) => [d.title, d.deadline, d.expected])).toEqual([
      ['SECURE 2.0 Interim Amendment', '2026-12-31', false],
      ['Restated Solo 401(k) Plan Adoption Agreement', '2028-09-30', true],
    ]);
    expect(OVERDUE_ADVICE).toBe(
      "Sign it now and correct the late adoption under the IRS's Employee Plans Compliance Resolution System (EPCRS, Rev. Proc. 2021-30); ask a plan professional.",
    );
  });
});
