import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { StepDefinition, StepStatus } from './step-definition';
import { StepFlow } from './step-flow';

const THREE: readonly StepDefinition[] = [
  { key: 'a', title: 'A' },
  { key: 'b', title: 'B' },
  { key: 'c', title: 'C' },
];
const WITH_HIDDEN: readonly StepDefinition[] = [
  { key: 'a', title: 'A' },
  { key: 'b', title: 'B' },
  { key: 'review', title: 'Review', hidden: true },
  { key: 'pay', title: 'Pay' },
];

const statuses = (flow: StepFlow): StepStatus[] => flow.steps.map((step) => step.status);

describe('StepFlow', () => {
  test('starts on the first step with the last step shown as the keystone', () => {
    const flow = StepFlow.start(THREE);
    expect(flow.currentKey).toBe('a');
    expect(statuses(flow)).toEqual(['current', 'upcoming', 'keystone']);
  });

  test('moves forward: marks the current step complete and the next one current', () => {
    const flow = StepFlow.start(THREE).forward();
    expect(flow.currentKey).toBe('b');
    expect(statuses(flow)).toEqual(['complete', 'current', 'keystone']);
    expect(statuses(flow.forward())).toEqual(['complete', 'complete', 'current']);
  });

  test('moves back: marks the current step upcoming and the previous one current', () => {
    const flow = StepFlow.start(THREE).forward().forward().back();
    expect(flow.currentKey).toBe('b');
    expect(statuses(flow)).toEqual(['complete', 'current', 'keystone']);
    expect(statuses(flow.back())).toEqual(['current', 'upcoming', 'keystone']);
  });

  test('forward on the last step and back on the first step change nothing', () => {
    const first = StepFlow.start(THREE);
    expect(first.back()).toBe(first);
    const last = first.forward().forward();
    expect(last.isLast).toBe(true);
    expect(last.forward()).toBe(last);
  });

  test('is immutable: a transition leaves the original flow as it was', () => {
    const flow = StepFlow.start(THREE);
    flow.forward();
    expect(flow.currentKey).toBe('a');
    expect(Object.isFrozen(flow)).toBe(true);
  });

  test('resumes at a saved step key with the earlier steps complete', () => {
    const flow = StepFlow.start(THREE, 'c');
    expect(statuses(flow)).toEqual(['complete', 'complete', 'current']);
  });

  test('starts at the first step when the saved key is unknown', () => {
    expect(StepFlow.start(THREE, 'gone').currentKey).toBe('a');
  });

  test('rejects an empty or duplicated definition list as a programming error', () => {
    expect(() => StepFlow.start([])).toThrow();
    expect(() => StepFlow.start([THREE[0], THREE[0]])).toThrow(/Duplicate/);
  });

  test('hides hidden steps from the step list but still visits them', () => {
    const atReview = StepFlow.start(WITH_HIDDEN, 'review');
    expect(atReview.currentKey).toBe('review');
    expect(atReview.visibleSteps.map((s) => [s.key, s.status])).toEqual([
      ['a', 'complete'],
      ['b', 'complete'],
      ['pay', 'keystone'],
    ]);
    expect(atReview.steps).toHaveLength(4);
  });

  test('the keystone is the last visible step, not a hidden step after it', () => {
    const flow = StepFlow.start([...THREE, { key: 'done', title: 'Done', hidden: true }]);
    expect(flow.keystoneIndex).toBe(2);
    expect(flow.statusOf('done')).toBe('upcoming');
  });

  test('jumps from the review to a complete step and returns to the review on forward', () => {
    const review = StepFlow.start(WITH_HIDDEN, 'review');
    const editing = review.jumpTo('a');
    expect(editing.currentKey).toBe('a');
    expect(editing.isEditing).toBe(true);
    expect(statuses(editing)).toEqual(['current', 'complete', 'upcoming', 'keystone']);
    const back = editing.forward();
    expect(back.currentKey).toBe('review');
    expect(back.isEditing).toBe(false);
    expect(statuses(back)).toEqual(['complete', 'complete', 'current', 'keystone']);
  });

  test('back while editing cancels the edit and returns to the step jumped from', () => {
    const cancelled = StepFlow.start(WITH_HIDDEN, 'review').jumpTo('b').back();
    expect(cancelled.currentKey).toBe('review');
    expect(cancelled.isEditing).toBe(false);
  });

  test('a second jump while editing keeps the original return step', () => {
    const flow = StepFlow.start(WITH_HIDDEN, 'review').jumpTo('a').jumpTo('b');
    expect(flow.currentKey).toBe('b');
    expect(flow.forward().currentKey).toBe('review');
  });

  test('jumping to the current, an upcoming or an unknown step changes nothing', () => {
    const flow = StepFlow.start(WITH_HIDDEN, 'b');
    expect(flow.jumpTo('b')).toBe(flow);
    expect(flow.jumpTo('pay')).toBe(flow);
    expect(flow.jumpTo('nope')).toBe(flow);
  });

  test('statusOf answers by key and undefined for an unknown key', () => {
    const flow = StepFlow.start(THREE, 'b');
    expect(flow.statusOf('a')).toBe('complete');
    expect(flow.statusOf('x')).toBeUndefined();
  });
});

type Move = { kind: 'forward' } | { kind: 'back' } | { kind: 'jump'; target: number };

const arbDefinitions = fc
  .array(fc.boolean(), { minLength: 1, maxLength: 8 })
  .map((hidden) => hidden.map((h, i): StepDefinition => ({ key: `s${i}`, title: `Step ${i}`, hidden: h })));
const arbMoves = fc.array(
  fc.oneof(
    fc.constant<Move>({ kind: 'forward' }),
    fc.constant<Move>({ kind: 'back' }),
    fc.nat(9).map((target): Move => ({ kind: 'jump', target })),
  ),
  { maxLength: 30 },
);

function apply(flow: StepFlow, move: Move): StepFlow {
  if (move.kind === 'forward') return flow.forward();
  if (move.kind === 'back') return flow.back();
  return flow.jumpTo(`s${move.target}`);
}

describe('StepFlow properties', () => {
  test('any forward/back sequence: one current step, complete before it, upcoming or keystone after it', () => {
    fc.assert(
      fc.property(arbDefinitions, fc.array(fc.boolean(), { maxLength: 30 }), (defs, forwards) => {
        let flow = StepFlow.start(defs);
        let expected = 0;
        for (const isForward of forwards) {
          flow = isForward ? flow.forward() : flow.back();
          expected = isForward ? Math.min(expected + 1, defs.length - 1) : Math.max(expected - 1, 0);
        }
        const s = statuses(flow);
        expect(flow.currentIndex).toBe(expected);
        expect(s.filter((x) => x === 'current')).toHaveLength(1);
        s.forEach((status, i) => {
          if (i < expected) expect(status).toBe('complete');
          if (i > expected) expect(status).toBe(i === flow.keystoneIndex ? 'keystone' : 'upcoming');
        });
      }),
    );
  });

  test('any sequence with jumps: exactly one current step, keystone only on the last visible step', () => {
    fc.assert(
      fc.property(arbDefinitions, arbMoves, (defs, moves) => {
        const flow = moves.reduce(apply, StepFlow.start(defs));
        const s = statuses(flow);
        expect(s.filter((x) => x === 'current')).toHaveLength(1);
        s.forEach((status, i) => {
          if (status === 'keystone') expect(i).toBe(flow.keystoneIndex);
          if (i < flow.currentIndex) expect(status).toBe('complete');
          const end = flow.returnIndex ?? flow.currentIndex;
          if (i > flow.currentIndex) expect(status === 'complete').toBe(i < end);
        });
        const done = flow.forward();
        if (flow.isEditing) expect(done.currentIndex).toBe(flow.returnIndex);
      }),
    );
  });

  test('resuming at any step equals moving forward to it from the start', () => {
    fc.assert(
      fc.property(arbDefinitions, fc.nat(7), (defs, n) => {
        const index = n % defs.length;
        let walked = StepFlow.start(defs);
        for (let i = 0; i < index; i++) walked = walked.forward();
        expect(statuses(StepFlow.start(defs, `s${index}`))).toEqual(statuses(walked));
      }),
    );
  });
});
