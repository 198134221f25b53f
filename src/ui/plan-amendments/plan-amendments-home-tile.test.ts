import { describe, expect, test } from 'vitest';
import { fakeAreaPorts } from '@/adapters/fakes/fake-area-ports';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import type { FakePlanAmendmentsApi } from '@/adapters/fakes/fake-plan-amendments-api';
import { planAmendmentsHomeTile } from '@/ui/plan-amendments/plan-amendments-home-tile';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SIGNER = { signerFirstName: 'Avery', signerLastName: 'Quinn', signerTitle: 'Owner', signature: PNG };

const setUp = (iso: string) => {
  const clock = new FakeClock(new Date(iso));
  const ports = fakeAreaPorts(clock);
  const api = ports.planAmendments as FakePlanAmendmentsApi;
  api.effectiveDate = '2025-01-01';
  return { clock, ports, api };
};

describe('planAmendmentsHomeTile', () => {
  test('the interim amendment first, due soon; once signed the tile moves to the restatement; then all signed', async () => {
    const { ports, api, clock } = setUp('2026-11-30T12:00:00Z');
    const context = { now: clock.now(), locale: 'en-US' };
    expect(await planAmendmentsHomeTile.load(ports, context)).toEqual({
      status: 'Sign the SECURE 2.0 amendment by Dec 31, 2026',
      tone: 'attention',
      about: "The plan document's required amendments and restatement, signed by the plan's owner.",
      facts: [{ label: 'Deadline', value: 'Dec 31, 2026' }],
      next: 'Sign the SECURE 2.0 amendment by Dec 31, 2026.',
      action: 'Review and sign the SECURE 2.0 amendment',
      urgency: 'filingDue',
    });
    await api.sign('secure-2-0-interim-amendment', SIGNER);
    expect(await planAmendmentsHomeTile.load(ports, context)).toMatchObject({
      status: 'Sign the restated plan document by Sep 30, 2028 (expected)',
      tone: 'inProgress',
      facts: [{ label: 'Deadline', value: 'Sep 30, 2028 (expected)' }],
    });
    await api.sign('cycle-4-restatement', SIGNER);
    expect(await planAmendmentsHomeTile.load(ports, context)).toEqual({
      status: 'All amendments signed',
      tone: 'done',
      about: "The plan document's required amendments and restatement, signed by the plan's owner.",
      action: 'See plan amendments',
    });
  });

  test('after the deadline the unsigned amendment is overdue and past due', async () => {
    const { ports, clock } = setUp('2027-01-05T12:00:00Z');
    expect(await planAmendmentsHomeTile.load(ports, { now: clock.now(), locale: 'en-US' })).toMatchObject({
      status: 'Sign the SECURE 2.0 amendment now: its deadline, Dec 31, 2026, has passed',
      tone: 'attention',
      urgency: 'pastDue',
      next: 'Sign the SECURE 2.0 amendment now and correct the late adoption with a plan professional.',
    });
  });

  test('a participant is told the owner signs; a user without a plan that nothing is to sign yet', async () => {
    const { ports, api, clock } = setUp('2026-11-30T12:00:00Z');
    api.effectiveDate = undefined;
    expect(await planAmendmentsHomeTile.load(ports, { now: clock.now(), role: 'participant' })).toMatchObject({
      status: "Your plan's owner signs its amendments",
      tone: 'done',
    });
    expect(await planAmendmentsHomeTile.load(ports, { now: clock.now() })).toMatchObject({
      status: 'Nothing to sign before your plan is adopted',
      tone: 'notStarted',
    });
  });
});
