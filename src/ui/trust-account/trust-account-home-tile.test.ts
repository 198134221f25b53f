import { describe, expect, test } from 'vitest';
import { OCTOBER_CSV } from '@/adapters/fakes/statement-files';
import { fakeAreaPorts } from '@/adapters/fakes/fake-area-ports';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { reconcileYear } from '@/domain/statements';
import { trustAccountHomeTile, trustAccountTileState } from '@/ui/trust-account/trust-account-home-tile';

const NOW = new Date('2026-11-23T12:00:00Z');
const october = {
  id: 'i-1',
  fileName: 'october.csv',
  format: 'csv' as const,
  accountLast4: null,
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  openingCents: 0,
  closingCents: 0,
  transactionCount: 0,
  importedAt: NOW.toISOString(),
};
const period = (start: string, end: string) => ({ start, end, openingCents: 0, closingCents: 0 });

describe('trustAccountHomeTile', () => {
  test('no statement yet: the owner is asked to import one', async () => {
    const ports = fakeAreaPorts(new FakeClock(NOW));
    const state = await trustAccountHomeTile.load(ports, { now: NOW });
    expect(state).toMatchObject({ status: 'No statements imported', tone: 'notStarted', action: 'Import a statement' });
  });

  test('months that do not reconcile are named, then counted; a reconciled year says so', async () => {
    const ports = fakeAreaPorts(new FakeClock(NOW));
    await ports.statements.importStatement(new Blob([OCTOBER_CSV]), 'october.csv');
    const state = await trustAccountHomeTile.load(ports, { now: NOW });
    // January to November: no statement before October, October's deposit not classified, November not covered.
    expect(state.status).toBe('11 months of 2026 not reconciled');
    expect(state.tone).toBe('attention');
    expect(state.facts).toEqual([{ label: 'Statements up to', value: 'Oct 31, 2026' }]);

    const december = reconcileYear(2026, [period('2026-01-01', '2026-11-30')], [], '2026-12-05');
    expect(trustAccountTileState([october], december, { now: NOW })).toMatchObject({
      status: 'December not reconciled',
      next: 'Reconcile the trust account for December 2026 before the Form 5500-EZ.',
    });
    const done = reconcileYear(2026, [period('2026-01-01', '2026-12-31')], [], '2027-01-05');
    expect(trustAccountTileState([october], done, { now: NOW, role: 'participant' })).toEqual({
      status: '2026 reconciled',
      tone: 'done',
      about: "Your plan's trust account statements, reconciled with the ledger.",
      facts: [{ label: 'Statements up to', value: 'Oct 31, 2026' }],
      action: 'See the trust account',
    });
  });
});
