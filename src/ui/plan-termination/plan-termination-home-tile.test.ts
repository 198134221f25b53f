import { describe, expect, test } from 'vitest';
import { planTerminationTileState } from './plan-termination-home-tile';

const context = { now: new Date('2026-11-23T10:00:00Z') };
const resolution = {
  terminationDate: '2026-11-20',
  resolutionDate: '2026-11-20',
  signerName: 'Avery Quinn',
  signerTitle: 'Owner',
  documentId: 'd-1',
};
const checklist = (stepsLeft: number) => ({
  stepsLeft,
  distributionDeadline: '2027-11-20',
  accounts: [],
  loans: [],
  finalReturn: { planYear: 2026, filed: stepsLeft === 0, filedOn: null },
});

describe('planTerminationTileState', () => {
  test('active, terminating with the steps left, terminated on its date', () => {
    expect(planTerminationTileState({ status: 'not_started', role: 'owner' }, context)).toMatchObject({
      status: 'The plan is active',
      tone: 'notStarted',
    });
    const terminating = planTerminationTileState(
      { status: 'terminating', role: 'owner', resolution, checklist: checklist(3) },
      context,
    );
    expect(terminating).toMatchObject({ status: 'Terminating: 3 steps left', tone: 'inProgress' });
    expect(terminating.facts).toEqual([
      { label: 'Termination date', value: 'Nov 20, 2026' },
      { label: 'Distribute every account by', value: 'Nov 20, 2027' },
    ]);
    expect(
      planTerminationTileState({ status: 'terminated', role: 'owner', resolution, checklist: checklist(0) }, context),
    ).toMatchObject({
      status: 'Terminated on Nov 20, 2026',
      tone: 'done',
    });
  });

  test("a participant is asked for their own distribution, never the owner's return", () => {
    const state = planTerminationTileState(
      { status: 'terminating', role: 'participant', resolution, checklist: checklist(1) },
      { ...context, role: 'participant' },
    );
    expect(state.next).toBe('The plan is ending: request the distribution or rollover of your account.');
  });
});
